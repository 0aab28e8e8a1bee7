import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listTownsSelect } from '@villa/shared/contracts/routes/regions';
import { selectUsers } from '@villa/shared/contracts/routes/users';
import { listVillaFeatures } from '@villa/shared/contracts/routes/villa-features';
import { listVillaTypes } from '@villa/shared/contracts/routes/villa-types';
import type { VillaType } from '@villa/shared/contracts/villa-types';

/**
 * Read-only option lists of the villa form: towns with districts, villa types, owners, features.
 * Their keys are the endpoints' (queryKeyOf): the catalogue screens' writes invalidate them by route.
 */

export const townsSelectQueryOptions = () => endpointQuery(listTownsSelect);

/** Every villa type (the API pages at most 100 at a time). */
export const villaTypesSelectQueryOptions = () => ({
  ...endpointQuery(listVillaTypes, { query: { skip: 0, take: 100 } }),
  select: (page: { items: VillaType[] }) => page.items,
});

export const ownersSelectQueryOptions = () => endpointQuery(selectUsers, { query: { role: 'OWNER' } });

export const featuresQueryOptions = () => endpointQuery(listVillaFeatures);

export const useTownsSelect = () => useQuery(townsSelectQueryOptions());
export const useVillaTypesSelect = () => useQuery(villaTypesSelectQueryOptions());
export const useOwnersSelect = (enabled: boolean) => useQuery({ ...ownersSelectQueryOptions(), enabled });
export const useFeatures = () => useQuery(featuresQueryOptions());
