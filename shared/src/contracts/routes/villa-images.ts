// Generated from shared/src/contracts/villa-images.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-images';
import { routeTable } from '../../api/route';

export const { deleteVillaImage, reorderVillaImages, uploadVillaImages } = routeTable<typeof contract>({ deleteVillaImage: ["DELETE","/v1/admin/villas/image/{id}"], reorderVillaImages: ["PUT","/v1/admin/villas/image/updateorder"], uploadVillaImages: ["POST","/v1/admin/villas/image"] });
