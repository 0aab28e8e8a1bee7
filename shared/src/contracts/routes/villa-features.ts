// Generated from shared/src/contracts/villa-features.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-features';
import type { Route } from '../../api/route';

/** POST /v1/admin/feature: Özellik ekle */
export const createFeature: Route<typeof contract.createFeature> = {
  method: 'POST',
  path: '/v1/admin/feature',
};
/** POST /v1/admin/featurecategory: Özellik kategorisi ekle */
export const createFeatureCategory: Route<typeof contract.createFeatureCategory> = {
  method: 'POST',
  path: '/v1/admin/featurecategory',
};
/** DELETE /v1/admin/feature/{id}: Özelliği sil */
export const deleteFeature: Route<typeof contract.deleteFeature> = {
  method: 'DELETE',
  path: '/v1/admin/feature/{id}',
};
/** DELETE /v1/admin/featurecategory/{id}: Özellik kategorisini sil */
export const deleteFeatureCategory: Route<typeof contract.deleteFeatureCategory> = {
  method: 'DELETE',
  path: '/v1/admin/featurecategory/{id}',
};
/** GET /v1/admin/listVillaFeatures: Özellik kategorileri ve özellikleri */
export const listVillaFeatures: Route<typeof contract.listVillaFeatures> = {
  method: 'GET',
  path: '/v1/admin/listVillaFeatures',
};
/** PUT /v1/admin/feature/{id}: Özelliği güncelle */
export const updateFeature: Route<typeof contract.updateFeature> = {
  method: 'PUT',
  path: '/v1/admin/feature/{id}',
};
