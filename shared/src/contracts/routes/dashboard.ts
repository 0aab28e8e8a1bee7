// Generated from shared/src/contracts/dashboard.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../dashboard';
import { routeTable } from '../../api/route';

export const { getDashboardSummary, getUnreadCounts } = routeTable<typeof contract>({ getDashboardSummary: ["GET","/v1/admin/dashboard/summary"], getUnreadCounts: ["GET","/v1/admin/unreadcount"] });
