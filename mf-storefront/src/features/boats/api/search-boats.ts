import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { PublicBoat } from '@villa/shared/contracts/boats';

export interface BoatSearchFilter {
  started_at: string;
  finished_at: string;
  capacity: string;
  page: number;
}

export const BOATS_PAGE_SIZE = 20;

/** GET /v1/searchboats?client=true&{query}. */
export async function searchBoats(f: BoatSearchFilter): Promise<ListEnvelope<PublicBoat>> {
  const params: Record<string, string | number> = {
    client: 'true',
    skip: (f.page - 1) * BOATS_PAGE_SIZE,
    take: BOATS_PAGE_SIZE,
  };
  if (f.started_at && f.finished_at) {
    params.started_at = f.started_at;
    params.finished_at = f.finished_at;
  }
  if (f.capacity) params.capacity = f.capacity;
  return (await api.get<ListEnvelope<PublicBoat>>('/v1/searchboats', { params })).data;
}

export const searchBoatsQuery = (f: BoatSearchFilter) =>
  queryOptions({
    queryKey: ['public', 'boats', 'search', f],
    queryFn: () => searchBoats(f),
    placeholderData: keepPreviousData,
  });

export const useSearchBoats = (f: BoatSearchFilter) => useQuery(searchBoatsQuery(f));
