import type { Db } from '../../db/types.ts';
import { applyDownloaded } from './apply.ts';
import { downloadAllFeeds } from './fetch.ts';
import { SYNC_LOCKED, withSyncLock } from './lock.ts';

// The iCal sync, by job: fetch.ts downloads the feeds, diff.ts and conflicts.ts work out what a
// feed changes, preview.ts shows it with a signed token, apply.ts writes it, lock.ts keeps one
// scheduled run across instances, scheduler.ts times it. This file runs a whole sync at once.

/**
 * Re-syncs every feed now, once across instances: the lock (withSyncLock) is taken before
 * anything is downloaded, so an instance that does not get it downloads nothing. Returns null
 * when another instance holds it. The scheduled job adds its once-per-interval round on top.
 */
export async function syncAllFeeds(
  db: Db,
  driver: 'pg' | 'pglite',
): Promise<{ ok: number; failed: number; held: number } | null> {
  const result = await withSyncLock(db, driver, async () => {
    const fetched = await downloadAllFeeds(db);
    if (fetched.length === 0) return { ok: 0, failed: 0, held: 0 };
    return db.transaction((tx) => applyDownloaded(tx, fetched));
  });
  return result === SYNC_LOCKED ? null : result;
}
