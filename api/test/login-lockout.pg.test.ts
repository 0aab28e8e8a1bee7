import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../src/db/schema/users.ts';
import { startApiCluster, type ApiCluster } from './api-process.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OWNER_EMAIL, OWNER_PASSWORD, TEST_DB } from './helper.ts';

const LOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.';

// Two API processes on one PostgreSQL database without Redis, as two replicas: the account lock
// and the logout deny-list live in the database, so both see them at once.
// (Only the api-postgres project runs this file. Every login here comes from 127.0.0.1, so each
// process gets at most 10 login requests a minute: the counts below stay under that.)
if (TEST_DB === 'postgres') {
  describe('account lockout and logout across two API processes (PostgreSQL, no Redis)', () => {
    let cluster: ApiCluster;
    let a = '';
    let b = '';
    let adminToken = '';

    beforeAll(async () => {
      // REDIS_URL empty: the processes share nothing but the database.
      cluster = await startApiCluster(2, async () => {}, { REDIS_URL: '' });
      [a, b] = cluster.bases as [string, string];
    }, 180_000);

    afterAll(async () => {
      await cluster?.stop();
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
      const [row] = await cluster.handle.db
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
