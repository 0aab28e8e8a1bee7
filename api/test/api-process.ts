import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, pgTestDatabase, seedTestDb } from './helper.ts';

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function waitReady(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 180; i++) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} never became ready`);
}

/** The seeded ADMIN's bearer token, logged in over HTTP at `base`. */
export async function loginOver(base: string): Promise<string> {
  const res = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { content: { accessToken: string } }).content.accessToken;
}

export interface ApiCluster {
  /** Base URLs (http://127.0.0.1:port), one per process. */
  bases: string[];
  /** The cluster's database, migrated and seeded. */
  url: string;
  /** A handle on that database for fixtures and checks (closed by stop()). */
  handle: DbHandle;
  stop(): Promise<void>;
}

/**
 * A fresh, seeded PostgreSQL database and `count` API servers on it, each a real child process
 * (`api/src/server.ts`, as `npm start` runs it), like replicas behind the proxy. `prepare` runs on
 * the seeded database before the servers start.
 */
export async function startApiCluster(
  count: number,
  prepare: (handle: DbHandle) => Promise<void> = async () => {},
  env: Record<string, string> = {},
): Promise<ApiCluster> {
  const database = pgTestDatabase('villa_c');
  const { url } = database;
  await database.create();
  const handle = await openDb({ driver: 'pg', url, poolSize: 4 });
  await handle.migrate();
  await seedTestDb(handle.db);
  await prepare(handle);

  const dataDir = mkdtempSync(join(tmpdir(), 'villa-cluster-'));
  const children: ChildProcess[] = [];
  const bases: string[] = [];
  const stop = async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await handle.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      children.push(
        spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'server.ts')], {
          env: {
            ...process.env,
            DATABASE_URL: url,
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: join(dataDir, String(i)),
            WEB_ROOT: join(dataDir, 'no-front-end'),
            JWT_SECRET: '',
            LOG_LEVEL: 'warn',
            ICAL_SYNC_INTERVAL_MINUTES: '0',
            ...env,
          },
          stdio: 'ignore',
        }),
      );
      bases.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(bases.map((b, i) => waitReady(b, children[i]!)));
  } catch (err) {
    await stop();
    throw err;
  }
  return { bases, url, handle, stop };
}
