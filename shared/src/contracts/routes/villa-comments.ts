// Generated from shared/src/contracts/villa-comments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-comments';
import { routeTable } from '../../api/route';

export const { createVillaComment, deleteVillaComment, setVillaCommentActivity } = routeTable<typeof contract>({ createVillaComment: ["POST","/v1/admin/villas/comment"], deleteVillaComment: ["DELETE","/v1/admin/villas/comment/{id}"], setVillaCommentActivity: ["PUT","/v1/admin/villas/commentactivity/{id}"] });
