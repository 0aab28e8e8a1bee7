import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteInput } from '@villa/shared/api/route';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { listReservations } from '@villa/shared/contracts/routes/bookings';

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

type ListQuery = NonNullable<RouteInput<typeof listReservations>['query']>;

/** The list query of a filter: empty filters are left out, a date range needs its date type. */
export function reservationsQuery(f: ReservationsFilter): ListQuery {
  const take = PAGE_SIZE.reservations;
  const query: Record<string, string | number> = {
    skip: (f.page - 1) * take,
    take,
    order: f.order || 'created_desc',
    oldrez: f.oldrez ? 'true' : 'false',
  };
  for (const key of ['status', 'villa_id', 'reservation_id', 'customer_name', 'date1', 'date2'] as const) {
    if (f[key]) query[key] = f[key];
  }
  if (f.date1 || f.date2) query.datetype = f.datetype || 'checkin';
  return query as ListQuery;
}

export const getReservationsQueryOptions = (f: ReservationsFilter) => ({
  ...endpointQuery(listReservations, { query: reservationsQuery(f) }),
  placeholderData: keepPreviousData,
});

export function useReservations(f: ReservationsFilter) {
  return useQuery(getReservationsQueryOptions(f));
}
