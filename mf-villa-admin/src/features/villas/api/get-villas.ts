import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { VillaListItem, VillaOrder } from '@villa/shared/contracts/villas';
import { villasQueryKey } from '../../../api/query-keys';

export interface VillasFilter {
  page: number;
  order: VillaOrder;
  q: string;
  popular: boolean;
}

export async function getVillas(f: VillasFilter): Promise<ListEnvelope<VillaListItem>> {
  const take = PAGE_SIZE.villas;
  const res = await api.get<ListEnvelope<VillaListItem>>('/v1/admin/villas', {
    params: {
      skip: (f.page - 1) * take,
      take,
      order: f.order,
      ...(f.q ? { q: f.q } : {}),
      ...(f.popular ? { popular: true } : {}),
    },
  });
  return res.data;
}

export const getVillasQueryOptions = (f: VillasFilter) =>
  queryOptions({
    queryKey: [...villasQueryKey, 'list', f],
    queryFn: () => getVillas(f),
    placeholderData: keepPreviousData,
  });

export function useVillas(f: VillasFilter) {
  return useQuery(getVillasQueryOptions(f));
}
