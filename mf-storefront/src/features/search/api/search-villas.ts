import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { VillaCard } from '@villa/shared/contracts/storefront';

/** The listing filters exactly as they travel in the URL and to GET /v2/search. */
export type SearchParamsRecord = Record<string, string>;

export const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'guests',
  'town',
  'district',
  'types',
  'features',
  'minPrice',
  'maxPrice',
  'sort',
  'skip',
] as const;

export async function searchVillas(params: SearchParamsRecord) {
  const res = await api.get<ListEnvelope<VillaCard>>('/v2/search', {
    params: { client: 'true', ...params, take: 20 },
  });
  return res.data;
}

export const searchVillasQuery = (params: SearchParamsRecord) =>
  queryOptions({
    queryKey: ['public', 'search', params],
    queryFn: () => searchVillas(params),
    placeholderData: keepPreviousData,
  });

export function useSearchVillas(params: SearchParamsRecord) {
  return useQuery(searchVillasQuery(params));
}
