// Generated from shared/src/contracts/villa-comments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-comments';
import type { Route } from '../../api/route';

/** POST /v1/admin/villas/comment: Villaya yorum ekle */
export const createVillaComment: Route<typeof contract.createVillaComment> = {
  method: 'POST',
  path: '/v1/admin/villas/comment',
};
/** DELETE /v1/admin/villas/comment/{id}: Villa yorumunu sil */
export const deleteVillaComment: Route<typeof contract.deleteVillaComment> = {
  method: 'DELETE',
  path: '/v1/admin/villas/comment/{id}',
};
/** PUT /v1/admin/villas/commentactivity/{id}: Yorumu yayınla / gizle */
export const setVillaCommentActivity: Route<typeof contract.setVillaCommentActivity> = {
  method: 'PUT',
  path: '/v1/admin/villas/commentactivity/{id}',
};
