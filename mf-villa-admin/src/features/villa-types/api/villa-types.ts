import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { FeatureBody } from '@villa/shared/contracts/villa-features';
import type { VillaType, VillaTypeBody } from '@villa/shared/contracts/villa-types';
import { optionsQueryKey } from '../../../api/query-keys';

export const villaTypesQueryKey = ['admin', 'villatypes'] as const;

export const getVillaTypesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...villaTypesQueryKey, page],
    queryFn: async () =>
      (
        await api.get<ListEnvelope<VillaType>>('/v1/admin/villatypes', {
          params: { skip: (page - 1) * PAGE_SIZE.villaTypes, take: PAGE_SIZE.villaTypes },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
export const useVillaTypes = (page: number) => useQuery(getVillaTypesQueryOptions(page));

function useCatalogMutation<A>(fn: (a: A) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: villaTypesQueryKey });
      void qc.invalidateQueries({ queryKey: optionsQueryKey });
    },
  });
}

export const useSaveVillaType = () =>
  useCatalogMutation((input: { id: number | null; body: VillaTypeBody }) =>
    input.id === null
      ? api.post('/v1/admin/villatypes', input.body)
      : api.put(`/v1/admin/villatypes/${input.id}`, input.body),
  );
export const useDeleteVillaType = () =>
  useCatalogMutation((id: number) => api.delete(`/v1/admin/villatypes/${id}`));
export const useAddFeatureCategory = () =>
  useCatalogMutation((name: string) => api.post('/v1/admin/featurecategory', { name }));
export const useDeleteFeatureCategory = () =>
  useCatalogMutation((id: number) => api.delete(`/v1/admin/featurecategory/${id}`));
export const useSaveFeature = () =>
  useCatalogMutation((input: { id: number | null; body: FeatureBody }) =>
    input.id === null
      ? api.post('/v1/admin/feature', input.body)
      : api.put(`/v1/admin/feature/${input.id}`, input.body),
  );
export const useDeleteFeature = () =>
  useCatalogMutation((id: number) => api.delete(`/v1/admin/feature/${id}`));
