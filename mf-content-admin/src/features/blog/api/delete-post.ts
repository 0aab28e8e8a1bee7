import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { postsQueryKey } from './get-posts';

/** DELETE /v1/admin/blog/{id} */
export async function deletePost(id: number): Promise<void> {
  await api.delete(`/v1/admin/blog/${id}`);
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: () => qc.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
