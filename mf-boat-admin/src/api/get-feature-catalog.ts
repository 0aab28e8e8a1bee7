import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listBoatFeatures } from '@villa/shared/contracts/routes/boat-features';

/** GET /v1/admin/listBoatFeatures: categories with their features (the features screen and a boat's panel). */
export const featureCatalogQuery = () => endpointQuery(listBoatFeatures);

export const useFeatureCatalog = () => useQuery(featureCatalogQuery());
