import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id, optionalRef, ref, whole } from '../columns.ts';
import { reservations } from './reservations.ts';
import { comments } from './villa-content.ts';

/**
 * The job queue (modules/jobs): one row per job, claimed by one worker at a time with
 * SELECT … FOR UPDATE SKIP LOCKED, on PostgreSQL and on PGlite alike. `dedupe_key` makes an
 * enqueue idempotent (a lifecycle message, a recurring job's slot) for as long as the row lives.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    runAt: at('run_at').notNull().defaultNow(),
    /** queued, running, done or failed (attempts used up). */
    status: text('status').notNull().default('queued'),
    attempts: whole('attempts', 0),
    maxAttempts: whole('max_attempts', 5),
    lastError: text('last_error'),
    lockedAt: at('locked_at'),
    lockedBy: text('locked_by'),
    dedupeKey: text('dedupe_key'),
    finishedAt: at('finished_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('jobs_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    uniqueIndex('jobs_dedupe_key_unique')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
  ],
);

/** One-time links of the review request (/degerlendirme/{token}): one per reservation, used once. */
export const reviewTokens = pgTable(
  'review_tokens',
  {
    token: text('token').primaryKey(),
    reservationId: ref('reservation_id', () => reservations.id, 'cascade'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    commentId: optionalRef('comment_id', () => comments.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('review_tokens_reservation_id_unique').on(t.reservationId)],
);
