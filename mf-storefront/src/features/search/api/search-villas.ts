import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteResult } from '@villa/shared/api/route';
import { searchVillas } from '@villa/shared/contracts/routes/search';
import { criticalData } from '@villa/shared/lib/critical-data';
import {
  listingSearchPath,
  listingSearchQuery,
  type SearchParamsRecord,
} from '@villa/shared/lib/listing-search';

export type { SearchParamsRecord } from '@villa/shared/lib/listing-search';

/**
 * GET /v2/search: a page of 20 cards for the filters in the URL. On the page the visitor landed
 * on, the first page starts from the answer the server embedded in the HTML (same query, same
 * shape: api/src/web/critical.ts), so the cards render without a request of their own.
 */
export const searchVillasQuery = (params: SearchParamsRecord) =>
  queryOptions({
    ...endpointQuery(searchVillas, { query: listingSearchQuery(params) }),
    initialData: () => criticalData<RouteResult<typeof searchVillas>>('api', listingSearchPath(params)),
    placeholderData: keepPreviousData,
  });

export function useSearchVillas(params: SearchParamsRecord) {
  return useQuery(searchVillasQuery(params));
}
