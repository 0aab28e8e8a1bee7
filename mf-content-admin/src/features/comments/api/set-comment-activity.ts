import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { commentsQueryKey } from './get-comments';

/** PATCH /v1/admin/comment/{id}/activity: approve (publish) or hide. */
export async function setCommentActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.patch(`/v1/admin/comment/${input.id}/activity`, { active: input.active });
}

export function useSetCommentActivity() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: setCommentActivity,
    onSuccess: () => qc.invalidateQueries({ queryKey: commentsQueryKey }),
  });
}
