import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf } from '@villa/shared/api/request';
import type { AnyRoute } from '@villa/shared/api/route';
import { getBoat, listActiveBoats, listAllBoats, listBoats } from '@villa/shared/contracts/routes/boats';

/** The boats' reads (list, pickers, a boat's detail): refetched after any write to a boat. */
export const BOAT_READS: readonly AnyRoute[] = [listBoats, listAllBoats, listActiveBoats, getBoat];

/** Refetches the given endpoints' queries (every input). */
export function useInvalidate() {
  const qc = useQueryClient();
  return (routes: readonly AnyRoute[]) =>
    Promise.all(routes.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) })));
}
