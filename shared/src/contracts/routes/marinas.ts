// Generated from shared/src/contracts/marinas.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../marinas';
import type { Route } from '../../api/route';

/** POST /v1/admin/marina: Marina ekle */
export const createMarina: Route<typeof contract.createMarina> = { method: 'POST', path: '/v1/admin/marina' };
/** DELETE /v1/admin/marina/{id}: Marina sil (bağlı tekne varken reddedilir) */
export const deleteMarina: Route<typeof contract.deleteMarina> = {
  method: 'DELETE',
  path: '/v1/admin/marina/{id}',
};
/** GET /v1/admin/showmarina/{id}: Marina detayı */
export const getMarina: Route<typeof contract.getMarina> = {
  method: 'GET',
  path: '/v1/admin/showmarina/{id}',
};
/** GET /v1/admin/marina: Marina listesi (10’ar) */
export const listMarinas: Route<typeof contract.listMarinas> = {
  method: 'GET',
  path: '/v1/admin/marina',
  total: true,
};
/** PUT /v1/admin/marina/{marina_id}: Marina güncelle */
export const updateMarina: Route<typeof contract.updateMarina> = {
  method: 'PUT',
  path: '/v1/admin/marina/{marina_id}',
};
