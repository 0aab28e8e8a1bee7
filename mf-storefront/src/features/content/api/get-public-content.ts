import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiErrorStatus } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { endpointQuery } from '@villa/shared/api/request';
import type { PublicBank } from '@villa/shared/contracts/banks';
import { listPublicBanks } from '@villa/shared/contracts/routes/banks';
import { getPublicBlogPost, listPublicBlogPosts } from '@villa/shared/contracts/routes/blog';
import { listPublicDocuments } from '@villa/shared/contracts/routes/documents';

export type { PublicBank };

/** Active bank accounts (contracts/banks listPublicBanks). */
export const banksQuery = () => endpointQuery(listPublicBanks);

/** Our documents, in the staff's order (contracts/documents listPublicDocuments). */
export const documentsQuery = () => endpointQuery(listPublicDocuments);

/** One page of published posts, SPEC page size (contracts/blog listPublicBlogPosts). */
export const blogQuery = (page: number) =>
  queryOptions({
    ...endpointQuery(listPublicBlogPosts, {
      query: { skip: (page - 1) * PAGE_SIZE.blog, take: PAGE_SIZE.blog },
    }),
    placeholderData: keepPreviousData,
  });

/** One published post; a 404 is not retried (contracts/blog getPublicBlogPost). */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    ...endpointQuery(getPublicBlogPost, { params: { slug } }),
    retry: (count, err) => apiErrorStatus(err) !== 404 && count < 2,
  });

export const useBanks = () => useQuery(banksQuery());
export const useDocuments = () => useQuery(documentsQuery());
export const useBlog = (page: number) => useQuery(blogQuery(page));
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
