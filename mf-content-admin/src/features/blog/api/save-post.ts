import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { BlogPost, BlogPostBody } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { postsQueryKey } from './get-posts';

/** POST /v1/admin/blog (new) or POST /v1/admin/blog/edit (SPEC §7). */
export async function savePost(input: { id: number | null; body: BlogPostBody }): Promise<BlogPost> {
  const res =
    input.id === null
      ? await api.post<Envelope<BlogPost>>('/v1/admin/blog', input.body)
      : await api.post<Envelope<BlogPost>>('/v1/admin/blog/edit', { id: input.id, ...input.body });
  return res.data.content;
}

export function useSavePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePost,
    onSuccess: () => qc.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
