// Generated from shared/src/contracts/villa-types.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-types';
import type { Route } from '../../api/route';

/** POST /v1/admin/villatypes: Villa tipi ekle */
export const createVillaType: Route<typeof contract.createVillaType> = {
  method: 'POST',
  path: '/v1/admin/villatypes',
};
/** DELETE /v1/admin/villatypes/{id}: Villa tipi sil */
export const deleteVillaType: Route<typeof contract.deleteVillaType> = {
  method: 'DELETE',
  path: '/v1/admin/villatypes/{id}',
};
/** GET /v1/admin/villatypes/{id}: Villa tipi detayı */
export const getVillaType: Route<typeof contract.getVillaType> = {
  method: 'GET',
  path: '/v1/admin/villatypes/{id}',
};
/** GET /v1/admin/villatypes: Villa tipleri (10 / sayfa; take=100 seçim kutuları için) */
export const listVillaTypes: Route<typeof contract.listVillaTypes> = {
  method: 'GET',
  path: '/v1/admin/villatypes',
  total: true,
};
/** PUT /v1/admin/villatypes/{id}: Villa tipi güncelle */
export const updateVillaType: Route<typeof contract.updateVillaType> = {
  method: 'PUT',
  path: '/v1/admin/villatypes/{id}',
};
