import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getOccupancy } from '@villa/shared/contracts/routes/occupancy';

export const getOccupancyQueryOptions = (month: string) => ({
  ...endpointQuery(getOccupancy, { query: month ? { month } : {} }),
  placeholderData: keepPreviousData,
});

export function useOccupancy(month: string) {
  return useQuery(getOccupancyQueryOptions(month));
}
