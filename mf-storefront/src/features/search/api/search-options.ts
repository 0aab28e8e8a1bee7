import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getSearchOptions } from '@villa/shared/contracts/routes/search';

export const searchOptionsQuery = () => ({ ...endpointQuery(getSearchOptions), staleTime: 5 * 60_000 });

export function useSearchOptions() {
  return useQuery(searchOptionsQuery());
}
