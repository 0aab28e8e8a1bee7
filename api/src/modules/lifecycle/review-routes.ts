import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewInvitation, submitReview } from '@villa/shared/contracts/reviews';
import { PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';
import { invitationOf, submitReviewOnce } from './reviews-repository.ts';

/** GET and POST /v1/reviews/{token}: the review page behind the review request's one-time link. */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    getReviewInvitation,
    { ...PUBLIC, rateLimit: { max: 30, timeWindow: '1 minute' } },
    async ({ params }) => {
      const inv = await invitationOf(app.db, params.token, false);
      return {
        state: inv.state,
        guestName: inv.r.customerName.split(/\s+/)[0] ?? '',
        villaName: inv.villaName,
        villaSlug: inv.villaSlug,
        checkIn: inv.r.checkIn,
        checkOut: inv.r.checkOut,
      };
    },
  );

  registerRoute(
    app,
    submitReview,
    { ...PUBLIC_WRITE, rateLimit: { max: 10, timeWindow: '1 minute' } },
    async ({ params, body }) => {
      await submitReviewOnce(app.db, params.token, body);
      return { message: REVIEW_MESSAGES.thanks };
    },
  );
};
