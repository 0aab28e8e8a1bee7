// Generated from shared/src/contracts/boat-types.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-types';
import type { Route } from '../../api/route';

/** POST /v1/admin/boattypes: Tekne tipi ekle */
export const createBoatType: Route<typeof contract.createBoatType> = {
  method: 'POST',
  path: '/v1/admin/boattypes',
};
/** DELETE /v1/admin/boattypes/{id}: Tekne tipi sil (kullanılıyorsa reddedilir) */
export const deleteBoatType: Route<typeof contract.deleteBoatType> = {
  method: 'DELETE',
  path: '/v1/admin/boattypes/{id}',
};
/** GET /v1/admin/boattypes/{id}: Tekne tipi */
export const getBoatType: Route<typeof contract.getBoatType> = {
  method: 'GET',
  path: '/v1/admin/boattypes/{id}',
};
/** GET /v1/admin/boattypes: Tekne tipleri (10’ar) */
export const listBoatTypes: Route<typeof contract.listBoatTypes> = {
  method: 'GET',
  path: '/v1/admin/boattypes',
  total: true,
};
/** PUT /v1/admin/boattypes/{id}: Tekne tipi güncelle */
export const updateBoatType: Route<typeof contract.updateBoatType> = {
  method: 'PUT',
  path: '/v1/admin/boattypes/{id}',
};
