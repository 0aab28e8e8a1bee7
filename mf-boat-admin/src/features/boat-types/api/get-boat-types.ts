import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { BoatType } from '@villa/shared/contracts/boats';
import { boatKeys } from '../../../api/query-keys';

export async function getBoatTypes(page: number): Promise<ListEnvelope<BoatType>> {
  const take = PAGE_SIZE.boatTypes;
  const res = await api.get<ListEnvelope<BoatType>>('/v1/admin/boattypes', {
    params: { skip: (page - 1) * take, take },
  });
  return res.data;
}

export const getBoatTypesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...boatKeys.boatTypes, 'list', page],
    queryFn: () => getBoatTypes(page),
    placeholderData: keepPreviousData,
  });

export const useBoatTypes = (page: number) => useQuery(getBoatTypesQueryOptions(page));
