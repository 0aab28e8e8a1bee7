// Generated from shared/src/contracts/regions.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../regions';
import { routeTable } from '../../api/route';

export const { createDistrict, createTown, deleteDistrict, deleteTown, getDistrict, getTown, listDistricts, listTowns, listTownsSelect, updateDistrict, updateTown } = routeTable<typeof contract>({ createDistrict: ["POST","/v1/admin/districts"], createTown: ["POST","/v1/admin/towns"], deleteDistrict: ["DELETE","/v1/admin/districts/{id}"], deleteTown: ["DELETE","/v1/admin/towns/{id}"], getDistrict: ["GET","/v1/admin/districts/{id}"], getTown: ["GET","/v1/admin/showtown/{id}"], listDistricts: ["GET","/v1/admin/districts",true], listTowns: ["GET","/v1/admin/towns",true], listTownsSelect: ["GET","/v1/admin/towns/select"], updateDistrict: ["PUT","/v1/admin/districts/{district_id}"], updateTown: ["PUT","/v1/admin/towns/{town_id}"] });
