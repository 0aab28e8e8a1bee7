import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema/jobs.ts';
import type { Db } from '../../db/types.ts';
import { enqueueJob } from './repository.ts';
import type { JobRegistry, JobRow } from './registry.ts';

export interface WorkerLog {
  info: (obj: unknown, msg: string) => void;
  warn: (obj: unknown, msg: string) => void;
  error: (obj: unknown, msg: string) => void;
}

export interface WorkerOptions {
  db: Db;
  registry: JobRegistry;
  log: WorkerLog;
  /** The clock (tests move it); the database's time is never used for scheduling. */
  now?: () => Date;
  /** This worker's name in locked_by; random by default (host-pid-random). */
  id?: string;
  /** A running job locked longer than this is taken back (its worker died). Default 10 minutes. */
  lockTimeoutMs?: number;
  /** First retry after this, doubling with each attempt (at most an hour). Default 30 s. */
  backoffBaseMs?: number;
}

/** Delay before the next attempt: base · 2^(attempts-1), at most an hour. */
export function backoffMs(base: number, attempts: number): number {
  return Math.min(60 * 60_000, base * 2 ** Math.max(0, attempts - 1));
}

/**
 * The queue's worker: one call of tick() schedules the due recurring slots, takes back stale
 * locks, then claims and runs due jobs one by one until none is left. A job is claimed with
 * SELECT … FOR UPDATE SKIP LOCKED in its own transaction and marked running with this worker's
 * id: two workers (two API replicas) never claim the same row. Handlers run outside the claim.
 */
export function createWorker(opts: WorkerOptions) {
  const { db, registry, log } = opts;
  const now = opts.now ?? (() => new Date());
  const id = opts.id ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const lockTimeoutMs = opts.lockTimeoutMs ?? 10 * 60_000;
  const backoffBase = opts.backoffBaseMs ?? 30_000;

  /** Queues the current slot of every recurring job (dedupe key per slot: never twice). */
  async function scheduleRecurring(): Promise<void> {
    const t = now().getTime();
    for (const r of registry.recurring()) {
      const slot = Math.floor(t / r.everyMs) * r.everyMs;
      await enqueueJob(db, {
        kind: r.kind,
        runAt: new Date(slot),
        dedupeKey: `recurring:${r.kind}:${new Date(slot).toISOString()}`,
        maxAttempts: 1,
      });
    }
    // Finished slots are kept a day (their keys guard the slots that just ran), then dropped.
    await db
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'failed']),
          sql`${jobs.dedupeKey} like 'recurring:%'`,
          lt(jobs.finishedAt, new Date(t - 24 * 60 * 60_000)),
        ),
      );
  }

  /** Running jobs whose lock is older than the timeout: queued again (or failed, attempts used up). */
  async function recoverStale(): Promise<number> {
    const cutoff = new Date(now().getTime() - lockTimeoutMs);
    const rows = await db
      .update(jobs)
      .set({
        status: sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then 'queued' else 'failed' end`,
        lockedAt: null,
        lockedBy: null,
        lastError: sql`coalesce(${jobs.lastError} || ' / ', '') || 'lock expired (worker stopped)'`,
        finishedAt: sql`case when ${jobs.attempts} < ${jobs.maxAttempts} then null else ${now()}::timestamptz end`,
      })
      .where(and(eq(jobs.status, 'running'), lt(jobs.lockedAt, cutoff)))
      .returning({ id: jobs.id });
    if (rows.length) log.warn({ jobs: rows.map((r) => r.id) }, 'jobs: stale locks taken back');
    return rows.length;
  }

  /** Claims one due job of a known kind, or null. */
  async function claim(): Promise<JobRow | null> {
    const kinds = registry.kinds();
    if (!kinds.length) return null;
    const at = now();
    return db.transaction(async (tx) => {
      const [due] = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.status, 'queued'), sql`${jobs.runAt} <= ${at}`, inArray(jobs.kind, kinds)))
        .orderBy(jobs.runAt, jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      const [row] = await tx
        .update(jobs)
        .set({ status: 'running', lockedAt: at, lockedBy: id, attempts: sql`${jobs.attempts} + 1` })
        .where(eq(jobs.id, due.id))
        .returning();
      return (row as JobRow | undefined) ?? null;
    });
  }

  async function finish(job: JobRow, error: unknown): Promise<void> {
    const at = now();
    const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, id), eq(jobs.status, 'running'));
    if (error === null) {
      await db
        .update(jobs)
        .set({ status: 'done', lockedAt: null, lockedBy: null, finishedAt: at })
        .where(mine);
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
    const retry = job.attempts < job.maxAttempts;
    await db
      .update(jobs)
      .set({
        status: retry ? 'queued' : 'failed',
        lockedAt: null,
        lockedBy: null,
        lastError: message,
        runAt: retry ? new Date(at.getTime() + backoffMs(backoffBase, job.attempts)) : job.runAt,
        finishedAt: retry ? null : at,
      })
      .where(mine);
    log[retry ? 'warn' : 'error'](
      { jobId: job.id, kind: job.kind, attempts: job.attempts, err: message },
      retry ? 'job failed, retried later' : 'job failed for good',
    );
  }

  /** Claims and runs one job; false when nothing was due. */
  async function runOne(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    const def = registry.get(job.kind);
    let error: unknown = null;
    try {
      if (!def) throw new Error(`no handler for job kind ${job.kind}`);
      await def.handler(job.payload as Record<string, unknown>, { db, now, log, job });
    } catch (err) {
      error = err ?? new Error('job failed');
    }
    await finish(job, error);
    return true;
  }

  let running: Promise<number> | null = null;
  /** One round; concurrent calls share the round in progress. Resolves to the number of jobs run. */
  function tick(): Promise<number> {
    running ??= (async () => {
      let n = 0;
      try {
        await scheduleRecurring();
        await recoverStale();
        while (await runOne()) n++;
      } finally {
        running = null;
      }
      return n;
    })();
    return running;
  }

  return {
    id,
    tick,
    runOne,
    claim,
    recoverStale,
    scheduleRecurring,
    idle: () => running ?? Promise.resolve(0),
  };
}

export type Worker = ReturnType<typeof createWorker>;

/** Runs the worker every `pollMs` until the returned stop function is called (it awaits a round in progress). */
export function startWorker(worker: Worker, log: WorkerLog, pollMs = 1000): () => Promise<void> {
  const run = () => {
    worker.tick().catch((err: unknown) => log.error({ err }, 'jobs: worker round failed'));
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  run();
  return async () => {
    clearInterval(timer);
    await worker.idle().catch(() => 0);
  };
}
