import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listIcalConflicts, resolveIcalConflict } from '@villa/shared/contracts/routes/ical';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** Unresolved calendar conflicts: `{ items, total }`. */
export function useConflicts() {
  return useQuery(endpointQuery(listIcalConflicts));
}

export function useResolveConflict() {
  return useAdminMutation(resolveIcalConflict, {
    invalidates: [listIcalConflicts],
    success: 'Çakışma çözüldü olarak işaretlendi.',
  });
}
