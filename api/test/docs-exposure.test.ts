import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { build, TEST_JWT_SECRET, type TestContext } from './helper.ts';

// /docs and /docs/json map every admin route: served in development, and in production
// (NODE_ENV=production) only with DOCS_PUBLIC=1. The document itself is always built.

let t: TestContext;
let hidden: App;

beforeAll(async () => {
  t = await build({ seed: false });
  hidden = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, docs: false });
  await hidden.ready();
});
afterAll(async () => {
  await hidden?.close();
  await t?.close();
});

describe('/docs', () => {
  it('is served where docs are on: the page and the OpenAPI document with the admin routes', async () => {
    const page = await t.app.inject({ url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const doc = await t.app.inject({ url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths)).toContain(
      '/v1/admin/reservations',
    );
  });

  it('is not served where docs are off: 404 for the page, the document and its assets', async () => {
    for (const url of ['/docs', '/docs/', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
      const res = await hidden.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('/v1/admin/reservations');
    }
  });

  it('the document is still built in-process (app.swagger()) where /docs is not served', () => {
    const doc = hidden.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/v1/admin/reservations');
    expect(Object.keys(doc.paths).length).toBeGreaterThan(50);
  });

  it('NODE_ENV=production hides it unless DOCS_PUBLIC=1; other environments serve it', () => {
    expect(loadConfig({}).docsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).docsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).docsPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS_PUBLIC: '0' }).docsPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS_PUBLIC: '1' }).docsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DOCS_PUBLIC: 'true' }).docsPublic).toBe(true);
  });
});
