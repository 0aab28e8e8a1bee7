import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { MinistryReport } from '@villa/shared/contracts/reports';

export async function getMinistry(from: string, to: string): Promise<MinistryReport> {
  const res = await api.get<Envelope<MinistryReport>>('/v1/admin/reports/ministry', { params: { from, to } });
  return res.data.content;
}

export const getMinistryQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'ministry', from, to],
    queryFn: () => getMinistry(from, to),
    placeholderData: keepPreviousData,
  });

/** Villas with permit numbers, owners and their stays in the period. */
export function useMinistry(from: string, to: string, enabled: boolean) {
  return useQuery({ ...getMinistryQueryOptions(from, to), enabled });
}
