import fp from 'fastify-plugin';
import { startIcalScheduler } from '../modules/ical-sync/scheduler.ts';
import { startExpiryJob } from '../modules/reservations/expiry-job.ts';

export interface JobsOptions {
  /** The database driver: the iCal sync takes a PostgreSQL session lock, PGlite needs none. */
  driver: 'pg' | 'pglite';
  /** config.jobs.optionExpiryIntervalSeconds (OPTION_EXPIRY_INTERVAL_SECONDS). */
  optionExpiryIntervalSeconds: number;
  /** config.jobs.icalSyncIntervalMinutes (ICAL_SYNC_INTERVAL_MINUTES; 0 disables the sync). */
  icalSyncIntervalMinutes: number;
}

/**
 * The background jobs, with the app's lifecycle: once the server listens, the option-expiry job
 * (unpaid options past their time are released) and the iCal scheduler (every villa's channel
 * calendars) start; closing the app stops their timers and waits for a run in progress, before the
 * server closes the database. Each run
 * still counts in villa_job_runs_total (lib/job-runs.ts).
 */
export const jobsPlugin = fp<JobsOptions>(
  async (app, opts) => {
    const stops: Array<() => Promise<void>> = [];
    app.addHook('onListen', async () => {
      if (stops.length) return;
      stops.push(startExpiryJob(app.db, app.log, opts.optionExpiryIntervalSeconds));
      stops.push(
        startIcalScheduler({
          db: app.db,
          driver: opts.driver,
          log: app.log,
          intervalMinutes: opts.icalSyncIntervalMinutes,
        }),
      );
    });
    app.addHook('onClose', async () => {
      await Promise.all(stops.splice(0).map((stop) => stop()));
    });
  },
  { name: 'jobs', dependencies: ['db'] },
);
