// Generated from shared/src/contracts/comments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../comments';
import type { Route } from '../../api/route';

/** GET /v1/admin/comment/{id}: Yorum detayı */
export const getComment: Route<typeof contract.getComment> = {
  method: 'GET',
  path: '/v1/admin/comment/{id}',
};
/** GET /v1/admin/comment: Yorumlar (yeniden eskiye) */
export const listComments: Route<typeof contract.listComments> = {
  method: 'GET',
  path: '/v1/admin/comment',
  total: true,
};
/** PUT /v1/admin/comment/{id}/reply: Yoruma yanıt yaz (boş metin yanıtı kaldırır) */
export const replyToComment: Route<typeof contract.replyToComment> = {
  method: 'PUT',
  path: '/v1/admin/comment/{id}/reply',
};
/** PATCH /v1/admin/comment/{id}/activity: Yorumu onayla (yayınla) veya gizle */
export const setCommentActivity: Route<typeof contract.setCommentActivity> = {
  method: 'PATCH',
  path: '/v1/admin/comment/{id}/activity',
};
