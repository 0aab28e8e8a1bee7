import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import type { IcalConflict } from '@villa/shared/contracts/ical';
import { listIcalConflicts, resolveIcalConflict } from '@villa/shared/contracts/routes/ical';

export const icalConflictsQueryOptions = () => ({
  ...endpointQuery(listIcalConflicts),
  staleTime: 30_000,
  select: (page: { items: IcalConflict[] }) => page.items,
});

/** Unresolved external-calendar events that overlap a booking made here (possible double booking). */
export function useIcalConflicts() {
  return useQuery(icalConflictsQueryOptions());
}

export function useResolveIcalConflict() {
  return useEndpointMutation(resolveIcalConflict, { invalidates: [listIcalConflicts] });
}
