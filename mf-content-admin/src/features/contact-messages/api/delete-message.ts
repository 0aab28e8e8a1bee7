import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { menuCountsQuery } from '@villa/shared/api/site';
import { messagesQueryKey } from './get-messages';

/** DELETE /v1/admin/contact/messages/{id} */
export async function deleteMessage(id: number): Promise<void> {
  await api.delete(`/v1/admin/contact/messages/${id}`);
}

export function useDeleteMessage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messagesQueryKey }),
        qc.invalidateQueries({ queryKey: menuCountsQuery().queryKey }),
      ]),
  });
}
