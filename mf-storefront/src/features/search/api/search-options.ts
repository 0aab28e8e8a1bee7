import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { RouteResult } from '@villa/shared/api/route';
import { getSearchOptions } from '@villa/shared/contracts/routes/search';
import { criticalData } from '@villa/shared/lib/critical-data';

/**
 * The listing's filter options (features, price range). On a listing page the visitor landed on
 * it starts from the answer the server embedded with the first cards (api/src/web/critical.ts).
 */
export const searchOptionsQuery = () =>
  queryOptions({
    ...endpointQuery(getSearchOptions),
    initialData: () => criticalData<RouteResult<typeof getSearchOptions>>('api', getSearchOptions.path),
    staleTime: 5 * 60_000,
  });

export function useSearchOptions() {
  return useQuery(searchOptionsQuery());
}
