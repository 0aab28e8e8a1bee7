import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { commentsQueryKey } from './get-comments';

/** PUT /v1/admin/comment/{id}/reply (empty text removes the reply). */
export async function replyComment(input: { id: number; reply: string }): Promise<void> {
  await api.put(`/v1/admin/comment/${input.id}/reply`, { reply: input.reply });
}

export function useReplyComment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: replyComment,
    onSuccess: () => qc.invalidateQueries({ queryKey: commentsQueryKey }),
  });
}
