import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/types.ts';
import { recordJobRun } from '../../lib/job-runs.ts';
import { claimRound, finishRound, type RoundOptions } from './round.ts';
import { applyDownloaded } from './apply.ts';
import { downloadAllFeeds } from './fetch.ts';
import { SYNC_LOCKED, withSyncLock } from './lock.ts';

export interface IcalSchedulerOptions {
  db: Db;
  driver: 'pg' | 'pglite';
  log: FastifyBaseLogger;
  /** Minutes between rounds; 0 disables. Default 30; the server passes config.jobs.icalSyncIntervalMinutes. */
  intervalMinutes?: number;
  /**
   * How long a round's claim lasts: a round whose instance died is taken over after this.
   * Default: the interval, at most 10 minutes.
   */
  claimTtlMinutes?: number;
  /** Clock for tests (ms since the epoch); by default the database's. */
  now?: () => number;
}

const DEFAULT_INTERVAL_MINUTES = 30;

/**
 * What one timer tick did:
 * - `synced`: this instance took the round, downloaded every feed and applied it;
 * - `not-due`: this interval's round already ran (on any instance), nothing downloaded;
 * - `claimed`: another instance claimed the round and its claim has not expired, nothing downloaded;
 * - `locked`: another instance holds the PostgreSQL lock (its run is going), nothing downloaded;
 * - `busy`: this instance's previous run is still going;
 * - `failed`: logged; a round it had taken counts as done (the feeds are downloaded again at the next
 *   interval, not at the next tick).
 */
export type IcalRunOutcome = 'synced' | 'not-due' | 'claimed' | 'locked' | 'busy' | 'failed';

/** Default claim lifetime: the interval, at most 10 minutes (a run downloads at most 15 s per 4 feeds). */
const claimTtlMs = (intervalMs: number, minutes: number | undefined) =>
  minutes !== undefined ? minutes * 60_000 : Math.min(intervalMs, 10 * 60_000);

/**
 * One round, under the lock: claims it (or skips, downloading nothing), downloads every feed,
 * applies them and completes the round in one transaction.
 */
async function runRound(
  db: Db,
  log: FastifyBaseLogger,
  round: RoundOptions,
): Promise<Exclude<IcalRunOutcome, 'locked' | 'busy' | 'failed'>> {
  const claim = await claimRound(db, round);
  if (!claim.claimed) {
    log.debug(
      { until: claim.until },
      claim.reason === 'not-due'
        ? 'iCal sync skipped: this round already ran'
        : 'iCal sync skipped: another instance claimed this round',
    );
    return claim.reason;
  }
  if (claim.takenOver)
    log.warn('iCal sync: taking over a round its instance did not complete (claim expired)');
  try {
    const fetched = await downloadAllFeeds(db);
    const counts = await db.transaction(async (tx) => {
      const applied = await applyDownloaded(tx, fetched);
      // Completed in the transaction that applies: both commit, or neither. A run whose claim was
      // taken over meanwhile applies nothing.
      if (!(await finishRound(tx, claim, 'ok', round.now)))
        throw new Error('iCal sync round was taken over by another instance');
      return applied;
    });
    log.info(counts, 'iCal sync finished');
    return 'synced';
  } catch (err) {
    // The round still counts: a failing run does not download every feed again at each tick.
    await finishRound(db, claim, 'failed', round.now).catch(() => {});
    throw err;
  }
}

/**
 * One instance's scheduled job: each call is one timer tick (tests call it to make instances tick
 * at chosen moments). A tick takes the lock (PostgreSQL), then the round (once per interval across
 * instances), and only then downloads. Ticks of one instance never overlap.
 */
export function icalSyncJob(opts: IcalSchedulerOptions): () => Promise<IcalRunOutcome> {
  const intervalMs = (opts.intervalMinutes ?? DEFAULT_INTERVAL_MINUTES) * 60_000;
  const round: RoundOptions = {
    intervalMs,
    claimTtlMs: claimTtlMs(intervalMs, opts.claimTtlMinutes),
    now: opts.now,
  };
  const { db, log } = opts;
  let running = false;
  return async () => {
    if (running) return 'busy';
    running = true;
    try {
      const outcome = await withSyncLock(
        db,
        opts.driver,
        () => runRound(db, log, round),
        (err) =>
          log.warn({ err }, 'iCal sync: lost the lock connection; the round claim still guards this run'),
      );
      if (outcome !== SYNC_LOCKED) {
        // A run is a round this instance took; skipped ticks download nothing and are not runs.
        if (outcome === 'synced') recordJobRun('ical_sync', 'ok');
        return outcome;
      }
      log.debug('iCal sync skipped: another instance holds the lock');
      return 'locked';
    } catch (err) {
      log.error({ err }, 'iCal sync failed');
      recordJobRun('ical_sync', 'error');
      return 'failed';
    } finally {
      running = false;
    }
  };
}

/**
 * Re-syncs every villa's external calendars once per interval across all instances and records
 * the result per feed (last_sync_at, last_status, last_error, counts). Each instance ticks every
 * minute (or every interval, when shorter); a tick is a few small queries unless the round is due.
 * Returns a stop function that clears the timer and resolves once a tick in progress has ended.
 */
export function startIcalScheduler(opts: IcalSchedulerOptions): () => Promise<void> {
  const minutes = opts.intervalMinutes ?? DEFAULT_INTERVAL_MINUTES;
  if (minutes <= 0) {
    opts.log.info('iCal sync scheduler disabled (ICAL_SYNC_INTERVAL_MINUTES=0)');
    return async () => {};
  }
  const tick = icalSyncJob({ ...opts, intervalMinutes: minutes });
  // The first tick comes within a minute of start, so a restart does not wait a whole interval
  // (the round still runs only when due).
  let running: Promise<unknown> | null = null;
  const timer = setInterval(
    () => {
      if (running) return;
      running = tick().finally(() => {
        running = null;
      });
    },
    Math.min(60_000, minutes * 60_000),
  );
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
