import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeyOf, request } from '@villa/shared/api/request';
import { createVilla, updateVilla } from '@villa/shared/contracts/routes/villas';
import type { VillaBody, VillaDetail } from '@villa/shared/contracts/villas';
import { villaQueries } from '../../../api/query-keys';

/** Creates a villa (id null) or saves its form. */
export function useSaveVilla() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number | null; body: VillaBody }): Promise<VillaDetail> =>
      input.id === null
        ? request(createVilla, { body: input.body })
        : request(updateVilla, { params: { villa_id: input.id }, body: input.body }),
    onSuccess: () => Promise.all(villaQueries.map((r) => qc.invalidateQueries({ queryKey: queryKeyOf(r) }))),
  });
}
