import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiErrorStatus } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { endpointQuery } from '@villa/shared/api/request';
import type { BlogPost, BlogPostSummary, DocumentItem } from '@villa/shared/contracts/content';
import type { PublicBank } from '@villa/shared/contracts/banks';
import { listPublicBanks } from '@villa/shared/contracts/routes/banks';
import type { Envelope, ListEnvelope } from '@villa/shared/contracts/envelope';

export type { PublicBank };

/** Active bank accounts (contracts/banks listPublicBanks). */
export const banksQuery = () => endpointQuery(listPublicBanks);

/** GET /v1/website/ourdocuments */
export const documentsQuery = () =>
  queryOptions({
    queryKey: ['public', 'documents'],
    queryFn: async () => (await api.get<Envelope<DocumentItem[]>>('/v1/website/ourdocuments')).data.content,
  });

/** GET /v1/blog?skip&take=10: published posts. */
export const blogQuery = (page: number) =>
  queryOptions({
    queryKey: ['public', 'blog', page],
    queryFn: async () => {
      const take = PAGE_SIZE.blog;
      return (
        await api.get<ListEnvelope<BlogPostSummary>>('/v1/blog', {
          params: { skip: (page - 1) * take, take },
        })
      ).data;
    },
    placeholderData: keepPreviousData,
  });

/** GET /v1/blog/{slug} */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'blog-post', slug],
    queryFn: async () =>
      (await api.get<Envelope<BlogPost>>(`/v1/blog/${encodeURIComponent(slug)}`)).data.content,
    retry: (count, err) => apiErrorStatus(err) !== 404 && count < 2,
  });

export const useBanks = () => useQuery(banksQuery());
export const useDocuments = () => useQuery(documentsQuery());
export const useBlog = (page: number) => useQuery(blogQuery(page));
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
