// Generated from shared/src/contracts/reports.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../reports';
import type { Route } from '../../api/route';

/** GET /v1/admin/reports/btrans: BTrans raporu: ayın onaylı kısa süreli konaklamaları */
export const getBtransReport: Route<typeof contract.getBtransReport> = {
  method: 'GET',
  path: '/v1/admin/reports/btrans',
};
/** GET /v1/admin/reports/ministry: Villa raporu: izin numaraları, ev sahipleri ve dönemdeki konaklamalar */
export const getMinistryReport: Route<typeof contract.getMinistryReport> = {
  method: 'GET',
  path: '/v1/admin/reports/ministry',
};
/** GET /v1/admin/reports/performance: Performans raporu: doluluk, gelir, ADR ve RevPAR */
export const getPerformanceReport: Route<typeof contract.getPerformanceReport> = {
  method: 'GET',
  path: '/v1/admin/reports/performance',
};
