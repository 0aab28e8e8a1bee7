import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { OccupancyMonth } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';

export async function getOccupancy(month: string): Promise<OccupancyMonth> {
  const res = await api.get<Envelope<OccupancyMonth>>('/v1/admin/occupancy', {
    params: month ? { month } : {},
  });
  return res.data.content;
}

export const getOccupancyQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'occupancy', month],
    queryFn: () => getOccupancy(month),
    placeholderData: keepPreviousData,
  });

export function useOccupancy(month: string) {
  return useQuery(getOccupancyQueryOptions(month));
}
