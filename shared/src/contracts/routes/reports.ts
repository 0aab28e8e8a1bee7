// Generated from shared/src/contracts/reports.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../reports';
import { routeTable } from '../../api/route';

export const { getBtransReport, getMinistryReport, getPerformanceReport } = routeTable<typeof contract>({ getBtransReport: ["GET","/v1/admin/reports/btrans"], getMinistryReport: ["GET","/v1/admin/reports/ministry"], getPerformanceReport: ["GET","/v1/admin/reports/performance"] });
