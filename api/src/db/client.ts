import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import { acquireDataDirLock } from './lock.ts';
import { configureBookingQueue } from './locks.ts';
import type { Db } from './types.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PostgreSQL pool limits (config.ts: DB_POOL_SIZE, DB_POOL_WAIT_MS, DB_*_TIMEOUT_MS). */
export interface PgPoolOptions {
  poolSize?: number;
  /** How long a query waits for a free connection before failing (answered 503). */
  poolWaitMs?: number;
  /** Per statement, in ms; 0 turns it off. */
  statementTimeoutMs?: number;
  /** Per lock wait, in ms; 0 turns it off. A booking that waits longer is answered 409. */
  lockTimeoutMs?: number;
}

export type DbOptions = (
  | {
      driver: 'pglite';
      /** null: in memory (tests). */
      dataDir: string | null;
      /** A data directory dumped by `dumpDataDir()` to start from (tests: the migrated schema). */
      loadDataDir?: Blob;
    }
  | ({ driver: 'pg'; url: string } & PgPoolOptions)
) & {
  /** BOOKING_QUEUE_WAIT_MS: a booking's wait for its villa's turn in this process (db/locks.ts). */
  bookingQueueWaitMs?: number;
};

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the committed SQL migrations in drizzle/ (generated and hand-written). */
  migrate(): Promise<void>;
  /** PGlite: the data directory as a tarball, for `loadDataDir` (tests start from a migrated one). */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

/** Closing twice (signal during shutdown, tests) must not throw. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.driver === 'pg') {
    // A villa's booking burst waits in its in-process queue (db/locks.ts), not on a connection;
    // the timeouts make anything else that waits fail fast (409/503) instead of draining the pool.
    const pool = new pg.Pool({
      connectionString: opts.url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.poolWaitMs ?? 5_000,
      statement_timeout: opts.statementTimeoutMs ?? 30_000,
      lock_timeout: opts.lockTimeoutMs ?? 5_000,
    });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries still report their errors.
    });
    const db = drizzlePg({ client: pool });
    if (opts.bookingQueueWaitMs) configureBookingQueue(db, { waitMs: opts.bookingQueueWaitMs });
    return {
      db,
      driver: 'pg',
      // Migrations may hold locks and build indexes for longer than a request may: their own
      // connection, without the request timeouts.
      migrate: async () => {
        const migrationPool = new pg.Pool({ connectionString: opts.url, max: 1 });
        try {
          await migratePg(drizzlePg({ client: migrationPool }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await migrationPool.end();
        }
      },
      close: once(() => pool.end()),
    };
  }

  let release = () => {};
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
  }
  try {
    const client = await PGlite.create(opts.dataDir ?? undefined, {
      extensions: { btree_gist },
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    });
    const db = drizzlePglite({ client });
    if (opts.bookingQueueWaitMs) configureBookingQueue(db, { waitMs: opts.bookingQueueWaitMs });
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      dumpDataDir: () => client.dumpDataDir('none'),
      close: once(async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      }),
    };
  } catch (err) {
    release();
    throw err;
  }
}
