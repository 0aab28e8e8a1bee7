import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { DocumentItem } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { documentsQueryKey } from './get-documents';

/** POST /v1/admin/documents */
export async function createDocument(body: { title: string; fileUrl: string }): Promise<DocumentItem> {
  return (await api.post<Envelope<DocumentItem>>('/v1/admin/documents', body)).data.content;
}

export function useCreateDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createDocument,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
