import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { PublicComment } from '@villa/shared/contracts/storefront';

const PAGE = 20;

export function useComments() {
  return useInfiniteQuery({
    queryKey: ['public', 'website', 'comments'],
    queryFn: async ({ pageParam }) =>
      (
        await api.get<ListEnvelope<PublicComment>>('/v1/website/comments', {
          params: { skip: pageParam, take: PAGE },
        })
      ).data,
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.content.length, 0);
      return loaded < last.total ? loaded : undefined;
    },
  });
}
