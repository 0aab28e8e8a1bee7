import { eq } from 'drizzle-orm';
import type { ReviewLinkState, reviewBody } from '@villa/shared/contracts/reviews';
import type { z } from 'zod';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { reviewTokens } from '../../db/schema/jobs.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { addLog } from '../reservations/writes.ts';
import { REVIEW_MESSAGES } from './review-messages.ts';

/** The review page's SQL: the invitation behind a one-time link, and the review it leaves. */

/** The invitation of a token with its reservation and villa; `lock` holds the token row (a submit). */
export async function invitationOf(db: Db | Tx, token: string, lock: boolean) {
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

/**
 * Stores the review once: the comment awaiting approval (linked to the stay), the token used, a line
 * in the reservation's history. A used or expired link is 410 and writes nothing.
 */
export async function submitReviewOnce(
  db: Db,
  token: string,
  body: z.output<typeof reviewBody>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const inv = await invitationOf(tx, token, true);
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
      .where(eq(reviewTokens.token, token));
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
}
