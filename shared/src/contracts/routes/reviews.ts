// Generated from shared/src/contracts/reviews.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../reviews';
import { routeTable } from '../../api/route';

export const { getReviewInvitation, submitReview } = routeTable<typeof contract>({ getReviewInvitation: ["GET","/v1/reviews/{token}"], submitReview: ["POST","/v1/reviews/{token}"] });
