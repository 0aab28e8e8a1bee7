// The production page path (SHELL_ORIGIN): the proxy sends page requests to the API, which writes
// the page's head, status, critical markup, preload hints and remotes map into the shell's
// index.html fetched from the shell's static service. Here a tiny HTTP server stands in for the
// shell's nginx (index.html with ETag, remotes.json) and another for the front proxy (the
// storefront's mf-manifest.json under /remotes/).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { seedDemoCatalog } from '../src/seeds/demo.ts';
import { formatMoney } from '@villa/shared/lib/format/money';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { DEFAULT_REMOTES } from '../src/web/remotes.ts';
import { SHELL_UNAVAILABLE_MESSAGE } from '../src/web/shell-origin.ts';
import { build, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { expectVillaMaviKoyHead, lateStartTags, metaContent, publicPage } from './support/seo.ts';
import { LATE_START_CSP_HASH, LATE_START_SCRIPT } from '../src/web/late-start.ts';

/** Like shell/dist/index.html: the generic head the API replaces, #root, the shell's module script. */
const template = (marker: string) => `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <title>Kiralik Villa | Likya Villa</title>
    <meta
      name="description"
      content="Varsayılan açıklama"
    />
    <script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-1e6fe144.js"></script>
  <!-- ${marker} --></head>
  <body>
    <div id="root"></div>
    <noscript>Bu siteyi kullanmak için JavaScript'i etkinleştirin.</noscript>
  </body>
</html>
`;

const STOREFRONT_MANIFEST = JSON.stringify({
  name: 'storefront',
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  exposes: [{ assets: { js: { sync: ['assets/parcel-Ab12Cd34.js', 'assets/home-Ef56Gh78.js'] } } }],
});

const CACHE_MS = 1_500;

interface StandIn {
  server: Server;
  origin: string;
  port: number;
}

async function standIn(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<StandIn> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { server, port, origin: `http://127.0.0.1:${port}` };
}

const close = (s: StandIn | undefined) =>
  s ? new Promise<void>((r) => s.server.close(() => r())) : Promise.resolve();

/** What the shell's static service serves now, and what it saw. */
const shell = {
  index: template('v1'),
  map: JSON.stringify(DEFAULT_REMOTES),
  /** Like a stopped container: connections are dropped. */
  down: false,
  seen: [] as Array<{ url: string; ifNoneMatch: string | undefined }>,
};
/** The front proxy as the API reaches it (PUBLIC_ORIGIN_INTERNAL): the remotes' files. */
const proxy = { manifests: new Map<string, string>(), seen: [] as string[] };

let shellSrv: StandIn | undefined;
let proxySrv: StandIn | undefined;
let t: TestContext;

const etag = (body: string) => `"${createHash('sha1').update(body).digest('hex').slice(0, 16)}"`;

beforeAll(async () => {
  shellSrv = await standIn((req, res) => {
    if (shell.down) {
      req.socket.destroy();
      return;
    }
    const ifNoneMatch = req.headers['if-none-match'];
    shell.seen.push({ url: req.url ?? '', ifNoneMatch });
    const body = req.url === '/index.html' ? shell.index : req.url === '/remotes.json' ? shell.map : null;
    if (body === null) {
      // The static image answers 404 for a missing file.
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
      return;
    }
    const tag = etag(body);
    if (ifNoneMatch === tag) {
      res.writeHead(304, { etag: tag }).end();
      return;
    }
    const type = req.url === '/index.html' ? 'text/html' : 'application/json';
    res.writeHead(200, { 'content-type': type, etag: tag, 'cache-control': 'no-cache' }).end(body);
  });
  proxySrv = await standIn((req, res) => {
    proxy.seen.push(req.url ?? '');
    const body = proxy.manifests.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  proxy.manifests.set('/remotes/mf-storefront/mf-manifest.json', STOREFRONT_MANIFEST);

  const storage = new MemoryFileStore();
  t = await build({
    storage,
    publicUrl: 'https://www.likyavilla.com.tr',
    shell: { origin: shellSrv.origin, internalOrigin: proxySrv.origin, cacheMs: CACHE_MS },
  });
  await seedDemoCatalog(t.db, storage);
}, 120_000);

afterAll(async () => {
  await t?.close();
  await close(shellSrv);
  await close(proxySrv);
});

const page = (url: string, app: App = t.app) => publicPage(app, url);
const inlineMap = (html: string) => {
  const m = /<script type="application\/json" id="remotes-map">([^<]*)<\/script><\/head>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, string>) : null;
};
const criticalData = (html: string) => {
  const m = /<script type="application\/json" id="critical-data">([^<]*)<\/script>/.exec(html);
  return m ? (JSON.parse(m[1]!) as Record<string, unknown>) : null;
};
const LAYOUT_KEYS = ['api:/v1/district', 'api:/v1/villatype', 'api:/v1/website/home'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('pages on the shell template (SHELL_ORIGIN)', () => {
  it('the home page: its title, the critical hero, the preload hints and the shell’s map inline', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Kiralik Villa | Likya Villa</title>');
    expect(html).not.toContain('Varsayılan açıklama');
    expect(metaContent(html, 'name', 'description')).toMatch(/Fethiye/);
    expect(html).toContain('<link rel="canonical" href="https://www.likyavilla.com.tr/" />');
    // The critical hero inside #root, its style in the head; the shell's own markup kept.
    expect(html).toContain('<div id="root"><div id="critical" aria-hidden="true">');
    expect(html).toContain('<section class="cr-hero">');
    expect(html).toMatch(/<style>[^<]*\.cr-hero\{[^<]*<\/style>/);
    expect(html).toContain('<!-- v1 -->');
    // The scripts start after the first paint: none in the head; the shell's module script, then the
    // hints from the storefront manifest (fetched through the internal origin), in the late start.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"|rel="preload" as="fetch"/);
    expect(lateStartTags(html)).toEqual([
      '<script type="module" crossorigin src="/assets/mf-entry-bootstrap-0-1e6fe144.js"></script>',
      '<link rel="preload" as="fetch" crossorigin href="/remotes/mf-storefront/mf-manifest.json">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-storefront/remoteEntry.js">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-storefront/assets/parcel-Ab12Cd34.js">',
      '<link rel="modulepreload" crossorigin href="/remotes/mf-storefront/assets/home-Ef56Gh78.js">',
    ]);
    // The inline script that adds them is the one the policy allows by its hash.
    const inline = /<script>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    expect(inline).toBe(LATE_START_SCRIPT);
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(proxy.seen).toContain('/remotes/mf-storefront/mf-manifest.json');
    // The remotes map stays the last thing in the head.
    expect(inlineMap(html)).toEqual(DEFAULT_REMOTES);
    // The layout's data (menus, footer, rates) as the API answers it, so the page asks for none.
    const data = criticalData(html);
    expect(Object.keys(data ?? {}).sort()).toEqual(LAYOUT_KEYS);
    for (const path of ['/v1/district', '/v1/villatype', '/v1/website/home']) {
      const api = await t.app.inject({ url: path });
      expect(data?.[`api:${path}`], path).toEqual((api.json() as { content: unknown }).content);
    }
  });

  it('a villa page: name, photo, price, JSON-LD and the critical title and photos with their data', async () => {
    const res = await page('/villa/villa-mavi-koy?checkin=2027-01-01');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expectVillaMaviKoyHead(html);
    expect(html).toContain('<div class="cr-villa">');
    expect(html).toContain('<h1>Villa Mavi Koy</h1>');
    expect(html).toMatch(/<div class="cr-grid"><div><img src="\/uploads\/villas\/[^"]+"/);
    const data = criticalData(html);
    expect(data).toHaveProperty(['villa:villa-mavi-koy', 'name'], 'Villa Mavi Koy');
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [...LAYOUT_KEYS, 'api:/v1/villas/villa-mavi-koy/availability', 'villa:villa-mavi-koy'].sort(),
    );
    // The calendar's booked days as the API answers them.
    const availability = await t.app.inject({ url: '/v1/villas/villa-mavi-koy/availability' });
    expect(data?.['api:/v1/villas/villa-mavi-koy/availability']).toEqual(
      (availability.json() as { content: unknown }).content,
    );
    expect(inlineMap(html)).toEqual(DEFAULT_REMOTES);
  });

  it('a listing page carries the first page of its cards, as the storefront asks for them, and preloads the first photo', async () => {
    const res = await page('/listing?guests=2&checkout=2027-06-17&checkin=2027-06-10&utm_source=x');
    expect(res.statusCode).toBe(200);
    const key = 'api:/v2/search?checkin=2027-06-10&checkout=2027-06-17&client=true&guests=2&take=20';
    const data = criticalData(res.body);
    expect(Object.keys(data ?? {}).sort()).toEqual([...LAYOUT_KEYS, key, 'api:/v1/search/options'].sort());
    const options = await t.app.inject({ url: '/v1/search/options' });
    expect(data?.['api:/v1/search/options']).toEqual((options.json() as { content: unknown }).content);
    // The same answer GET /v2/search gives, in the storefront query's shape ({ items, total }).
    const api = (await t.app.inject({ url: key.slice('api:'.length) })).json() as {
      content: Array<{ photo: { src: string } | null }>;
      total: number;
    };
    expect(api.total).toBeGreaterThan(0);
    expect(data?.[key]).toEqual({ items: api.content, total: api.total });
    // The first card's photo (the page's largest paint on a phone) is asked for first.
    expect(res.body).toMatch(
      new RegExp(`^[\\s\\S]*<head><link rel="preload" as="image" href="${api.content[0]!.photo!.src}"`),
    );
    // The first screen painted by the server: the banner with the dates, the count and the first
    // cards in the answer's order, their links carrying the stay (not the rest of the query).
    const html = res.body;
    expect(html).toContain('<div id="root"><div id="critical" aria-hidden="true">');
    expect(html).toMatch(/<style>[^<]*\.cr-card\{[^<]*<\/style>/);
    expect(html).toContain(
      '<h1>Kiralık Villalar</h1><p>10 Haziran – 17 Haziran 2027 tarihlerinde müsait villalar.</p>',
    );
    expect(html).toContain(`<p><strong>${api.total}</strong> villa bulundu</p>`);
    const cards = [...html.matchAll(/<article class="cr-card">[\s\S]*?<\/article>/g)].map((m) => m[0]);
    expect(cards).toHaveLength(Math.min(6, api.content.length));
    const items = api.content as unknown as Array<{
      slug: string;
      name: string;
      nights: number;
      stayTotalTl: number;
    }>;
    cards.forEach((card, i) => {
      const v = items[i]!;
      expect(card).toContain(
        `<a href="/villa/${v.slug}?checkin=2027-06-10&amp;checkout=2027-06-17&amp;guests=2" tabindex="-1">${v.name}</a>`,
      );
      expect(card).toContain(
        `<small>${v.nights} gece toplam</small><strong>${formatMoney(v.stayTotalTl, 'TL')}</strong>`,
      );
    });
    // Only the first photo is fetched at once and first; the cards below the fold wait for the viewport.
    expect(cards[0]).toMatch(/<img src="[^"]+"[^>]* fetchpriority="high"/);
    expect(cards.slice(2).every((c) => c.includes('loading="lazy"'))).toBe(true);
    // A villa type's page and /villa?types= are listings too; filters the API refuses embed nothing.
    const type = (await t.app.inject({ url: '/v1/villatype' })).json() as {
      content: Array<{ id: number; slug: string; name: string }>;
    };
    const first = type.content[0]!;
    for (const [url, title, lead] of [
      [`/${first.slug}`, first.name, `${first.name} seçeneklerimiz.`],
      [`/villa?types=${first.id}`, 'Kiralık Villalar', 'Seçtiğiniz villa tipine uygun villalar.'],
    ]) {
      const body = (await page(url!)).body;
      const keys = Object.keys(criticalData(body) ?? {});
      expect(keys, url).toContain(`api:/v2/search?client=true&take=20&types=${first.id}`);
      expect(body, url).toContain(`<h1>${title}</h1><p>${lead}</p>`);
      expect(body, url).toContain('<article class="cr-card">');
    }
    const refused = await page('/listing?checkin=10-06-2027&checkout=2027-06-17');
    expect(refused.statusCode).toBe(200);
    expect(Object.keys(criticalData(refused.body) ?? {}).sort()).toEqual(LAYOUT_KEYS);
    expect(refused.body).toContain('<div id="root"></div>');
  });

  it('towns get their title; unknown villas and slugs are a real 404 with noindex and no critical markup', async () => {
    const town = await page('/kas');
    expect(town.statusCode).toBe(200);
    expect(town.body).toContain('<title>Kaş Kiralık Villa | Likya Villa</title>');
    // The town's first screen: its banner with its districts and its first villas, with their data.
    expect(town.body).toContain('<h1>Kaş Kiralık Villa</h1><p>Kaş bölgesindeki kiralık villalar');
    expect(town.body).toContain('<article class="cr-card">');
    expect(Object.keys(criticalData(town.body) ?? {}).sort()).toEqual(
      [...LAYOUT_KEYS, 'api:/v1/search/options', 'api:/v2/search?client=true&take=20&town=kas'].sort(),
    );
    for (const url of ['/villa/boyle-bir-villa-yok', '/boyle-bir-sayfa-yok', '/v1x']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>Sayfa bulunamadı | Likya Villa</title>');
      expect(res.body, url).toContain('<meta name="robots" content="noindex" />');
      expect(res.body, url).toContain('<div id="root"></div>');
      // The not-found page still has the site's header and footer: their data comes along.
      expect(Object.keys(criticalData(res.body) ?? {}).sort(), url).toEqual(LAYOUT_KEYS);
      expect(inlineMap(res.body), url).toEqual(DEFAULT_REMOTES);
    }
  });

  it('what staff typed is escaped in a listing’s cards', async () => {
    const { villas } = await import('../src/db/schema/villas.ts');
    const { eq } = await import('drizzle-orm');
    const before = (await t.app.inject({ url: '/v2/search?town=kas&take=1' })).json() as {
      content: Array<{ slug: string }>;
    };
    const slug = before.content[0]!.slug;
    await t.db
      .update(villas)
      .set({ name: 'Villa "Koy" $& <img src=x onerror=alert(1)>' })
      .where(eq(villas.slug, slug));
    const res = await page('/kas');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain(
      `<a href="/villa/${slug}" tabindex="-1">Villa &quot;Koy&quot; $&amp; &lt;img src=x onerror=alert(1)&gt;</a>`,
    );
  });

  it('the dashboard gets the plain template with the map', async () => {
    for (const url of ['/dashboard', '/dashboard/villas']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).not.toContain('og:title');
      expect(res.body, url).not.toContain('modulepreload crossorigin href="/remotes/');
      expect(criticalData(res.body), url).toBeNull();
      expect(res.body, url).toContain('<title>Kiralik Villa | Likya Villa</title>');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(inlineMap(res.body), url).toEqual(DEFAULT_REMOTES);
    }
  });

  it('files and API paths are not pages: 404, never the template', async () => {
    for (const url of ['/remotes.json', '/index.html', '/assets/index-BZx7a9Qk.js', '/favicon.svg']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<html');
    }
    const api = await page('/v1/unknown/path');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ content: { message: 'Kayıt bulunamadı.' } });
    expect((await page('/healthz')).json()).toEqual({ content: { status: 'ok' } });
  });

  it('the template is cached and revalidated with its ETag: a new shell shows after the window', async () => {
    await page('/dashboard');
    const primed = Date.now();
    const before = shell.seen.length;
    shell.index = template('v2');
    const soon = await page('/dashboard');
    // Within the window the copy is used as it is, without asking the shell.
    if (Date.now() - primed < CACHE_MS) {
      expect(soon.body).toContain('<!-- v1 -->');
      expect(shell.seen.length).toBe(before);
    }
    await sleep(CACHE_MS + 100);
    const after = await page('/dashboard');
    expect(after.body).toContain('<!-- v2 -->');
    expect(after.body).not.toContain('<!-- v1 -->');
    // An unchanged file is revalidated with If-None-Match (a 304 keeps the copy).
    await sleep(CACHE_MS + 100);
    const same = await page('/');
    expect(same.body).toContain('<!-- v2 -->');
    const last = shell.seen.filter((s) => s.url === '/index.html').at(-1);
    expect(last?.ifNoneMatch).toBe(etag(template('v2')));
  });

  it('a switched remotes map shows after the window; the CSP allows its remote origins', async () => {
    const cdn = `${proxySrv!.origin}/cdn/mf-storefront/mf-manifest.json`;
    proxy.manifests.set('/cdn/mf-storefront/mf-manifest.json', STOREFRONT_MANIFEST);
    shell.map = JSON.stringify({ ...DEFAULT_REMOTES, storefront: cdn });
    await sleep(CACHE_MS + 100);
    const res = await page('/');
    expect(inlineMap(res.body)).toEqual({ ...DEFAULT_REMOTES, storefront: cdn });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${LATE_START_CSP_HASH} ${proxySrv!.origin}`);
    expect(csp).toContain(`connect-src 'self' ${proxySrv!.origin}`);
    expect(lateStartTags(res.body)).toEqual(
      expect.arrayContaining([
        `<link rel="preload" as="fetch" crossorigin href="${cdn}">`,
        `<link rel="modulepreload" crossorigin href="${proxySrv!.origin}/cdn/mf-storefront/remoteEntry.js">`,
      ]),
    );

    // A storefront manifest that cannot be fetched: the page goes out without hints.
    shell.map = JSON.stringify({ ...DEFAULT_REMOTES, storefront: '/remotes/mf-gone/mf-manifest.json' });
    await sleep(CACHE_MS + 100);
    const bare = await page('/');
    expect(bare.statusCode).toBe(200);
    expect(inlineMap(bare.body)?.storefront).toBe('/remotes/mf-gone/mf-manifest.json');
    expect(lateStartTags(bare.body)?.filter((t) => t.includes('/remotes/'))).toEqual([]);
    expect(bare.body).toContain('<section class="cr-hero">');

    shell.map = JSON.stringify(DEFAULT_REMOTES);
    await sleep(CACHE_MS + 100);
    expect(inlineMap((await page('/')).body)).toEqual(DEFAULT_REMOTES);
  });

  it('with the shell down, the cached copies keep pages working', async () => {
    await page('/villa/villa-mavi-koy');
    shell.down = true;
    try {
      await sleep(CACHE_MS + 100);
      for (const url of ['/villa/villa-mavi-koy', '/', '/dashboard/villas']) {
        const res = await page(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('<!-- v2 -->');
        expect(inlineMap(res.body), url).toEqual(DEFAULT_REMOTES);
      }
      expect((await page('/villa/villa-mavi-koy')).body).toContain('<h1>Villa Mavi Koy</h1>');
      expect((await page('/villa/boyle-bir-villa-yok')).statusCode).toBe(404);
    } finally {
      shell.down = false;
    }
  });

  it('with the shell unreachable and no copy yet: 503 with a Turkish message', async () => {
    // A port nothing listens on.
    const gone = await standIn(() => {});
    await close(gone);
    const app = await buildApp({
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      shell: { origin: gone.origin, cacheMs: CACHE_MS },
    });
    try {
      await app.ready();
      for (const url of ['/', '/villa/villa-mavi-koy', '/dashboard']) {
        const res = await page(url, app);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.headers['retry-after'], url).toBe('5');
        expect(res.body, url).toContain(SHELL_UNAVAILABLE_MESSAGE);
        expect(res.body, url).not.toContain('og:title');
      }
      // The API itself is unaffected.
      expect((await page('/healthz', app)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('SHELL_ORIGIN configuration', () => {
  it('reads the origins (trailing slash dropped) and the cache window; refuses what is no origin', async () => {
    const { loadConfig } = await import('../src/config.ts');
    const off = loadConfig({});
    expect(off.shellOrigin).toBeUndefined();
    expect(off.shellCacheSeconds).toBe(15);
    const on = loadConfig({
      SHELL_ORIGIN: 'http://shell/',
      PUBLIC_ORIGIN_INTERNAL: 'http://proxy:80',
      SHELL_CACHE_SECONDS: '0',
    });
    expect(on).toMatchObject({
      shellOrigin: 'http://shell',
      publicOriginInternal: 'http://proxy:80',
      shellCacheSeconds: 0,
    });
    expect(() => loadConfig({ SHELL_ORIGIN: 'shell' })).toThrow(/SHELL_ORIGIN/);
    expect(() => loadConfig({ SHELL_ORIGIN: 'http://shell/index.html' })).toThrow(/SHELL_ORIGIN/);
    expect(() => loadConfig({ PUBLIC_ORIGIN_INTERNAL: 'ftp://proxy' })).toThrow(/PUBLIC_ORIGIN_INTERNAL/);
  });
});
