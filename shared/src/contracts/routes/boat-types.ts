// Generated from shared/src/contracts/boat-types.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boat-types';
import { routeTable } from '../../api/route';

export const { createBoatType, deleteBoatType, getBoatType, listBoatTypes, updateBoatType } = routeTable<typeof contract>({ createBoatType: ["POST","/v1/admin/boattypes"], deleteBoatType: ["DELETE","/v1/admin/boattypes/{id}"], getBoatType: ["GET","/v1/admin/boattypes/{id}"], listBoatTypes: ["GET","/v1/admin/boattypes",true], updateBoatType: ["PUT","/v1/admin/boattypes/{id}"] });
