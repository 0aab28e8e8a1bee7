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
import type { Db } from './types.ts';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DbOptions =
  | { driver: 'pglite'; dataDir: string | null } // null: in memory (tests)
  | { driver: 'pg'; url: string; poolSize?: number };

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Applies the committed SQL migrations in drizzle/ (generated and hand-written). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Closing twice (signal during shutdown, tests) must not throw. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}

export async function openDb(opts: DbOptions): Promise<DbHandle> {
  if (opts.driver === 'pg') {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    pool.on('error', () => {
      // An idle client lost its connection; the pool replaces it. Queries still report their errors.
    });
    const db = drizzlePg({ client: pool });
    return {
      db,
      driver: 'pg',
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: once(() => pool.end()),
    };
  }

  let release = () => {};
  if (opts.dataDir) {
    mkdirSync(opts.dataDir, { recursive: true });
    release = acquireDataDirLock(opts.dataDir);
  }
  try {
    const client = await PGlite.create(opts.dataDir ?? undefined, { extensions: { btree_gist } });
    const db = drizzlePglite({ client });
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
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
