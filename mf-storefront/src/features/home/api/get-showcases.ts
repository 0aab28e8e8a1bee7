import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { PublicShowcase } from '@villa/shared/contracts/storefront';

export const showcasesQuery = () =>
  queryOptions({
    queryKey: ['public', 'showcases'],
    queryFn: async () => (await api.get<Envelope<PublicShowcase[]>>('/v1/showcases')).data.content,
  });

export const useShowcases = () => useQuery(showcasesQuery());
