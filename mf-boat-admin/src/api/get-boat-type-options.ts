import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';
import type { BoatType } from '@villa/shared/contracts/boats';
import { boatKeys } from './query-keys';

export async function getBoatTypeOptions(): Promise<BoatType[]> {
  const res = await api.get<ListEnvelope<BoatType>>('/v1/admin/boattypes', {
    params: { skip: 0, take: 100 },
  });
  return res.data.content;
}

export const boatTypeOptionsQuery = () =>
  queryOptions({
    queryKey: [...boatKeys.boatTypes, 'options'],
    queryFn: getBoatTypeOptions,
    staleTime: 60_000,
  });

export const useBoatTypeOptions = () => useQuery(boatTypeOptionsQuery());
