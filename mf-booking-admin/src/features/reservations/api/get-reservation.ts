import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ReservationDetail } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { reservationsQueryKey } from './get-reservations';

export async function getReservation(id: number): Promise<ReservationDetail> {
  const res = await api.get<Envelope<ReservationDetail>>(`/v1/admin/reservations/${id}`);
  return res.data.content;
}

export const getReservationQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...reservationsQueryKey, 'detail', id], queryFn: () => getReservation(id) });

export function useReservation(id: number) {
  return useQuery(getReservationQueryOptions(id));
}
