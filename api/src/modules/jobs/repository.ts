import { sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import type { Db, Tx } from '../../db/types.ts';

export interface NewJob {
  kind: string;
  payload?: Record<string, unknown>;
  /** When it may run; now by default. */
  runAt?: Date;
  /** Idempotency: a second enqueue with the same key (while the first row lives) is a no-op. */
  dedupeKey?: string | null;
  maxAttempts?: number;
}

/**
 * Inserts a job on the given handle: inside a caller's transaction the job exists only if that
 * transaction commits. Returns the new id, or null when the dedupe key was already queued.
 */
export async function enqueueJob(db: Db | Tx, job: NewJob): Promise<number | null> {
  const rows = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? sql`now()`,
      dedupeKey: job.dedupeKey ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing({ target: jobs.dedupeKey, where: sql`${jobs.dedupeKey} is not null` })
    .returning({ id: jobs.id });
  return rows[0]?.id ?? null;
}
