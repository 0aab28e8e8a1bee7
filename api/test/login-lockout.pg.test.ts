import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { loginFailures } from '../src/db/schema/users.ts';
import { seed } from '../src/db/seed.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OWNER_EMAIL, OWNER_PASSWORD, TEST_DB } from './helper.ts';

/** A free TCP port on loopback. */
function freePort(): Promise<number> {
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

const LOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.';

// Two API processes on one PostgreSQL database without Redis, as two replicas: the account lock
// and the logout deny-list live in the database, so both see them at once.
// (Only the api-postgres project runs this file. Every login here comes from 127.0.0.1, so each
// process gets at most 10 login requests a minute: the counts below stay under that.)
if (TEST_DB === 'postgres') {
  describe('account lockout and logout across two API processes (PostgreSQL, no Redis)', () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `villa_l_${randomBytes(5).toString('hex')}`;
    const url = (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    })();
    const dataDir = mkdtempSync(join(tmpdir(), 'villa-lockout-'));
    const children: ChildProcess[] = [];
    let a = '';
    let b = '';
    let handle: DbHandle;
    let adminToken = '';

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      handle = await openDb({ driver: 'pg', url, poolSize: 2 });
      await handle.migrate();
      await seed(handle.db, {
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
        ownerPassword: OWNER_PASSWORD,
      });
      const bases: string[] = [];
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const env: NodeJS.ProcessEnv = {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: join(dataDir, String(i)),
          WEB_ROOT: join(dataDir, 'no-front-end'),
          JWT_SECRET: '',
          LOG_LEVEL: 'warn',
          ICAL_SYNC_INTERVAL_MINUTES: '0',
        };
        delete env.REDIS_URL;
        children.push(
          spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'server.ts')], {
            env,
            stdio: 'ignore',
          }),
        );
        bases.push(`http://127.0.0.1:${port}`);
      }
      await Promise.all(bases.map((base, i) => waitReady(base, children[i]!)));
      [a, b] = bases as [string, string];
    }, 180_000);

    afterAll(async () => {
      for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
      await Promise.all(
        children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      await handle?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    const login = (base: string, email: string, password: string) =>
      fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
    const call = (base: string, path: string, token: string, method = 'GET') =>
      fetch(`${base}${path}`, { method, headers: { authorization: `Bearer ${token}` } });
    const tokenOf = async (res: Response) =>
      ((await res.json()) as { content: { accessToken: string } }).content.accessToken;

    it('an account locked through process A refuses the right password on process B at once', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await login(a, OWNER_EMAIL, `yanlis-sifre-${i}`)).status).toBe(401);
      }
      const onB = await login(b, OWNER_EMAIL, OWNER_PASSWORD);
      expect(onB.status).toBe(429);
      expect(await onB.json()).toEqual({ content: { message: LOCKED } });

      // An ADMIN on B sees the lock and unlocks it; A then accepts the right password.
      const adminLogin = await login(b, ADMIN_EMAIL, ADMIN_PASSWORD);
      expect(adminLogin.status).toBe(200);
      adminToken = await tokenOf(adminLogin);
      const list = (await (await call(b, '/v1/admin/users?take=10', adminToken)).json()) as {
        content: { id: number; email: string; lockedUntil: string | null }[];
      };
      const owner = list.content.find((u) => u.email === OWNER_EMAIL)!;
      expect(owner.lockedUntil).not.toBeNull();
      expect((await call(b, `/v1/admin/users/${owner.id}/unlock`, adminToken, 'POST')).status).toBe(200);
      expect((await login(a, OWNER_EMAIL, OWNER_PASSWORD)).status).toBe(200);
    }, 60_000);

    it('a token signed out on process B is refused by process A', async () => {
      const res = await login(b, OWNER_EMAIL, OWNER_PASSWORD);
      expect(res.status).toBe(200);
      const token = await tokenOf(res);
      expect((await call(a, '/v1/admin/villas', token)).status).toBe(200);
      const out = await call(b, '/v1/auth/logout', token, 'POST');
      expect(out.status).toBe(200);
      expect(out.headers.get('cache-control')).toBe('no-store');
      expect((await call(a, '/v1/admin/villas', token)).status).toBe(401);
    }, 60_000);

    it('failures sent to both processes at once are all counted (atomic upsert)', async () => {
      const email = 'hic-kimse@ornek.com.tr';
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) => login(i % 2 ? a : b, email, `yanlis-${i}`)),
      );
      const statuses = results.map((r) => r.status).sort();
      const counted = statuses.filter((s) => s === 401).length;
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const [row] = await handle.db
        .select({ failures: loginFailures.failures, lockedUntil: loginFailures.lockedUntil })
        .from(loginFailures)
        .where(eq(loginFailures.email, email));
      expect(row?.failures).toBe(counted);
      expect(counted).toBeGreaterThanOrEqual(5);
      expect(row?.lockedUntil).toBeInstanceOf(Date);
      expect((await login(a, email, 'yanlis-son')).status).toBe(429);
    }, 60_000);
  });
}
