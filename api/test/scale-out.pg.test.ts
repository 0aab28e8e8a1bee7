import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { seed } from '../src/db/seed.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OWNER_PASSWORD, TEST_DB } from './helper.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';

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
  for (let i = 0; i < 120; i++) {
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

// Two API processes on one PostgreSQL database, as two replicas behind the proxy.
// (Only the api-postgres project runs this file.)
if (TEST_DB === 'postgres') {
  describe('API scale-out on PostgreSQL', () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `villa_s_${randomBytes(5).toString('hex')}`;
    const url = (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    })();
    const dataDir = mkdtempSync(join(tmpdir(), 'villa-scale-'));
    const children: ChildProcess[] = [];
    const bases: string[] = [];
    let owned = 0;

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const handle = await openDb({ driver: 'pg', url });
      await handle.migrate();
      await seed(handle.db, {
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
        ownerPassword: OWNER_PASSWORD,
      });
      ({ owned } = await priceFixtures(handle.db));
      await handle.close();
      for (let i = 0; i < 2; i++) {
        const port = await freePort();
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'server.ts')],
          {
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
            },
            stdio: 'ignore',
          },
        );
        children.push(child);
        bases.push(`http://127.0.0.1:${port}`);
      }
      await Promise.all(bases.map((b, i) => waitReady(b, children[i]!)));
    }, 120_000);

    afterAll(async () => {
      for (const c of children) c.kill('SIGTERM');
      await Promise.all(
        children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
      );
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    });

    async function login(base: string): Promise<string> {
      const res = await fetch(`${base}/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { content: { accessToken: string } }).content.accessToken;
    }

    it('a login on one instance is valid on the other', async () => {
      const token = await login(bases[0]!);
      const res = await fetch(`${bases[1]}/v1/admin/users?take=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    });

    it('concurrent overlapping confirmations sent to both instances: exactly one wins', async () => {
      const tokens = [await login(bases[0]!), await login(bases[1]!)];
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${bases[i % 2]}/v1/admin/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify({
            ...customer,
            customerName: `Replika ${i}`,
            villaId: owned,
            checkIn: d(`07-${String(1 + (i % 4)).padStart(2, '0')}`),
            checkOut: d(`07-${String(9 + (i % 4)).padStart(2, '0')}`),
            adults: 2,
          }),
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { content: { id: number } }).content.id);
      }
      const results = await Promise.all(
        ids.map((id, i) =>
          fetch(`${bases[i % 2]}/v1/admin/reservations/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify({ status: 'confirmed' }),
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);

      const handle = await openDb({ driver: 'pg', url });
      try {
        const rows = await handle.db.select().from(reservations).where(inArray(reservations.id, ids));
        expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
        const blocks = await handle.db.select().from(villaBlocks).where(eq(villaBlocks.villaId, owned));
        expect(blocks.filter((b) => b.reservationId !== null && ids.includes(b.reservationId))).toHaveLength(
          1,
        );
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}
