// Generated from shared/src/contracts/owner-statements.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../owner-statements';
import { routeTable } from '../../api/route';

export const { createOwnerPayout, deleteOwnerPayout, exportOwnerStatement, getOwnerStatement, listOwnerPayouts, updateOwnerPayout } = routeTable<typeof contract>({ createOwnerPayout: ["POST","/v1/admin/owner-payouts"], deleteOwnerPayout: ["DELETE","/v1/admin/owner-payouts/{id}"], exportOwnerStatement: ["GET","/v1/admin/owner-statements/export"], getOwnerStatement: ["GET","/v1/admin/owner-statements"], listOwnerPayouts: ["GET","/v1/admin/owner-payouts"], updateOwnerPayout: ["PUT","/v1/admin/owner-payouts/{id}"] });
