import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { ShortTermGap } from '@villa/shared/contracts/storefront';

export const shortTermQuery = () =>
  queryOptions({
    queryKey: ['public', 'search', 'shortterm'],
    queryFn: async () =>
      (
        await api.get<ListEnvelope<ShortTermGap>>('/v1/search/shortterm', {
          params: { client: 'true', take: 8 },
        })
      ).data.content,
  });

export const useShortTerm = () => useQuery(shortTermQuery());
