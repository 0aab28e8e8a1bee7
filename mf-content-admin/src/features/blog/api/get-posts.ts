import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { getBlogPost, listBlogPosts } from '@villa/shared/contracts/routes/blog';

/** One page of posts (drafts included), SPEC page size. */
export const usePosts = (page: number) =>
  useQuery({
    ...endpointQuery(listBlogPosts, {
      query: { skip: (page - 1) * PAGE_SIZE.blog, take: PAGE_SIZE.blog },
    }),
    placeholderData: keepPreviousData,
  });

export const usePost = (id: number | null) =>
  useQuery({ ...endpointQuery(getBlogPost, { params: { id: id ?? 0 } }), enabled: id !== null });
