import { useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, useEndpointMutation } from '@villa/shared/api/request';
import { reorderVillas } from '@villa/shared/contracts/routes/villas';
import { villaQueries } from '../../../api/query-keys';

/** Saves the display order; the villas are read again whether it worked or not (reordered on screen). */
export function useReorderVillas() {
  const qc = useQueryClient();
  return useEndpointMutation(reorderVillas, {
    onSettled: () => Promise.all(villaQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) }))),
  });
}
