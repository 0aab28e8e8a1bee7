import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { BlogPost, BlogPostSummary } from '@villa/shared/contracts/content';
import type { Envelope, ListEnvelope } from '@villa/shared/contracts/envelope';

export const postsQueryKey = ['admin', 'blog'] as const;

export async function getPosts(page: number): Promise<ListEnvelope<BlogPostSummary>> {
  const take = PAGE_SIZE.blog;
  return (
    await api.get<ListEnvelope<BlogPostSummary>>('/v1/admin/blog', {
      params: { skip: (page - 1) * take, take },
    })
  ).data;
}

export async function getPost(id: number): Promise<BlogPost> {
  return (await api.get<Envelope<BlogPost>>(`/v1/admin/blog/${id}`)).data.content;
}

export const getPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...postsQueryKey, 'list', page],
    queryFn: () => getPosts(page),
    placeholderData: keepPreviousData,
  });
export const getPostQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...postsQueryKey, 'one', id], queryFn: () => getPost(id) });

export const usePosts = (page: number) => useQuery(getPostsQueryOptions(page));
export const usePost = (id: number | null) =>
  useQuery({ ...getPostQueryOptions(id ?? 0), enabled: id !== null });
