import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from './helper.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Redis answers here (it runs on this machine and in CI); without it these tests are not defined. */
const reachable = await new Promise<boolean>((resolve) => {
  const url = new URL(REDIS_URL);
  const socket = connect({ host: url.hostname, port: Number(url.port || 6379), timeout: 1000 });
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});

if (reachable) {
  // The account lockout lives in the database (account-security.test.ts, login-lockout.pg.test.ts);
  // Redis keeps the per-IP login limit shared by every instance.
  describe('per-IP login limit shared through Redis', () => {
    const clients: Redis[] = [];
    const apps: TestContext[] = [];
    beforeAll(async () => {
      // Two instances over one Redis, as two replicas would run (a fresh key prefix per run).
      const shared = new Redis(REDIS_URL, { keyPrefix: `test-${randomBytes(4).toString('hex')}-` });
      clients.push(shared);
      apps.push(await build({ redis: shared, loginLimits: { perIpPerMinute: 4 } }));
      apps.push(await build({ redis: shared, loginLimits: { perIpPerMinute: 4 } }));
    }, 120_000);
    afterAll(async () => {
      for (const a of apps) await a.close();
      for (const c of clients) c.disconnect();
    });

    it('counts login requests from one address across two API instances', async () => {
      const attempt = (n: number) =>
        apps[n % 2]!.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: `kimse${n}@example.com`, password: `wrong-${n}` },
          remoteAddress: '198.51.100.7',
        });
      for (let n = 0; n < 4; n++) expect((await attempt(n)).statusCode).toBe(401);
      for (const n of [4, 5]) {
        const limited = await attempt(n);
        expect(limited.statusCode).toBe(429);
        expect(limited.json().content.message).toBe('Çok fazla istek. Lütfen biraz sonra tekrar deneyin.');
      }
    }, 60_000);
  });
}
