import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App, type BuildAppOptions } from '../src/app.ts';
import { loadConfig, parseTrustProxy } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/reservations.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { staticPlugin } from '../src/web/static.ts';
import { bearer, build, login, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';

// Host header poisoning: a Host or X-Forwarded-Host a client makes up must not reach the canonical
// URL, og:url, JSON-LD, sitemap.xml, robots.txt or the links in e-mails. PUBLIC_URL wins; without
// it the request's own host, and forwarded headers only from a trusted proxy (TRUST_PROXY).

let t: TestContext;
let webRoot: string;
const storage = new MemoryFileStore();
const apps: App[] = [];
let villaId: number;

const INDEX = `<!doctype html><html lang="tr"><head><meta charset="UTF-8" />
<title>Kiralik Villa | Likya Villa</title>
</head><body><div id="root"></div></body></html>`;

async function appWith(opts: Partial<BuildAppOptions>): Promise<App> {
  const app = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, storage, ...opts });
  await app.register(staticPlugin, { webRoot });
  await app.ready();
  apps.push(app);
  return app;
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'villa-origin-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  t = await build({ storage });
  ({ other: villaId } = await priceFixtures(t.db));
}, 120_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const EVIL = 'evil.example';
const SITE = 'www.likyavilla.com.tr';

/** sitemap.xml, robots.txt and a villa page, as one client asks for them. */
async function everything(app: App, headers: Record<string, string>, remoteAddress = '127.0.0.1') {
  const get = (url: string) => app.inject({ url, headers, remoteAddress });
  const [sitemap, robots, villa] = await Promise.all([
    get('/sitemap.xml'),
    get('/robots.txt'),
    get('/villa/villa-mavi-koy'),
  ]);
  expect([sitemap.statusCode, robots.statusCode, villa.statusCode]).toEqual([200, 200, 200]);
  const html = villa.body;
  const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
  const ogUrl = /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1];
  const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  const jsonLdUrl = ld ? (JSON.parse(ld) as { url?: string }).url : undefined;
  const firstLoc = /<loc>([^<]*)<\/loc>/.exec(sitemap.body)?.[1];
  const robotsSitemap = /^Sitemap: (.*)$/m.exec(robots.body)?.[1];
  return {
    sitemap: sitemap.body,
    robots: robots.body,
    html,
    canonical,
    ogUrl,
    jsonLdUrl,
    firstLoc,
    robotsSitemap,
  };
}

function expectOrigin(seen: Awaited<ReturnType<typeof everything>>, origin: string) {
  expect(seen.canonical).toBe(`${origin}/villa/villa-mavi-koy`);
  expect(seen.ogUrl).toBe(`${origin}/villa/villa-mavi-koy`);
  expect(seen.jsonLdUrl).toBe(`${origin}/villa/villa-mavi-koy`);
  expect(seen.firstLoc).toBe(`${origin}/`);
  expect(seen.robotsSitemap).toBe(`${origin}/sitemap.xml`);
  for (const text of [seen.sitemap, seen.robots, seen.html]) expect(text).not.toContain(EVIL);
}

describe('public origin of canonical, og:url, JSON-LD, sitemap.xml and robots.txt', () => {
  it('without PUBLIC_URL and TRUST_PROXY: the request\u2019s host; X-Forwarded-Host/-Proto are ignored', async () => {
    const app = await appWith({});
    const seen = await everything(app, {
      host: SITE,
      'x-forwarded-host': EVIL,
      'x-forwarded-proto': 'https',
    });
    expectOrigin(seen, `http://${SITE}`);
  });

  it('with PUBLIC_URL: always PUBLIC_URL, whatever Host and X-Forwarded-Host say', async () => {
    const app = await appWith({ publicUrl: 'https://www.likyavilla.com.tr/' });
    expectOrigin(await everything(app, { host: EVIL }), `https://${SITE}`);
    expectOrigin(await everything(app, { host: SITE, 'x-forwarded-host': EVIL }), `https://${SITE}`);
    // Even a trusted proxy's forwarded host does not override it.
    const trusting = await appWith({ publicUrl: `https://${SITE}`, trustProxy: true });
    expectOrigin(
      await everything(trusting, { host: 'api:8080', 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'http' }),
      `https://${SITE}`,
    );
  });

  it('TRUST_PROXY with addresses: forwarded headers count only from those proxies', async () => {
    const app = await appWith({ trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
    const forwarded = { host: 'api:8080', 'x-forwarded-host': SITE, 'x-forwarded-proto': 'https' };
    expectOrigin(await everything(app, forwarded, '10.0.3.7'), `https://${SITE}`);
    // The same headers from a client that is not a listed proxy: its own Host, plain http.
    const direct = await everything(
      app,
      { host: SITE, 'x-forwarded-host': EVIL, 'x-forwarded-proto': 'https' },
      '203.0.113.9',
    );
    expectOrigin(direct, `http://${SITE}`);
  });

  it('a Host that is no host name is refused with 400 and a Turkish message', async () => {
    const app = await appWith({});
    for (const host of [`${EVIL}"><script>alert(1)</script>`, `${EVIL}/path`, 'user@evil.example']) {
      const res = await app.inject({ url: '/sitemap.xml', headers: { host } });
      expect(res.statusCode, host).toBe(400);
      expect(res.json<{ content: { message: string } }>().content.message).toBe('Geçersiz Host başlığı.');
    }
  });
});

describe('links in e-mails', () => {
  it('the payment link goes to PUBLIC_URL, not to the Host the request named', async () => {
    const app = await appWith({ publicUrl: `https://${SITE}` });
    const token = await login(app, 'ADMIN');
    const created = await app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: { ...bearer(token), host: EVIL, 'x-forwarded-host': EVIL },
      payload: { ...customer, villaId, checkIn: d('06-10'), checkOut: d('06-14'), adults: 2 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ content: { id: number } }>().content.id;
    const sent = await app.inject({
      method: 'POST',
      url: '/v1/admin/sendpaymentlink',
      headers: { ...bearer(token), host: EVIL, 'x-forwarded-host': EVIL },
      payload: { id, optionHours: 48 },
    });
    expect(sent.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, id));
    expect(mail!.html).toMatch(new RegExp(`https://www\\.likyavilla\\.com\\.tr/odeme/[A-Za-z0-9_-]{32}`));
    expect(mail!.html).not.toContain(EVIL);
    expect(mail!.text).not.toContain(EVIL);
  });
});

describe('configuration', () => {
  it('PUBLIC_URL must be an origin; TRUST_PROXY is true, false or proxy addresses and ranges', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://WWW.likyavilla.com.tr/' }).publicUrl).toBe(`https://${SITE}`);
    expect(loadConfig({}).publicUrl).toBeUndefined();
    for (const bad of ['www.likyavilla.com.tr', 'ftp://x', 'https://x/path', 'https://u@x'])
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);

    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '172.18.0.0/16, 10.0.0.5,loopback' }).trustProxy).toEqual([
      '172.18.0.0/16',
      '10.0.0.5',
      'loopback',
    ]);
    expect(parseTrustProxy('fd00::/8')).toEqual(['fd00::/8']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'proxy', '1.2.3.4/8/1'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});
