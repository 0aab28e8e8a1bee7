import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { searchVillas } from '@villa/shared/contracts/routes/search';

/** The listing filters exactly as they travel in the URL and to GET /v2/search. */
export type SearchParamsRecord = Record<string, string>;

export const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'guests',
  'adults',
  'children',
  'infants',
  'town',
  'district',
  'types',
  'features',
  'minPrice',
  'maxPrice',
  'sort',
  'skip',
] as const;

/** GET /v2/search: a page of 20 cards for the filters in the URL. */
export const searchVillasQuery = (params: SearchParamsRecord) => ({
  ...endpointQuery(searchVillas, { query: { client: 'true', ...params, take: 20 } }),
  placeholderData: keepPreviousData,
});

export function useSearchVillas(params: SearchParamsRecord) {
  return useQuery(searchVillasQuery(params));
}
