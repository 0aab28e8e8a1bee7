import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { WebsitePage, WebsitePageKey } from '@villa/shared/contracts/content';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { pagesQueryKey } from './get-page';

/** PUT /v1/admin/{section}/edit */
export async function savePage(input: {
  key: WebsitePageKey;
  title: string;
  html: string;
}): Promise<WebsitePage> {
  const res = await api.put<Envelope<WebsitePage>>(`/v1/admin/${input.key}/edit`, {
    title: input.title,
    html: input.html,
  });
  return res.data.content;
}

export function useSavePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: savePage,
    onSuccess: (page) => qc.setQueryData([...pagesQueryKey, page.key], page),
  });
}
