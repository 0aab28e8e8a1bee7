import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, build, type TestContext } from './helper.ts';

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
  describe('login limits shared through Redis', () => {
    const clients: Redis[] = [];
    const apps: TestContext[] = [];
    beforeAll(async () => {
      // Two instances over one Redis, as two replicas would run (a fresh key prefix per run).
      const shared = new Redis(REDIS_URL, { keyPrefix: `test-${randomBytes(4).toString('hex')}-` });
      clients.push(shared);
      apps.push(await build({ redis: shared, loginLimits: { perIpPerMinute: 100 } }));
      apps.push(await build({ redis: shared, loginLimits: { perIpPerMinute: 100 } }));
    }, 120_000);
    afterAll(async () => {
      for (const a of apps) await a.close();
      for (const c of clients) c.disconnect();
    });

    it('counts failed logins across two API instances', async () => {
      const attempt = (n: number) =>
        apps[n % 2]!.app.inject({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: ADMIN_EMAIL, password: `wrong-${n}` },
        });
      for (let n = 0; n < 5; n++) expect((await attempt(n)).statusCode).toBe(401);
      const locked = await attempt(5);
      expect(locked.statusCode).toBe(429);
      expect(locked.json().content.message).toMatch(/Çok fazla başarısız giriş denemesi/);
      const lockedOnOther = await attempt(6);
      expect(lockedOnOther.statusCode).toBe(429);
    }, 60_000);
  });
}
