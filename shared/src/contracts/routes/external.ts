// Generated from shared/src/contracts/external.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../external';
import { routeTable } from '../../api/route';

export const { createExternal, deleteExternal, getExternal, listExternal, updateExternal } = routeTable<typeof contract>({ createExternal: ["POST","/v1/admin/external"], deleteExternal: ["DELETE","/v1/admin/external/{id}"], getExternal: ["GET","/v1/admin/external/{id}"], listExternal: ["GET","/v1/admin/external",true], updateExternal: ["PUT","/v1/admin/external/{id}"] });
