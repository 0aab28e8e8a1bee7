// Generated from shared/src/contracts/owner-statements.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../owner-statements';
import type { Route } from '../../api/route';

/** POST /v1/admin/owner-payouts: Ev sahibine ödeme kaydet */
export const createOwnerPayout: Route<typeof contract.createOwnerPayout> = {
  method: 'POST',
  path: '/v1/admin/owner-payouts',
};
/** DELETE /v1/admin/owner-payouts/{id}: Ev sahibi ödemesini sil */
export const deleteOwnerPayout: Route<typeof contract.deleteOwnerPayout> = {
  method: 'DELETE',
  path: '/v1/admin/owner-payouts/{id}',
};
/** GET /v1/admin/owner-statements/export: Hakediş ekstresi dosyası (xlsx veya pdf) */
export const exportOwnerStatement: Route<typeof contract.exportOwnerStatement> = {
  method: 'GET',
  path: '/v1/admin/owner-statements/export',
};
/** GET /v1/admin/owner-statements: Hakediş ekstresi: ev sahibinin ayı */
export const getOwnerStatement: Route<typeof contract.getOwnerStatement> = {
  method: 'GET',
  path: '/v1/admin/owner-statements',
};
/** GET /v1/admin/owner-payouts: Ev sahibi ödemeleri */
export const listOwnerPayouts: Route<typeof contract.listOwnerPayouts> = {
  method: 'GET',
  path: '/v1/admin/owner-payouts',
};
/** PUT /v1/admin/owner-payouts/{id}: Ev sahibi ödemesini düzelt */
export const updateOwnerPayout: Route<typeof contract.updateOwnerPayout> = {
  method: 'PUT',
  path: '/v1/admin/owner-payouts/{id}',
};
