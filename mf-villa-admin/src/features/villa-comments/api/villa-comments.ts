import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { VillaCommentBody } from '@villa/shared/contracts/villa-comments';
import { villasQueryKey } from '../../../api/query-keys';

export async function addComment(body: VillaCommentBody): Promise<void> {
  await api.post('/v1/admin/villas/comment', body);
}
export async function setCommentActivity(input: { id: number; active: boolean }): Promise<void> {
  await api.put(`/v1/admin/villas/commentactivity/${input.id}`, { active: input.active });
}
export async function deleteComment(id: number): Promise<void> {
  await api.delete(`/v1/admin/villas/comment/${id}`);
}

const useInvalidating = <A>(fn: (a: A) => Promise<void>) => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => qc.invalidateQueries({ queryKey: villasQueryKey }) });
};
export const useAddComment = () => useInvalidating(addComment);
export const useSetCommentActivity = () => useInvalidating(setCommentActivity);
export const useDeleteComment = () => useInvalidating(deleteComment);
