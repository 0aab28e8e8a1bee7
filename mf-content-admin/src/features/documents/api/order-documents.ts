import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { DocumentItem } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { documentsQueryKey } from './get-documents';

/** PATCH /v1/admin/documents/order with every document id in its new order. */
export async function orderDocuments(ids: number[]): Promise<DocumentItem[]> {
  return (await api.patch<Envelope<DocumentItem[]>>('/v1/admin/documents/order', { ids })).data.content;
}

export function useOrderDocuments() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: orderDocuments,
    // Show the new order at once; the server's answer (or a refetch on failure) settles it.
    onMutate: (ids) => {
      const previous = qc.getQueryData<DocumentItem[]>(documentsQueryKey);
      if (previous) {
        const byId = new Map(previous.map((d) => [d.id, d]));
        qc.setQueryData(
          documentsQueryKey,
          ids.map((id) => byId.get(id)).filter((d): d is DocumentItem => !!d),
        );
      }
      return { previous };
    },
    onError: (_err, _ids, ctx) => {
      if (ctx?.previous) qc.setQueryData(documentsQueryKey, ctx.previous);
    },
    onSuccess: (docs) => qc.setQueryData(documentsQueryKey, docs),
  });
}
