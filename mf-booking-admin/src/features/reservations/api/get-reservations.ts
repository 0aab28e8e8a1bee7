import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ReservationRow } from '@villa/shared/contracts/bookings';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export interface ReservationsFilter {
  page: number;
  status: string;
  villa_id: string;
  reservation_id: string;
  customer_name: string;
  datetype: string;
  date1: string;
  date2: string;
  order: string;
  oldrez: boolean;
}

export async function getReservations(f: ReservationsFilter): Promise<ListEnvelope<ReservationRow>> {
  const take = PAGE_SIZE.reservations;
  const params: Record<string, string | number> = {
    skip: (f.page - 1) * take,
    take,
    order: f.order || 'created_desc',
    oldrez: f.oldrez ? 'true' : 'false',
  };
  for (const key of ['status', 'villa_id', 'reservation_id', 'customer_name', 'date1', 'date2'] as const) {
    if (f[key]) params[key] = f[key];
  }
  if (f.date1 || f.date2) params.datetype = f.datetype || 'checkin';
  const res = await api.get<ListEnvelope<ReservationRow>>('/v1/admin/reservations', { params });
  return res.data;
}

export const reservationsQueryKey = ['admin', 'reservations'] as const;

export const getReservationsQueryOptions = (f: ReservationsFilter) =>
  queryOptions({
    queryKey: [...reservationsQueryKey, 'list', f],
    queryFn: () => getReservations(f),
    placeholderData: keepPreviousData,
  });

export function useReservations(f: ReservationsFilter) {
  return useQuery(getReservationsQueryOptions(f));
}
