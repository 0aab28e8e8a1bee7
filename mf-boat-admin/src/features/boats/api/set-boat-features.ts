import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { boatKeys } from '../../../api/query-keys';

/** PUT /v1/admin/boat/{boat_id}/features. */
export async function setBoatFeatures(input: { boatId: number; featureIds: number[] }): Promise<void> {
  await api.put(`/v1/admin/boat/${input.boatId}/features`, { feature_ids: input.featureIds });
}

export function useSetBoatFeatures() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setBoatFeatures,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatKeys.boats }),
  });
}
