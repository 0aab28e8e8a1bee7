import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { getBlogPost, listBlogPosts } from '@villa/shared/contracts/routes/blog';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

/** One page of posts (drafts included), SPEC page size. */
export const usePosts = (page: number) => usePagedQuery(listBlogPosts, page, PAGE_SIZE.blog);

export const usePost = (id: number | null) =>
  useQuery({ ...endpointQuery(getBlogPost, { params: { id: id ?? 0 } }), enabled: id !== null });
