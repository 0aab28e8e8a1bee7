import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaCard } from '@villa/shared/contracts/storefront';

export const featuredQuery = () =>
  queryOptions({
    queryKey: ['public', 'villas', 'featured'],
    queryFn: async () =>
      (
        await api.get<Envelope<{ villaOfMonth: VillaCard | null; popular: VillaCard[] }>>(
          '/v1/villas/featured',
        )
      ).data.content,
  });

export const useFeatured = () => useQuery(featuredQuery());
