import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/types.ts';
import type { Mailer } from '../modules/mailer/mailer.ts';
import { icalSyncJob } from '../modules/ical-sync/scheduler.ts';
import { JobRegistry } from '../modules/jobs/registry.ts';
import { createWorker, startWorker, type Worker, type WorkerLog } from '../modules/jobs/worker.ts';
import { LIFECYCLE_JOB } from '../modules/lifecycle/enqueue.ts';
import { scanLifecycle, scanOptionReminders } from '../modules/lifecycle/scan.ts';
import { sendLifecycleMessage } from '../modules/lifecycle/send.ts';
import { releaseExpiredOptions } from '../modules/reservations/expiry-job.ts';
import { recordJobRun } from '../lib/job-runs.ts';

export interface JobsOptions {
  /** The database driver: the iCal sync takes a PostgreSQL session lock, PGlite needs none. */
  driver: 'pg' | 'pglite';
  /** config.jobs.optionExpiryIntervalSeconds (OPTION_EXPIRY_INTERVAL_SECONDS). */
  optionExpiryIntervalSeconds: number;
  /** config.jobs.icalSyncIntervalMinutes (ICAL_SYNC_INTERVAL_MINUTES; 0 disables the sync). */
  icalSyncIntervalMinutes: number;
  /** How often the worker looks for due jobs; default 1 s (or the shortest recurring interval). */
  pollMs?: number | undefined;
  /** The arrival/review scan's interval; default 60 minutes. */
  lifecycleScanMinutes?: number | undefined;
  /** The clock (tests move it). */
  now?: (() => Date) | undefined;
  /** Staff address for new-request notices when the site e-mail setting is empty (ADMIN_EMAIL). */
  staffEmail?: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The job queue (modules/jobs): add job kinds with `app.jobs.registry.register(...)` before the
     * server listens; `worker` runs once it listens (null before).
     */
    jobs: { registry: JobRegistry; worker: Worker | null };
  }
}

/** Job kinds of the queue, built in (a module's own kinds are registered by that module). */
export const JOB_KINDS = {
  optionExpiry: 'option_expiry',
  icalSync: 'ical_sync',
  lifecycleMessage: LIFECYCLE_JOB,
  lifecycleScan: 'lifecycle_scan',
} as const;

export interface JobRegistryDeps extends JobsOptions {
  db: Db;
  log: WorkerLog & { debug?: (obj: unknown, msg?: string) => void };
  mailer: Mailer;
  publicUrl?: string | undefined;
}

/** The built-in job kinds with their handlers (the plugin's registry; tests drive it with their own worker and clock). */
export function createJobRegistry(deps: JobRegistryDeps): JobRegistry {
  const registry = new JobRegistry();
  const expiryMs = Math.max(1, deps.optionExpiryIntervalSeconds * 1000);
  registry.register({
    kind: JOB_KINDS.optionExpiry,
    everyMs: expiryMs,
    handler: async (_p, { db, now, log }) => {
      try {
        const n = await releaseExpiredOptions(db, now());
        await scanOptionReminders(db, now());
        recordJobRun('option_expiry', 'ok');
        if (n) log.info({ released: n }, 'expired options released');
      } catch (err) {
        recordJobRun('option_expiry', 'error');
        throw err;
      }
    },
  });
  if (deps.icalSyncIntervalMinutes > 0) {
    // The sync's own round (ical-sync/round.ts) still decides when a round is due, as before;
    // the queue replaces each instance's timer with one tick a minute across all instances.
    const tick = icalSyncJob({
      db: deps.db,
      driver: deps.driver,
      log: deps.log as FastifyBaseLogger,
      intervalMinutes: deps.icalSyncIntervalMinutes,
    });
    registry.register({
      kind: JOB_KINDS.icalSync,
      everyMs: Math.min(60_000, deps.icalSyncIntervalMinutes * 60_000),
      handler: async () => {
        await tick();
      },
    });
  } else {
    deps.log.info({}, 'iCal sync scheduler disabled (ICAL_SYNC_INTERVAL_MINUTES=0)');
  }
  registry.register({
    kind: JOB_KINDS.lifecycleMessage,
    handler: async (payload, ctx) => {
      await sendLifecycleMessage(payload, ctx, {
        mailer: deps.mailer,
        publicUrl: deps.publicUrl,
        staffEmail: deps.staffEmail,
      });
    },
  });
  registry.register({
    kind: JOB_KINDS.lifecycleScan,
    everyMs: (deps.lifecycleScanMinutes ?? 60) * 60_000,
    handler: async (_p, { db, now }) => {
      await scanLifecycle(db, now());
    },
  });
  return registry;
}

/**
 * The background jobs, on the database job queue (modules/jobs): recurring `option_expiry`
 * (unpaid options past their time released, option reminders queued), `ical_sync` (every villa's
 * channel calendars, a round per interval across instances), `lifecycle_scan` (arrival and review
 * messages) and the `lifecycle_message` jobs (every automated e-mail). Each slot and each job runs
 * once across API replicas. The worker starts once the server listens (never on `ready()`, so
 * in-process tests run none) and stops on close, waiting for a job in progress before the server
 * closes the database. Runs count in villa_job_runs_total (lib/job-runs.ts).
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, opts) => {
    const registry = createJobRegistry({
      db: app.db,
      log: app.log,
      mailer: app.mailer,
      publicUrl: app.publicUrl ?? undefined,
      ...opts,
    });
    const state: { registry: JobRegistry; worker: Worker | null } = { registry, worker: null };
    app.decorate('jobs', state);

    let stop: (() => Promise<void>) | null = null;
    app.addHook('onListen', async () => {
      if (stop) return;
      const worker = createWorker({
        db: app.db,
        registry,
        log: app.log,
        ...(opts.now ? { now: opts.now } : {}),
      });
      state.worker = worker;
      const shortest = Math.min(...registry.recurring().map((r) => r.everyMs));
      stop = startWorker(worker, app.log, opts.pollMs ?? Math.min(1000, shortest));
    });
    app.addHook('onClose', async () => {
      await stop?.();
      stop = null;
    });
  },
  { name: 'jobs', dependencies: ['db', 'mail'] },
);
