// Generated from shared/src/contracts/villa-features.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-features';
import { routeTable } from '../../api/route';

export const { createFeature, createFeatureCategory, deleteFeature, deleteFeatureCategory, listVillaFeatures, updateFeature } = routeTable<typeof contract>({ createFeature: ["POST","/v1/admin/feature"], createFeatureCategory: ["POST","/v1/admin/featurecategory"], deleteFeature: ["DELETE","/v1/admin/feature/{id}"], deleteFeatureCategory: ["DELETE","/v1/admin/featurecategory/{id}"], listVillaFeatures: ["GET","/v1/admin/listVillaFeatures"], updateFeature: ["PUT","/v1/admin/feature/{id}"] });
