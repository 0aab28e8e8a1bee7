import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { Town, TownBody } from '@villa/shared/contracts/regions';
import { optionsQueryKey } from '../../../api/query-keys';

export const townsQueryKey = ['admin', 'towns'] as const;

export const getTownsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...townsQueryKey, page],
    queryFn: async () =>
      (
        await api.get<ListEnvelope<Town>>('/v1/admin/towns', {
          params: { skip: (page - 1) * PAGE_SIZE.towns, take: PAGE_SIZE.towns },
        })
      ).data,
    placeholderData: keepPreviousData,
  });

export const useTowns = (page: number) => useQuery(getTownsQueryOptions(page));

export async function saveTown(input: { id: number | null; body: TownBody }): Promise<void> {
  if (input.id === null) await api.post('/v1/admin/towns', input.body);
  else await api.put(`/v1/admin/towns/${input.id}`, input.body);
}
export async function deleteTown(id: number): Promise<void> {
  await api.delete(`/v1/admin/towns/${id}`);
}

function useRegionMutation<A>(fn: (a: A) => Promise<void>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: townsQueryKey });
      void qc.invalidateQueries({ queryKey: ['admin', 'districts'] });
      void qc.invalidateQueries({ queryKey: optionsQueryKey });
    },
  });
}
export const useSaveTown = () => useRegionMutation(saveTown);
export const useDeleteTown = () => useRegionMutation(deleteTown);
export { useRegionMutation };
