import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { AdminComment } from '@villa/shared/contracts/content';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export type CommentStatus = 'all' | 'pending' | 'approved';
export const commentsQueryKey = ['admin', 'comments'] as const;

export async function getComments(page: number, status: CommentStatus): Promise<ListEnvelope<AdminComment>> {
  const take = PAGE_SIZE.comments;
  return (
    await api.get<ListEnvelope<AdminComment>>('/v1/admin/comment', {
      params: { skip: (page - 1) * take, take, ...(status !== 'all' ? { status } : {}) },
    })
  ).data;
}

export const getCommentsQueryOptions = (page: number, status: CommentStatus) =>
  queryOptions({
    queryKey: [...commentsQueryKey, 'list', page, status],
    queryFn: () => getComments(page, status),
    placeholderData: keepPreviousData,
  });
export const useComments = (page: number, status: CommentStatus) =>
  useQuery(getCommentsQueryOptions(page, status));
