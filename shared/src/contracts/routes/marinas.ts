// Generated from shared/src/contracts/marinas.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../marinas';
import { routeTable } from '../../api/route';

export const { createMarina, deleteMarina, getMarina, listMarinas, updateMarina } = routeTable<typeof contract>({ createMarina: ["POST","/v1/admin/marina"], deleteMarina: ["DELETE","/v1/admin/marina/{id}"], getMarina: ["GET","/v1/admin/showmarina/{id}"], listMarinas: ["GET","/v1/admin/marina",true], updateMarina: ["PUT","/v1/admin/marina/{marina_id}"] });
