import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { reviewTokens } from '../../db/schema/jobs.ts';
import type { Db, Tx } from '../../db/types.ts';

/** How long the review link of a stay stays valid. */
export const REVIEW_TOKEN_DAYS = 60;

/** The review link's token of a reservation: created once, the same one on every call. */
export async function reviewTokenFor(db: Db | Tx, reservationId: number, now: Date): Promise<string> {
  await db
    .insert(reviewTokens)
    .values({
      token: randomBytes(24).toString('base64url'),
      reservationId,
      expiresAt: new Date(now.getTime() + REVIEW_TOKEN_DAYS * 24 * 60 * 60_000),
    })
    .onConflictDoNothing({ target: reviewTokens.reservationId });
  const [row] = await db
    .select({ token: reviewTokens.token })
    .from(reviewTokens)
    .where(eq(reviewTokens.reservationId, reservationId));
  if (!row) throw new Error('review token not stored');
  return row.token;
}
