// Generated from shared/src/contracts/banks.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../banks';
import type { Route } from '../../api/route';

/** POST /v1/admin/banks: Banka hesabı ekle */
export const createBank: Route<typeof contract.createBank> = { method: 'POST', path: '/v1/admin/banks' };
/** DELETE /v1/admin/banks/{id}: Banka hesabını sil */
export const deleteBank: Route<typeof contract.deleteBank> = {
  method: 'DELETE',
  path: '/v1/admin/banks/{id}',
};
/** GET /v1/admin/banks: Banka hesapları */
export const listBanks: Route<typeof contract.listBanks> = { method: 'GET', path: '/v1/admin/banks' };
/** GET /v1/website/bank: Aktif banka hesapları */
export const listPublicBanks: Route<typeof contract.listPublicBanks> = {
  method: 'GET',
  path: '/v1/website/bank',
};
/** PATCH /v1/admin/banks/activity: Banka hesabını aktif/pasif yap */
export const setBankActivity: Route<typeof contract.setBankActivity> = {
  method: 'PATCH',
  path: '/v1/admin/banks/activity',
};
/** PUT /v1/admin/banks/{id}: Banka hesabını güncelle */
export const updateBank: Route<typeof contract.updateBank> = { method: 'PUT', path: '/v1/admin/banks/{id}' };
