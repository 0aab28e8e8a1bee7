// Generated from shared/src/contracts/dashboard.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../dashboard';
import type { Route } from '../../api/route';

/** GET /v1/admin/dashboard/summary: Anasayfa özeti: bugünkü girişler/çıkışlar ve aylık rezervasyon sayıları */
export const getDashboardSummary: Route<typeof contract.getDashboardSummary> = {
  method: 'GET',
  path: '/v1/admin/dashboard/summary',
};
/** GET /v1/admin/unreadcount: Menü rozet sayıları */
export const getUnreadCounts: Route<typeof contract.getUnreadCounts> = {
  method: 'GET',
  path: '/v1/admin/unreadcount',
};
