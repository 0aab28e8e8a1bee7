import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ReservationDetail, ReservationStatusChangeBody } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { reservationsQueryKey } from './get-reservations';

export async function changeStatus(input: { id: number; body: ReservationStatusChangeBody }) {
  const res = await api.patch<Envelope<ReservationDetail>>(`/v1/admin/reservations/${input.id}`, input.body);
  return res.data.content;
}

export function useChangeStatus() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: changeStatus,
    onSuccess: () => qc.invalidateQueries({ queryKey: reservationsQueryKey }),
  });
}
