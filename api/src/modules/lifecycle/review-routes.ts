import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getReviewInvitation, submitReview, type ReviewLinkState } from '@villa/shared/contracts/reviews';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { reviewTokens } from '../../db/schema/jobs.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { addLog } from '../reservations/writes.ts';

export const REVIEW_MESSAGES = {
  notFound: 'Değerlendirme bağlantısı bulunamadı. Lütfen e-postadaki bağlantıyı eksiksiz açın.',
  used: 'Bu bağlantıyla daha önce bir değerlendirme gönderildi. Teşekkür ederiz!',
  expired: 'Bu değerlendirme bağlantısının süresi doldu.',
  thanks: 'Teşekkür ederiz! Değerlendirmeniz onaylandıktan sonra villa sayfasında yayınlanacak.',
} as const;

async function invitationOf(db: Db | Tx, token: string, lock: boolean) {
  const q = db
    .select({ t: reviewTokens, r: reservations, villaName: villas.name, villaSlug: villas.slug })
    .from(reviewTokens)
    .innerJoin(reservations, eq(reservations.id, reviewTokens.reservationId))
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .where(eq(reviewTokens.token, token));
  const [row] = lock ? await q.for('update', { of: reviewTokens }) : await q;
  if (!row) throw new HttpError(404, REVIEW_MESSAGES.notFound);
  const state: ReviewLinkState = row.t.usedAt
    ? 'used'
    : row.t.expiresAt.getTime() < Date.now()
      ? 'expired'
      : 'open';
  return { ...row, state };
}

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
      await app.db.transaction(async (tx) => {
        const inv = await invitationOf(tx, params.token, true);
        if (inv.state === 'used') throw new HttpError(410, REVIEW_MESSAGES.used);
        if (inv.state === 'expired') throw new HttpError(410, REVIEW_MESSAGES.expired);
        const [comment] = await tx
          .insert(comments)
          .values({
            villaId: inv.r.villaId,
            authorName: inv.r.customerName,
            authorEmail: inv.r.customerEmail,
            rating: body.rating,
            body: body.body,
            active: false,
            source: 'visitor',
            stayedAt: formatDatePattern(inv.r.checkIn, 'LLLL yyyy'),
            reservationId: inv.r.id,
          })
          .returning({ id: comments.id });
        if (!comment) throw new Error('comment not stored');
        await tx
          .update(reviewTokens)
          .set({ usedAt: new Date(), commentId: comment.id })
          .where(eq(reviewTokens.token, params.token));
        await addLog(
          tx,
          inv.r.id,
          null,
          'review',
          `Misafir değerlendirme gönderdi (${body.rating}/5); onay bekliyor.`,
          {
            commentId: comment.id,
          },
        );
      });
      return { message: REVIEW_MESSAGES.thanks };
    },
  );
};
