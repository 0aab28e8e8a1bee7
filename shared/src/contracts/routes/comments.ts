// Generated from shared/src/contracts/comments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../comments';
import { routeTable } from '../../api/route';

export const { getComment, listComments, replyToComment, setCommentActivity } = routeTable<typeof contract>({ getComment: ["GET","/v1/admin/comment/{id}"], listComments: ["GET","/v1/admin/comment",true], replyToComment: ["PUT","/v1/admin/comment/{id}/reply"], setCommentActivity: ["PATCH","/v1/admin/comment/{id}/activity"] });
