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
 * Re-syncs every villa's external calendars on a timer and records the result per feed
 * (last_sync_at, last_status, last_error, counts). Returns a stop function.
 */
export function startIcalScheduler(opts: IcalSchedulerOptions): () => void {
  const minutes = opts.intervalMinutes ?? icalIntervalMinutes();
  if (minutes <= 0) {
    opts.log.info('iCal sync scheduler disabled (ICAL_SYNC_INTERVAL_MINUTES=0)');
    return () => {};
  }
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const result = await syncAllFeeds(opts.db, opts.driver);
      if (result === null) opts.log.info('iCal sync skipped: another instance holds the lock');
      else if (result.ok + result.failed > 0) opts.log.info(result, 'iCal sync finished');
    } catch (err) {
      opts.log.error({ err }, 'iCal sync failed');
    } finally {
      running = false;
    }
  };
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
