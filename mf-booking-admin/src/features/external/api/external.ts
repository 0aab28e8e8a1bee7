import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ExternalBody, ExternalEntry } from '@villa/shared/contracts/bookings';
import type { Envelope, ListEnvelope } from '@villa/shared/contracts/envelope';

export interface ExternalFilter {
  page: number;
  status: string;
  villa_id: string;
}

export const externalQueryKey = ['admin', 'external'] as const;

export async function getExternal(f: ExternalFilter): Promise<ListEnvelope<ExternalEntry>> {
  const take = PAGE_SIZE.external;
  const res = await api.get<ListEnvelope<ExternalEntry>>('/v1/admin/external', {
    params: {
      skip: (f.page - 1) * take,
      take,
      ...(f.status ? { status: f.status } : {}),
      ...(f.villa_id ? { villa_id: f.villa_id } : {}),
    },
  });
  return res.data;
}

export const getExternalQueryOptions = (f: ExternalFilter) =>
  queryOptions({
    queryKey: [...externalQueryKey, 'list', f],
    queryFn: () => getExternal(f),
    placeholderData: keepPreviousData,
  });

export function useExternal(f: ExternalFilter) {
  return useQuery(getExternalQueryOptions(f));
}

export async function saveExternal(input: { id: number | null; body: ExternalBody }): Promise<ExternalEntry> {
  const res =
    input.id === null
      ? await api.post<Envelope<ExternalEntry>>('/v1/admin/external', input.body)
      : await api.put<Envelope<ExternalEntry>>(`/v1/admin/external/${input.id}`, input.body);
  return res.data.content;
}

export function useSaveExternal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveExternal,
    onSuccess: () => qc.invalidateQueries({ queryKey: externalQueryKey }),
  });
}

export async function deleteExternal(id: number): Promise<void> {
  await api.delete(`/v1/admin/external/${id}`);
}

export function useDeleteExternal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteExternal,
    onSuccess: () => qc.invalidateQueries({ queryKey: externalQueryKey }),
  });
}
