// Generated from shared/src/contracts/reviews.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../reviews';
import type { Route } from '../../api/route';

/** GET /v1/reviews/{token}: Değerlendirme bağlantısının durumu (konaklama bilgisiyle) */
export const getReviewInvitation: Route<typeof contract.getReviewInvitation> = {
  method: 'GET',
  path: '/v1/reviews/{token}',
};
/** POST /v1/reviews/{token}: Konaklama değerlendirmesi gönder (tek kullanımlık bağlantı; onay bekler) */
export const submitReview: Route<typeof contract.submitReview> = {
  method: 'POST',
  path: '/v1/reviews/{token}',
};
