import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getPerformanceReport } from '@villa/shared/contracts/routes/reports';
import { listTownsSelect } from '@villa/shared/contracts/routes/regions';

export interface PerformanceFilter {
  from: string;
  to: string;
  townId?: number | undefined;
  villaId?: number | undefined;
}

/** The query string of the report (and of its Excel file). */
export function performanceParams(
  f: PerformanceFilter,
): { from: string; to: string } & Record<string, string> {
  return {
    from: f.from,
    to: f.to,
    ...(f.townId ? { town_id: String(f.townId) } : {}),
    ...(f.villaId ? { villa_id: String(f.villaId) } : {}),
  };
}

/** 'Performans': occupancy, revenue, ADR and RevPAR of the period [from, to). */
export function usePerformance(f: PerformanceFilter, enabled: boolean) {
  return useQuery({
    ...endpointQuery(getPerformanceReport, { query: performanceParams(f) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Towns for the filter. */
export const useTownOptions = () => useQuery({ ...endpointQuery(listTownsSelect), staleTime: 60_000 });
