import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getDashboardSummary } from '@villa/shared/contracts/routes/dashboard';

export const summaryQuery = () => endpointQuery(getDashboardSummary);

export function useSummary() {
  return useQuery(summaryQuery());
}
