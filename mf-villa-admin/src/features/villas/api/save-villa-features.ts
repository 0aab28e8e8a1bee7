import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { villaQueryKey } from './get-villa';

export async function saveVillaFeatures(input: { id: number; featureIds: number[] }): Promise<void> {
  await api.put(`/v1/admin/villas/${input.id}/features`, { feature_ids: input.featureIds });
}

export function useSaveVillaFeatures() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveVillaFeatures,
    onSuccess: (_d, v) => qc.invalidateQueries({ queryKey: villaQueryKey(v.id) }),
  });
}
