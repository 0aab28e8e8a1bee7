import pg from 'pg';
import type { Db } from '../../db/types.ts';

// One scheduled sync across every API instance at a time (PostgreSQL session advisory lock).

const LOCK_KEY = 74_218_001;

/** Returned by withSyncLock when another instance holds the lock. */
export const SYNC_LOCKED = Symbol('ical-sync-locked');

/** The pg Pool behind a node-postgres drizzle instance (drizzle keeps its client as `$client`). */
function poolOf(db: Db): pg.Pool {
  const client = (db as Db & { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error('iCal sync lock: the database is not a pg Pool');
  return client;
}

/**
 * Runs `run` as the only scheduled-sync run of all instances, or returns SYNC_LOCKED at once.
 *
 * PostgreSQL: a session-level advisory lock on a connection kept for the run, taken before
 * anything is read or downloaded and released when `run` ends. The connection only holds the
 * lock (no transaction stays open while feeds download); `run` applies in transactions of its
 * own. If the instance dies, its connection closes and the server drops the lock. If only that
 * connection breaks, `onLockLost` is told and the run goes on (the round's claim still guards it).
 *
 * PGlite: one instance (its data directory is locked) on one connection; the job never overlaps
 * itself, so there is no lock.
 */
export async function withSyncLock<T>(
  db: Db,
  driver: 'pg' | 'pglite',
  run: () => Promise<T>,
  onLockLost: (err: Error) => void = () => {},
): Promise<T | typeof SYNC_LOCKED> {
  if (driver === 'pglite') return run();
  const client = await poolOf(db).connect();
  let broken: Error | undefined;
  // Checked-out clients have no error listener: without this one, losing the idle connection
  // while the feeds download would be an uncaught 'error' event.
  const onError = (err: Error) => {
    broken = err;
    onLockLost(err);
  };
  client.on('error', onError);
  let locked = false;
  try {
    const res = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      LOCK_KEY,
    ]);
    locked = res.rows[0]?.locked === true;
    if (!locked) return SYNC_LOCKED;
    return await run();
  } finally {
    if (locked && !broken) {
      try {
        await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
      } catch (err) {
        broken = err instanceof Error ? err : new Error(String(err));
      }
    }
    client.removeListener('error', onError);
    // A broken connection (or one that may still hold the lock) is closed, never reused.
    client.release(broken);
  }
}
