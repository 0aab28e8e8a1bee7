import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { ReservationRequestBody, ReservationRequestResult } from '@villa/shared/contracts/storefront';

export async function createReservation(body: ReservationRequestBody) {
  return (await api.post<Envelope<ReservationRequestResult>>('/v1/reservations', body)).data.content;
}

export function useCreateReservation(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createReservation,
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['public', 'villa', slug] }),
  });
}
