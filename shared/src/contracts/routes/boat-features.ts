// Generated from shared/src/contracts/boat-features.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-features';
import type { Route } from '../../api/route';

/** POST /v1/admin/boat/feature: Tekne özelliği ekle */
export const createBoatFeature: Route<typeof contract.createBoatFeature> = {
  method: 'POST',
  path: '/v1/admin/boat/feature',
};
/** POST /v1/admin/boat/featurecategory: Tekne özellik kategorisi ekle */
export const createBoatFeatureCategory: Route<typeof contract.createBoatFeatureCategory> = {
  method: 'POST',
  path: '/v1/admin/boat/featurecategory',
};
/** DELETE /v1/admin/boat/feature/{id}: Tekne özelliğini sil */
export const deleteBoatFeature: Route<typeof contract.deleteBoatFeature> = {
  method: 'DELETE',
  path: '/v1/admin/boat/feature/{id}',
};
/** DELETE /v1/admin/boat/featurecategory/{id}: Tekne özellik kategorisini sil (içinde özellik varken reddedilir) */
export const deleteBoatFeatureCategory: Route<typeof contract.deleteBoatFeatureCategory> = {
  method: 'DELETE',
  path: '/v1/admin/boat/featurecategory/{id}',
};
/** GET /v1/admin/listBoatFeatures: Tekne özellik kategorileri ve özellikleri */
export const listBoatFeatures: Route<typeof contract.listBoatFeatures> = {
  method: 'GET',
  path: '/v1/admin/listBoatFeatures',
};
/** PUT /v1/admin/boat/{boat_id}/features: Teknenin özelliklerini belirle */
export const setBoatFeatures: Route<typeof contract.setBoatFeatures> = {
  method: 'PUT',
  path: '/v1/admin/boat/{boat_id}/features',
};
/** PUT /v1/admin/boats/{id}: Tekne özelliğini güncelle */
export const updateBoatFeature: Route<typeof contract.updateBoatFeature> = {
  method: 'PUT',
  path: '/v1/admin/boats/{id}',
};
