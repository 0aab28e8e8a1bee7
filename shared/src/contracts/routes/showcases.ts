// Generated from shared/src/contracts/showcases.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../showcases';
import { routeTable } from '../../api/route';

export const { addShowcaseVilla, createShowcase, deleteShowcase, getShowcase, importShowcaseVillas, listShowcases, removeShowcaseVilla, removeShowcaseVillas, setShowcaseOrder, setShowcaseVillaOrder, updateShowcase } = routeTable<typeof contract>({ addShowcaseVilla: ["POST","/v1/admin/showcase-villas"], createShowcase: ["POST","/v1/admin/showcases"], deleteShowcase: ["DELETE","/v1/admin/showcases/{id}"], getShowcase: ["GET","/v1/admin/showcases/{id}"], importShowcaseVillas: ["POST","/v1/admin/showcase-villas/import"], listShowcases: ["GET","/v1/admin/showcases",true], removeShowcaseVilla: ["DELETE","/v1/admin/showcase-villas/{id}"], removeShowcaseVillas: ["DELETE","/v1/admin/showcase-villas"], setShowcaseOrder: ["PUT","/v1/admin/showcases/order/{id}"], setShowcaseVillaOrder: ["PUT","/v1/admin/showcase-villas/{id}"], updateShowcase: ["PUT","/v1/admin/showcases/{id}"] });
