import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { documentsQueryKey } from './get-documents';

/** DELETE /v1/admin/documents/{id} */
export async function deleteDocument(id: number): Promise<void> {
  await api.delete(`/v1/admin/documents/${id}`);
}

export function useDeleteDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => qc.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
