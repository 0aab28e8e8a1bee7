import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { WebsitePage, WebsitePageKey } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';

export const websitePageQuery = (key: WebsitePageKey) =>
  queryOptions({
    queryKey: ['public', 'website-page', key],
    queryFn: async () => (await api.get<Envelope<WebsitePage>>(`/v1/website/${key}`)).data.content,
  });

export function useWebsitePage(key: WebsitePageKey) {
  return useQuery(websitePageQuery(key));
}
