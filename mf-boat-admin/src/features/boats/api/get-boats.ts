import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { Boat } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

export interface BoatsFilter {
  page: number;
  order: 'newest' | 'oldest' | 'name';
  id: string;
}

export async function getBoats({ page, order, id }: BoatsFilter): Promise<ListEnvelope<Boat>> {
  const take = PAGE_SIZE.boats;
  const res = await api.get<ListEnvelope<Boat>>('/v1/admin/boat', {
    params: { skip: (page - 1) * take, take, order, ...(id ? { id } : {}) },
  });
  return res.data;
}

export const getBoatsQueryOptions = (filter: BoatsFilter) =>
  queryOptions({
    queryKey: [...boatKeys.boats, 'list', filter],
    queryFn: () => getBoats(filter),
    placeholderData: keepPreviousData,
  });

export const useBoats = (filter: BoatsFilter) => useQuery(getBoatsQueryOptions(filter));
