import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getOccupancyRange } from '@villa/shared/contracts/routes/occupancy';

export const getOccupancyRangeQueryOptions = (from: string, to: string) => ({
  ...endpointQuery(getOccupancyRange, { query: { from, to } }),
  // The previous window stays on screen ('Güncelleniyor…') while the next one loads.
  placeholderData: keepPreviousData,
  // A closing or a booking saved on another screen must show when the timeline is opened again.
  staleTime: 0,
});

export function useOccupancyRange(from: string, to: string) {
  return useQuery(getOccupancyRangeQueryOptions(from, to));
}
