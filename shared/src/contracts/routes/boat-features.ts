// Generated from shared/src/contracts/boat-features.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-features';
import { routeTable } from '../../api/route';

export const { createBoatFeature, createBoatFeatureCategory, deleteBoatFeature, deleteBoatFeatureCategory, listBoatFeatures, setBoatFeatures, updateBoatFeature } = routeTable<typeof contract>({ createBoatFeature: ["POST","/v1/admin/boat/feature"], createBoatFeatureCategory: ["POST","/v1/admin/boat/featurecategory"], deleteBoatFeature: ["DELETE","/v1/admin/boat/feature/{id}"], deleteBoatFeatureCategory: ["DELETE","/v1/admin/boat/featurecategory/{id}"], listBoatFeatures: ["GET","/v1/admin/listBoatFeatures"], setBoatFeatures: ["PUT","/v1/admin/boat/{boat_id}/features"], updateBoatFeature: ["PUT","/v1/admin/boats/{id}"] });
