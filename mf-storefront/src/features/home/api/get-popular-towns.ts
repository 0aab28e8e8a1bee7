import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaPhoto } from '@villa/shared/contracts/storefront';

export interface PopularTown {
  id: number;
  name: string;
  slug: string;
  description: string;
  villaCount: number;
  photo: VillaPhoto | null;
}

export const popularTownsQuery = () =>
  queryOptions({
    queryKey: ['public', 'town', 'popular'],
    queryFn: async () => (await api.get<Envelope<PopularTown[]>>('/v1/town/popular')).data.content,
  });

export const usePopularTowns = () => useQuery(popularTownsQuery());
