// Generated from shared/src/contracts/external.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../external';
import type { Route } from '../../api/route';

/** POST /v1/admin/external: Manuel kapatma ekle */
export const createExternal: Route<typeof contract.createExternal> = {
  method: 'POST',
  path: '/v1/admin/external',
};
/** DELETE /v1/admin/external/{id}: Manuel kapatmayı sil (takvim açılır) */
export const deleteExternal: Route<typeof contract.deleteExternal> = {
  method: 'DELETE',
  path: '/v1/admin/external/{id}',
};
/** GET /v1/admin/external/{id}: Manuel kapatma */
export const getExternal: Route<typeof contract.getExternal> = {
  method: 'GET',
  path: '/v1/admin/external/{id}',
};
/** GET /v1/admin/external: Manuel kapatmalar (20’şer) */
export const listExternal: Route<typeof contract.listExternal> = {
  method: 'GET',
  path: '/v1/admin/external',
  total: true,
};
/** PUT /v1/admin/external/{id}: Manuel kapatmayı güncelle (iptal: status=cancelled) */
export const updateExternal: Route<typeof contract.updateExternal> = {
  method: 'PUT',
  path: '/v1/admin/external/{id}',
};
