import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { PublicBoatSearchQuery } from '@villa/shared/contracts/boats';
import { searchPublicBoats } from '@villa/shared/contracts/routes/boats';

export interface BoatSearchFilter {
  started_at: string;
  finished_at: string;
  capacity: string;
  page: number;
}

export const BOATS_PAGE_SIZE = 20;

/** GET /v1/searchboats?client=true&{query}: the days only when both are chosen. */
export function boatSearchQuery(f: BoatSearchFilter): PublicBoatSearchQuery {
  const query: PublicBoatSearchQuery = {
    client: 'true',
    skip: (f.page - 1) * BOATS_PAGE_SIZE,
    take: BOATS_PAGE_SIZE,
  };
  if (f.started_at && f.finished_at) {
    query.started_at = f.started_at;
    query.finished_at = f.finished_at;
  }
  if (f.capacity) query.capacity = f.capacity;
  return query;
}

export const searchBoatsQuery = (f: BoatSearchFilter) => ({
  ...endpointQuery(searchPublicBoats, { query: boatSearchQuery(f) }),
  placeholderData: keepPreviousData,
});

export const useSearchBoats = (f: BoatSearchFilter) => useQuery(searchBoatsQuery(f));
