import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { Envelope, ListEnvelope } from '@villa/shared/contracts/envelope';
import type { VillaPickerItem } from '@villa/shared/contracts/villas';
import type {
  Showcase,
  ShowcaseBody,
  ShowcaseDetail,
  ShowcaseImportResult,
} from '@villa/shared/contracts/showcases';

export const showcasesQueryKey = ['admin', 'showcases'] as const;

export const getShowcasesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...showcasesQueryKey, 'list', page],
    queryFn: async () =>
      (
        await api.get<ListEnvelope<Showcase>>('/v1/admin/showcases', {
          params: { skip: (page - 1) * PAGE_SIZE.showcases, take: PAGE_SIZE.showcases },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
export const useShowcases = (page: number) => useQuery(getShowcasesQueryOptions(page));

export const getShowcaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...showcasesQueryKey, 'detail', id],
    queryFn: async () => (await api.get<Envelope<ShowcaseDetail>>(`/v1/admin/showcases/${id}`)).data.content,
    enabled: id > 0,
  });
export const useShowcase = (id: number) => useQuery(getShowcaseQueryOptions(id));

export const useVillaPicker = () =>
  useQuery({
    queryKey: ['admin', 'villas', 'all'],
    queryFn: async () => (await api.get<Envelope<VillaPickerItem[]>>('/v1/admin/villas/all')).data.content,
  });

function useShowcaseMutation<A, R = unknown>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => qc.invalidateQueries({ queryKey: showcasesQueryKey }),
  });
}

export const useSaveShowcase = () =>
  useShowcaseMutation(async (input: { id: number | null; body: ShowcaseBody }) =>
    input.id === null
      ? (await api.post<Envelope<ShowcaseDetail>>('/v1/admin/showcases', input.body)).data.content
      : (await api.put<Envelope<ShowcaseDetail>>(`/v1/admin/showcases/${input.id}`, input.body)).data.content,
  );
export const useDeleteShowcase = () =>
  useShowcaseMutation((id: number) => api.delete(`/v1/admin/showcases/${id}`));
export const useSetShowcaseOrder = () =>
  useShowcaseMutation((input: { id: number; order: number }) =>
    api.put(`/v1/admin/showcases/order/${input.id}`, { order: input.order }),
  );
export const useAddShowcaseVilla = () =>
  useShowcaseMutation((input: { showcaseId: number; villaId: number }) =>
    api.post('/v1/admin/showcase-villas', { showcase_id: input.showcaseId, villa_id: input.villaId }),
  );
export const useRemoveShowcaseVilla = () =>
  useShowcaseMutation((id: number) => api.delete(`/v1/admin/showcase-villas/${id}`));
export const useRemoveShowcaseVillas = () =>
  useShowcaseMutation((ids: number[]) => api.delete('/v1/admin/showcase-villas', { data: { ids } }));
export const useReorderShowcaseVillas = () =>
  useShowcaseMutation(async (links: { id: number; order: number }[]) => {
    for (const l of links) await api.put(`/v1/admin/showcase-villas/${l.id}`, { order: l.order });
  });
export const useImportShowcaseVillas = () =>
  useShowcaseMutation(
    async (input: { showcaseId: number; items: string }) =>
      (
        await api.post<Envelope<ShowcaseImportResult>>('/v1/admin/showcase-villas/import', {
          showcase_id: input.showcaseId,
          items: input.items,
        })
      ).data.content,
  );
