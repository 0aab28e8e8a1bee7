import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { IcalFeedAlert } from '@villa/shared/contracts/ical';
import { listIcalFeedAlerts } from '@villa/shared/contracts/routes/ical';

/** Channel feeds failing for over a day and scheduled syncs held for staff (OWNER: its own villas). */
export const icalAlertsQueryOptions = () =>
  queryOptions({
    ...endpointQuery(listIcalFeedAlerts),
    staleTime: 60_000,
    select: (page: { items: IcalFeedAlert[] }) => page.items,
  });

export function useIcalAlerts() {
  return useQuery(icalAlertsQueryOptions());
}
