// Generated from shared/src/contracts/villa-images.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-images';
import type { Route } from '../../api/route';

/** DELETE /v1/admin/villas/image/{id}: Villa görselini sil */
export const deleteVillaImage: Route<typeof contract.deleteVillaImage> = {
  method: 'DELETE',
  path: '/v1/admin/villas/image/{id}',
};
/** PUT /v1/admin/villas/image/updateorder: Villa görsellerini sırala */
export const reorderVillaImages: Route<typeof contract.reorderVillaImages> = {
  method: 'PUT',
  path: '/v1/admin/villas/image/updateorder',
};
/** POST /v1/admin/villas/image: Villa görselleri yükle (birden çok) */
export const uploadVillaImages: Route<typeof contract.uploadVillaImages> = {
  method: 'POST',
  path: '/v1/admin/villas/image',
};
