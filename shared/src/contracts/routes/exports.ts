// Generated from shared/src/contracts/exports.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../exports';
import type { Route } from '../../api/route';

/** GET /v1/admin/reservations/export: Villa rezervasyonlarını Excel’e aktar */
export const exportReservations: Route<typeof contract.exportReservations> = {
  method: 'GET',
  path: '/v1/admin/reservations/export',
};
/** GET /v1/admin/transactions/export: Ödemeleri Excel’e aktar */
export const exportTransactions: Route<typeof contract.exportTransactions> = {
  method: 'GET',
  path: '/v1/admin/transactions/export',
};
