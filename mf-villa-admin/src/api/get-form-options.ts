import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope, ListEnvelope } from '@villa/shared/contracts/envelope';
import type { UserSelectItem } from '@villa/shared/contracts/users';
import type { Town } from '@villa/shared/contracts/regions';
import type { FeatureCategory } from '@villa/shared/contracts/villa-features';
import type { VillaType } from '@villa/shared/contracts/villa-types';
import { optionsQueryKey } from './query-keys';

/** Read-only option lists of the villa form: towns with districts, villa types, owners, features. */

export const townsSelectQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'towns'],
    queryFn: async () => (await api.get<Envelope<Town[]>>('/v1/admin/towns/select')).data.content,
  });

export const villaTypesSelectQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'types'],
    queryFn: async () =>
      (await api.get<ListEnvelope<VillaType>>('/v1/admin/villatypes', { params: { skip: 0, take: 100 } }))
        .data.content,
  });

export const ownersSelectQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'owners'],
    queryFn: async () =>
      (await api.get<Envelope<UserSelectItem[]>>('/v1/admin/users/select', { params: { role: 'OWNER' } }))
        .data.content,
  });

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: [...optionsQueryKey, 'features'],
    queryFn: async () =>
      (await api.get<Envelope<FeatureCategory[]>>('/v1/admin/listVillaFeatures')).data.content,
  });

export const useTownsSelect = () => useQuery(townsSelectQueryOptions());
export const useVillaTypesSelect = () => useQuery(villaTypesSelectQueryOptions());
export const useOwnersSelect = (enabled: boolean) => useQuery({ ...ownersSelectQueryOptions(), enabled });
export const useFeatures = () => useQuery(featuresQueryOptions());
