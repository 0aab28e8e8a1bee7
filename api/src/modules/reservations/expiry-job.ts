import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { lockVillas } from '../../db/locks.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import type { Db } from '../../db/types.ts';
import { recordJobRun } from '../../lib/job-runs.ts';
import { enqueueLifecycleMessage } from '../lifecycle/enqueue.ts';
import { addLog } from './writes.ts';

export const EXPIRY_MESSAGE = 'Opsiyon süresi doldu; tarihler serbest bırakıldı.';
/** Any fixed number: only one replica at a time releases options. */
const LOCK_KEY = 7_304_211;

/**
 * Cancels the options (awaiting_prepayment) whose time ran out with nothing paid, frees their
 * dates and logs it. A transaction-scoped advisory lock keeps two servers from doing it twice.
 */
export async function releaseExpiredOptions(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    // Both drivers return { rows } from execute (pg QueryResult, PGlite Results).
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${LOCK_KEY}) as ok`,
    )) as unknown as {
      rows: { ok: boolean }[];
    };
    const lock = result.rows[0];
    if (!lock?.ok) return 0;
    const isExpired = and(
      eq(reservations.status, 'awaiting_prepayment'),
      lt(reservations.optionExpiresAt, now),
      eq(reservations.paidAmount, '0'),
    );
    const candidates = await tx
      .select({ id: reservations.id, villaId: reservations.villaId })
      .from(reservations)
      .where(isExpired);
    if (candidates.length === 0) return 0;
    // The one lock order (db/locks.ts): their villas first, ascending, then the reservations,
    // checked again now that nothing can change them (a payment may have arrived meanwhile).
    await lockVillas(
      tx,
      candidates.map((c) => c.villaId),
    );
    const expired = await tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(
        and(
          inArray(
            reservations.id,
            candidates.map((c) => c.id),
          ),
          isExpired,
        ),
      )
      .for('update', { skipLocked: true });
    for (const { id } of expired) {
      await tx
        .update(reservations)
        .set({ status: 'cancelled', optionExpiresAt: null, updatedAt: sql`now()` })
        .where(eq(reservations.id, id));
      await tx.delete(villaBlocks).where(eq(villaBlocks.reservationId, id));
      await addLog(tx, id, null, 'expired', EXPIRY_MESSAGE, { from: 'awaiting_prepayment', to: 'cancelled' });
      // The guest hears of it (job queue; only if this release commits).
      await enqueueLifecycleMessage(tx, { kind: 'option_released', reservationId: id, runAt: now });
    }
    return expired.length;
  });
}

/**
 * (Kept for direct use and tests; the server runs releaseExpiredOptions as the recurring job
 * `option_expiry` of the job queue, plugins/jobs.ts.)
 * Runs releaseExpiredOptions at once, then every `seconds` (config.jobs: OPTION_EXPIRY_INTERVAL_SECONDS,
 * default 60). Returns a stop function that clears the timer and resolves once a run in progress
 * has ended (so the database is not closed under it). Started and stopped by plugins/jobs.ts.
 */
export function startExpiryJob(
  db: Db,
  log: { error: (obj: unknown, msg: string) => void; info: (obj: unknown, msg: string) => void },
  seconds = 60,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const n = await releaseExpiredOptions(db);
      recordJobRun('option_expiry', 'ok');
      if (n) log.info({ released: n }, 'expired options released');
    } catch (err) {
      recordJobRun('option_expiry', 'error');
      log.error({ err }, 'option expiry job failed');
    }
  };
  const tick = () => {
    if (running) return;
    running = run().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, seconds * 1000);
  timer.unref();
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
