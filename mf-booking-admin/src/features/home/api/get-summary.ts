import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { DashboardSummary } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';

export async function getSummary(): Promise<DashboardSummary> {
  const res = await api.get<Envelope<DashboardSummary>>('/v1/admin/dashboard/summary');
  return res.data.content;
}

export const summaryQuery = () =>
  queryOptions({ queryKey: ['admin', 'dashboard', 'summary'], queryFn: getSummary });

export function useSummary() {
  return useQuery(summaryQuery());
}
