import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getMinistryReport } from '@villa/shared/contracts/routes/reports';

export const getMinistryQueryOptions = (from: string, to: string) => ({
  ...endpointQuery(getMinistryReport, { query: { from, to } }),
  placeholderData: keepPreviousData,
});

/** Villas with permit numbers, owners and their stays in the period. */
export function useMinistry(from: string, to: string, enabled: boolean) {
  return useQuery({ ...getMinistryQueryOptions(from, to), enabled });
}
