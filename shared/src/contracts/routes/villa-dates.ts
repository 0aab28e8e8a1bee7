// Generated from shared/src/contracts/villa-dates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-dates';
import { routeTable } from '../../api/route';

export const { createVillaDate, deleteVillaDate, updateVillaDate } = routeTable<typeof contract>({ createVillaDate: ["POST","/v1/admin/villas/date"], deleteVillaDate: ["DELETE","/v1/admin/villas/date/{id}"], updateVillaDate: ["PUT","/v1/admin/villas/date/{id}"] });
