import { useQuery } from '@tanstack/react-query';
import { endpointQuery, useEndpointMutation } from '@villa/shared/api/request';
import { listIcalConflicts, resolveIcalConflict } from '@villa/shared/contracts/routes/ical';

/** Unresolved calendar conflicts: `{ items, total }`. */
export function useConflicts() {
  return useQuery(endpointQuery(listIcalConflicts));
}

export function useResolveConflict() {
  return useEndpointMutation(resolveIcalConflict, { invalidates: [listIcalConflicts] });
}
