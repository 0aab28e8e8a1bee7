import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { openTestDb, TEST_JWT_SECRET } from './helper.ts';
import type { DbHandle } from '../src/db/client.ts';

let handle: DbHandle;
let closeDb: () => Promise<void>;
beforeAll(async () => {
  ({ handle, close: closeDb } = await openTestDb());
});
afterAll(async () => {
  await closeDb?.();
});

describe('declared access', () => {
  it('startup fails when a route declares no access', async () => {
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET });
    await expect(
      (async () => {
        await app.register(async (scope) => {
          scope.get('/v1/forgotten', async () => ({ content: 'x' }));
        });
        await app.ready();
      })(),
    ).rejects.toThrow(/declares no access/);
    await app.close().catch(() => {});
  });

  it('startup fails on an unknown role', async () => {
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET });
    await expect(
      (async () => {
        await app.register(async (scope) => {
          // @ts-expect-error: 'ROOT' is not a role; this is what the check is for.
          scope.get('/v1/typo', { config: { access: ['ROOT'] } }, async () => ({ content: 'x' }));
        });
        await app.ready();
      })(),
    ).rejects.toThrow(/declares no access/);
    await app.close().catch(() => {});
  });
});

describe('where tokens are needed', () => {
  it('every route that needs a signed-in user is under /v1/admin (the client sends the token only there)', async () => {
    const app = await buildApp({ db: handle.db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    const doc = app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
    const secured = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([, op]) => (op.security ?? []).length > 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(secured.length).toBeGreaterThan(100);
    // The one exception: logout (SPEC's path), whose caller sends the token to revoke explicitly.
    expect(secured.filter((r) => !r.split(' ')[1]!.startsWith('/v1/admin/'))).toEqual([
      'POST /v1/auth/logout',
    ]);
    // Public reads are documented without security.
    expect(doc.paths['/v1/search/input']?.get?.security ?? []).toEqual([]);
    await app.close();
  });
});

describe('readiness', () => {
  it('GET /readyz answers 503 when the database is gone, /healthz still 200', async () => {
    const { handle: own, close } = await openTestDb();
    const app = await buildApp({ db: own.db, jwtSecret: TEST_JWT_SECRET });
    await app.ready();
    await own.close();
    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ content: { status: 'unavailable' } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await close().catch(() => {}); // already closed; for postgres this drops the database
  });
});
