// Generated from shared/src/contracts/villa-types.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-types';
import { routeTable } from '../../api/route';

export const { createVillaType, deleteVillaType, getVillaType, listVillaTypes, updateVillaType } = routeTable<typeof contract>({ createVillaType: ["POST","/v1/admin/villatypes"], deleteVillaType: ["DELETE","/v1/admin/villatypes/{id}"], getVillaType: ["GET","/v1/admin/villatypes/{id}"], listVillaTypes: ["GET","/v1/admin/villatypes",true], updateVillaType: ["PUT","/v1/admin/villatypes/{id}"] });
