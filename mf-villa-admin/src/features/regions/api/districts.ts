import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { District, DistrictBody } from '@villa/shared/contracts/regions';
import { useRegionMutation } from './towns';

export const districtsQueryKey = ['admin', 'districts'] as const;

export const getDistrictsQueryOptions = (page: number, townId: number | null) =>
  queryOptions({
    queryKey: [...districtsQueryKey, page, townId],
    queryFn: async () =>
      (
        await api.get<ListEnvelope<District>>('/v1/admin/districts', {
          params: {
            skip: (page - 1) * PAGE_SIZE.districts,
            take: PAGE_SIZE.districts,
            ...(townId ? { town_id: townId } : {}),
          },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const useDistricts = (page: number, townId: number | null) =>
  useQuery(getDistrictsQueryOptions(page, townId));

export async function saveDistrict(input: { id: number | null; body: DistrictBody }): Promise<void> {
  if (input.id === null) await api.post('/v1/admin/districts', input.body);
  else await api.put(`/v1/admin/districts/${input.id}`, input.body);
}
export async function deleteDistrict(id: number): Promise<void> {
  await api.delete(`/v1/admin/districts/${id}`);
}
export const useSaveDistrict = () => useRegionMutation(saveDistrict);
export const useDeleteDistrict = () => useRegionMutation(deleteDistrict);
