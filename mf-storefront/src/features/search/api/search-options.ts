import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { SearchOptions } from '@villa/shared/contracts/storefront';

export const searchOptionsQuery = () =>
  queryOptions({
    queryKey: ['public', 'search-options'],
    queryFn: async () => (await api.get<Envelope<SearchOptions>>('/v1/search/options')).data.content,
    staleTime: 5 * 60_000,
  });

export function useSearchOptions() {
  return useQuery(searchOptionsQuery());
}
