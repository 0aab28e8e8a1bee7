import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { WebsitePage, WebsitePageKey } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

export const pagesQueryKey = ['admin', 'website-pages'] as const;

export async function getPage(key: WebsitePageKey): Promise<WebsitePage> {
  return (await api.get<Envelope<WebsitePage>>(`/v1/admin/website-pages/${key}`)).data.content;
}

export const getPageQueryOptions = (key: WebsitePageKey) =>
  queryOptions({ queryKey: [...pagesQueryKey, key], queryFn: () => getPage(key) });

export const usePage = (key: WebsitePageKey) => useQuery(getPageQueryOptions(key));
