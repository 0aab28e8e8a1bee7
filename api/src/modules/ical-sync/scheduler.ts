import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import { syncAllFeeds } from './service.ts';

export interface IcalSchedulerOptions {
  db: Db;
  driver: 'pg' | 'pglite';
  log: FastifyBaseLogger;
  /** Minutes between runs; 0 disables. Default: ICAL_SYNC_INTERVAL_MINUTES or 30. */
  intervalMinutes?: number;
}

export function icalIntervalMinutes(env = process.env): number {
  const raw = env.ICAL_SYNC_INTERVAL_MINUTES;
  if (raw === undefined || raw.trim() === '') return 30;
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 30;
}

/**
 * What one scheduled run did: `synced` (this instance applied every feed), `locked` (another
 * instance held the PostgreSQL lock, nothing applied here), `busy` (this instance's previous
 * run was still going), `failed` (logged).
 */
export type IcalRunOutcome = 'synced' | 'locked' | 'busy' | 'failed';

/**
 * One instance's scheduled job: each call is one run, as the timer starts it (and as tests
 * start it, to make two instances run at the same moment). Runs of one instance never overlap.
 */
export function icalSyncJob(
  opts: Omit<IcalSchedulerOptions, 'intervalMinutes'>,
): () => Promise<IcalRunOutcome> {
  let running = false;
  return async () => {
    if (running) return 'busy';
    running = true;
    try {
      const result = await syncAllFeeds(opts.db, opts.driver);
      if (result === null) {
        opts.log.info('iCal sync skipped: another instance holds the lock');
        return 'locked';
      }
      if (result.ok + result.failed > 0) opts.log.info(result, 'iCal sync finished');
      return 'synced';
    } catch (err) {
      opts.log.error({ err }, 'iCal sync failed');
      return 'failed';
    } finally {
      running = false;
    }
  };
}

/**
 * Re-syncs every villa's external calendars on a timer and records the result per feed
 * (last_sync_at, last_status, last_error, counts). Returns a stop function.
 */
export function startIcalScheduler(opts: IcalSchedulerOptions): () => void {
  const minutes = opts.intervalMinutes ?? icalIntervalMinutes();
  if (minutes <= 0) {
    opts.log.info('iCal sync scheduler disabled (ICAL_SYNC_INTERVAL_MINUTES=0)');
    return () => {};
  }
  const run = icalSyncJob(opts);
  const timer = setInterval(() => void run(), minutes * 60_000);
  timer.unref();
  // A first run shortly after start, so a restart does not wait a whole interval.
  const first = setTimeout(() => void run(), Math.min(60_000, minutes * 60_000));
  first.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(first);
  };
}
