// Generated from shared/src/contracts/transactions.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../transactions';
import type { Route } from '../../api/route';

/** PATCH /v1/admin/transactions/{id}: Ödeme durumunu değiştir (ör. iade) */
export const changeTransactionStatus: Route<typeof contract.changeTransactionStatus> = {
  method: 'PATCH',
  path: '/v1/admin/transactions/{id}',
};
/** POST /v1/admin/transactions: Ödeme kaydet */
export const createTransaction: Route<typeof contract.createTransaction> = {
  method: 'POST',
  path: '/v1/admin/transactions',
};
/** GET /v1/admin/transactions/{id}: Ödeme detayı */
export const getTransaction: Route<typeof contract.getTransaction> = {
  method: 'GET',
  path: '/v1/admin/transactions/{id}',
};
/** GET /v1/admin/transactions: Ödemeler (100’er) */
export const listTransactions: Route<typeof contract.listTransactions> = {
  method: 'GET',
  path: '/v1/admin/transactions',
  total: true,
};
/** POST /v1/admin/transactions/{id}/refund: Kart ödemesini iade et (tamamı ya da bir kısmı) */
export const refundTransaction: Route<typeof contract.refundTransaction> = {
  method: 'POST',
  path: '/v1/admin/transactions/{id}/refund',
};
