import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@villa/shared/api/client';
import { icalFeedAlertsEndpoint, type IcalFeedAlert } from '@villa/shared/contracts/ical';

type AlertsResponse = z.infer<typeof icalFeedAlertsEndpoint.response>;

/** Channel feeds failing for over a day and scheduled syncs held for staff (OWNER: its own villas). */
export async function getIcalAlerts(): Promise<IcalFeedAlert[]> {
  const res = await api.get<AlertsResponse>(icalFeedAlertsEndpoint.path);
  return res.data.content;
}

export const icalAlertsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard', 'ical-alerts'],
    queryFn: getIcalAlerts,
    staleTime: 60_000,
  });

export function useIcalAlerts() {
  return useQuery(icalAlertsQueryOptions());
}
