import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { seed, type SeedResult } from '../src/seeds/base.ts';
import type { Db } from '../src/db/types.ts';

export const ADMIN_EMAIL = 'admin@likyavilla.com.tr';
export const ADMIN_PASSWORD = 'Admin-Test-2025';
export const OWNER_EMAIL = 'owner@likyavilla.com.tr';
export const OWNER_PASSWORD = 'Owner-Test-2025';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export type TestDbKind = 'pglite' | 'postgres';
export const TEST_DB: TestDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A PostgreSQL database of its own on TEST_DATABASE_URL's server: its URL at once, `create` and
 * `drop` (forced, the connections still open closed) when the caller is ready.
 */
export function pgTestDatabase(prefix: string): {
  url: string;
  create: () => Promise<void>;
  drop: () => Promise<void>;
} {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('a PostgreSQL test database needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const onServer = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    url: url.toString(),
    create: () => onServer(`CREATE DATABASE ${name}`),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let snapshot: Blob | null | undefined;
/** The migrated PGlite dump of this run (global-setup.ts), read once per test process; null without one. */
function pgliteSnapshot(): Blob | null {
  if (snapshot === undefined) {
    let path: string | undefined;
    try {
      path = inject('pgliteSnapshot');
    } catch {
      // Outside a vitest run (a script importing the helper): no snapshot.
    }
    snapshot = path && existsSync(path) ? new Blob([readFileSync(path)]) : null;
  }
  return snapshot;
}

/** A migrated, empty database of the kind this run tests (TEST_DB), dropped at close. */
export async function openTestDb(): Promise<{ handle: DbHandle; close: () => Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const dump = pgliteSnapshot();
    const handle = await openDb({ driver: 'pglite', dataDir: null, ...(dump ? { loadDataDir: dump } : {}) });
    // On the dump a no-op; without one, the schema from scratch.
    await handle.migrate();
    return { handle, close: () => handle.close() };
  }
  const database = pgTestDatabase('villa_t');
  await database.create();
  const handle = await openDb({ driver: 'pg', url: database.url, poolSize: 20 });
  await handle.migrate();
  return {
    handle,
    close: async () => {
      await handle.close();
      await database.drop();
    },
  };
}

/** Seeds the base data with the test ADMIN's and OWNER's passwords. */
export const seedTestDb = (db: Db): Promise<SeedResult> =>
  seed(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, ownerPassword: OWNER_PASSWORD });

export interface TestContext {
  app: App;
  db: Db;
  seeded: SeedResult | null;
  close: () => Promise<void>;
}

/** Builds the app in-process on a fresh database (seeded unless `seed: false`). */
export async function build(
  opts: { seed?: boolean } & Partial<Omit<BuildAppOptions, 'db'>> = {},
): Promise<TestContext> {
  const { seed: doSeed = true, ...appOpts } = opts;
  const { handle, close: closeDb } = await openTestDb();
  const seeded = doSeed ? await seedTestDb(handle.db) : null;
  const app = await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET, ...appOpts });
  await app.ready();
  return {
    app,
    db: handle.db,
    seeded,
    close: async () => {
      await app.close();
      await closeDb();
    },
  };
}

let ipCounter = 0;
/** A distinct client address per call, so the per-IP login limit does not couple tests. */
export function nextIp(): string {
  ipCounter++;
  return `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

export async function loginAs(app: App, email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    remoteAddress: nextIp(),
  });
}

/** A bearer token of the seeded ADMIN or OWNER. */
export async function login(app: App, role: 'ADMIN' | 'OWNER'): Promise<string> {
  const res =
    role === 'ADMIN'
      ? await loginAs(app, ADMIN_EMAIL, ADMIN_PASSWORD)
      : await loginAs(app, OWNER_EMAIL, OWNER_PASSWORD);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ content: { accessToken: string } }>().content.accessToken;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Decodes a JWT payload without verifying it (what the browser does). */
export function decodeToken(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}
