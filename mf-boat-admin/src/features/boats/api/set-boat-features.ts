import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import { setBoatFeatures } from '@villa/shared/contracts/routes/boat-features';
import { BOAT_READS, useInvalidate } from './invalidate';

/** PUT /v1/admin/boat/{boat_id}/features. */
export function useSetBoatFeatures() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: { boatId: number; featureIds: number[] }) =>
      request(setBoatFeatures, {
        params: { boat_id: input.boatId },
        body: { feature_ids: input.featureIds },
      }),
    onSuccess: () => invalidate(BOAT_READS),
  });
}
