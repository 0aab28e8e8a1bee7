import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteInput } from '@villa/shared/api/route';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  getBoatReservation,
  listBoatReservations,
  updateBoatReservation,
} from '@villa/shared/contracts/routes/boat-reservations';
import { useEndpointMutation } from '@villa/shared/api/request';

export interface BoatReservationsFilter {
  page: number;
  status: string;
  boat_id: string;
  reservation_id: string;
  started_at: string;
  finished_at: string;
  created_at: string;
}

type ListQuery = NonNullable<RouteInput<typeof listBoatReservations>['query']>;

export const getBoatReservationsQueryOptions = (f: BoatReservationsFilter) => {
  const take = PAGE_SIZE.boatReservations;
  const { page, ...rest } = f;
  const query: Record<string, string | number> = { skip: (page - 1) * take, take };
  for (const [k, v] of Object.entries(rest)) if (v) query[k] = v;
  return {
    ...endpointQuery(listBoatReservations, { query: query as ListQuery }),
    placeholderData: keepPreviousData,
  };
};

/** Boat reservations, newest first, 20 a page, with the SPEC §7 filters. */
export function useBoatReservations(f: BoatReservationsFilter) {
  return useQuery(getBoatReservationsQueryOptions(f));
}

export function useBoatReservation(id: number | null) {
  return useQuery({
    ...endpointQuery(getBoatReservation, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

/** PUT /v1/admin/boatreservations/{id}: status (and note); a clash of days answers 409. */
export function useUpdateBoatReservation() {
  return useEndpointMutation(updateBoatReservation, {
    invalidates: [listBoatReservations, getBoatReservation],
  });
}
