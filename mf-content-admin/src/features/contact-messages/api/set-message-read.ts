import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { menuCountsQuery } from '@villa/shared/api/site';
import { messagesQueryKey } from './get-messages';

/** PATCH /v1/admin/contact/messages/{id}/read */
export async function setMessageRead(input: { id: number; isRead: boolean }): Promise<void> {
  await api.patch(`/v1/admin/contact/messages/${input.id}/read`, { isRead: input.isRead });
}

export function useSetMessageRead() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setMessageRead,
    // The sidebar badge (contactCount) counts unread messages.
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messagesQueryKey }),
        qc.invalidateQueries({ queryKey: menuCountsQuery().queryKey }),
      ]),
  });
}
