import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type {
  ReservationCreateBody,
  ReservationDetail,
  ReservationUpdateBody,
} from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { reservationsQueryKey } from './get-reservations';

export type SaveReservationInput =
  { id: null; body: ReservationCreateBody } | { id: number; body: ReservationUpdateBody };

export async function saveReservation(input: SaveReservationInput): Promise<ReservationDetail> {
  const res =
    input.id === null
      ? await api.post<Envelope<ReservationDetail>>('/v1/admin/reservations', input.body)
      : await api.put<Envelope<ReservationDetail>>(`/v1/admin/reservations/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveReservation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveReservation,
    onSuccess: () => qc.invalidateQueries({ queryKey: reservationsQueryKey }),
  });
}
