import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { Marina } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

export async function getMarinas(page: number): Promise<ListEnvelope<Marina>> {
  const take = PAGE_SIZE.marinas;
  const res = await api.get<ListEnvelope<Marina>>('/v1/admin/marina', {
    params: { skip: (page - 1) * take, take },
  });
  return res.data;
}

export const getMarinasQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...boatKeys.marinas, 'list', page],
    queryFn: () => getMarinas(page),
    placeholderData: keepPreviousData,
  });

export const useMarinas = (page: number) => useQuery(getMarinasQueryOptions(page));
