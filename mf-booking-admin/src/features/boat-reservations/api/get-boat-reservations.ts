import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BoatReservation } from '@villa/shared/contracts/boats';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export interface BoatReservationsFilter {
  page: number;
  status: string;
  boat_id: string;
  reservation_id: string;
  started_at: string;
  finished_at: string;
  created_at: string;
}

export const boatReservationsQueryKey = ['admin', 'boatreservations'] as const;

export async function getBoatReservations(f: BoatReservationsFilter): Promise<ListEnvelope<BoatReservation>> {
  const take = PAGE_SIZE.boatReservations;
  const { page, ...rest } = f;
  const params: Record<string, string | number> = { skip: (page - 1) * take, take };
  for (const [k, v] of Object.entries(rest)) if (v) params[k] = v;
  const res = await api.get<ListEnvelope<BoatReservation>>('/v1/admin/boatreservations', { params });
  return res.data;
}

export const getBoatReservationsQueryOptions = (f: BoatReservationsFilter) =>
  queryOptions({
    queryKey: [...boatReservationsQueryKey, 'list', f],
    queryFn: () => getBoatReservations(f),
    placeholderData: keepPreviousData,
  });

/** Boat reservations, newest first, 20 a page, with the SPEC §7 filters. */
export function useBoatReservations(f: BoatReservationsFilter) {
  return useQuery(getBoatReservationsQueryOptions(f));
}
