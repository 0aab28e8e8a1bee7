import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { BoatFeatureBody } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

/** POST /v1/admin/boat/featurecategory. */
export async function createCategory(name: string): Promise<void> {
  await api.post('/v1/admin/boat/featurecategory', { name });
}

/** DELETE /v1/admin/boat/featurecategory/{id}. */
export async function deleteCategory(id: number): Promise<void> {
  await api.delete(`/v1/admin/boat/featurecategory/${id}`);
}

/** POST /v1/admin/boat/feature, or PUT /v1/admin/boats/{id} (SPEC §7's path for a feature edit). */
export async function saveFeature(input: { id: number | null; body: BoatFeatureBody }): Promise<void> {
  if (input.id === null) await api.post('/v1/admin/boat/feature', input.body);
  else await api.put(`/v1/admin/boats/${input.id}`, input.body);
}

/** DELETE /v1/admin/boat/feature/{id}. */
export async function deleteFeature(id: number): Promise<void> {
  await api.delete(`/v1/admin/boat/feature/${id}`);
}

const useCatalogMutation = <I>(fn: (input: I) => Promise<void>) => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: boatKeys.features }),
        qc.invalidateQueries({ queryKey: boatKeys.boats }),
      ]),
  });
};

export const useCreateCategory = () => useCatalogMutation(createCategory);
export const useDeleteCategory = () => useCatalogMutation(deleteCategory);
export const useSaveFeature = () => useCatalogMutation(saveFeature);
export const useDeleteFeature = () => useCatalogMutation(deleteFeature);
