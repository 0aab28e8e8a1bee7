// Generated from shared/src/contracts/villa-prices.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-prices';
import { routeTable } from '../../api/route';

export const { createVillaPrice, deleteVillaPrice, updateVillaPrice } = routeTable<typeof contract>({ createVillaPrice: ["POST","/v1/admin/villas/price"], deleteVillaPrice: ["DELETE","/v1/admin/villas/price/{id}"], updateVillaPrice: ["PUT","/v1/admin/villas/price/{id}"] });
