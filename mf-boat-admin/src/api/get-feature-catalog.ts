import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatFeatureCategory } from '@villa/shared/contracts/boats';
import { boatKeys } from './query-keys';

/** GET /v1/admin/listBoatFeatures: categories with their features. */
export async function getFeatureCatalog(): Promise<BoatFeatureCategory[]> {
  return (await api.get<Envelope<BoatFeatureCategory[]>>('/v1/admin/listBoatFeatures')).data.content;
}

export const featureCatalogQuery = () =>
  queryOptions({ queryKey: [...boatKeys.features, 'catalog'], queryFn: getFeatureCatalog });

export const useFeatureCatalog = () => useQuery(featureCatalogQuery());
