// Generated from shared/src/contracts/banks.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../banks';
import { routeTable } from '../../api/route';

export const { createBank, deleteBank, listBanks, listPublicBanks, setBankActivity, updateBank } = routeTable<typeof contract>({ createBank: ["POST","/v1/admin/banks"], deleteBank: ["DELETE","/v1/admin/banks/{id}"], listBanks: ["GET","/v1/admin/banks"], listPublicBanks: ["GET","/v1/website/bank"], setBankActivity: ["PATCH","/v1/admin/banks/activity"], updateBank: ["PUT","/v1/admin/banks/{id}"] });
