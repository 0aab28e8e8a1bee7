import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { seedDemoCatalog } from '../src/seeds/demo.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { staticPlugin } from '../src/web/static.ts';
import { build, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { expectVillaMaviKoyHead, jsonLd, lateStartTags, metaContent, publicPage } from './support/seo.ts';

let t: TestContext;
let webRoot: string;

const INDEX = `<!doctype html><html lang="tr"><head><meta charset="UTF-8" />
<title>Kiralik Villa | Likya Villa</title>
<meta
  name="description"
  content="Varsayılan açıklama"
/>
</head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'villa-seo-'));
  mkdirSync(join(webRoot, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  mkdirSync(join(webRoot, 'mf-storefront', 'dist'), { recursive: true });
  writeFileSync(
    join(webRoot, 'mf-storefront', 'dist', 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [{ assets: { js: { sync: ['assets/parcel-Ab12Cd34.js', 'assets/home-Ef56Gh78.js'] } } }],
    }),
  );
  const storage = new MemoryFileStore();
  t = await build({ storage });
  await seedDemoCatalog(t.db, storage);
  await t.app.close();
  // Production sets PUBLIC_URL (docker-compose.yml): the origin of every URL in the head.
  const app = await buildApp({
    db: t.db,
    jwtSecret: TEST_JWT_SECRET,
    storage,
    publicUrl: 'https://www.likyavilla.com.tr',
  });
  await app.register(staticPlugin, { webRoot });
  await app.ready();
  t.app = app;
}, 120_000);
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const page = (url: string) => publicPage(t.app, url);

describe('server-rendered head of public pages', () => {
  it('a villa page carries its name, photo, price, canonical URL and schema.org data', async () => {
    const res = await page('/villa/villa-mavi-koy?checkin=2027-01-01');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expectVillaMaviKoyHead(html);
    // The first photo (the largest paint) is asked for first, before any script preload.
    expect(html).toMatch(
      /^<!doctype html><html lang="tr"><head><link rel="preload" as="image" href="\/uploads\/villas\/[0-9a-f]+-960\.webp" imagesrcset="[^"]+ 480w, [^"]+ 960w, [^"]+ 1600w" imagesizes="\(max-width: 640px\) 100vw, 66vw" fetchpriority="high">/,
    );
    expect(html).not.toContain('Varsayılan açıklama');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const data = jsonLd(html);
    expect(data).toMatchObject({ '@context': 'https://schema.org' });
    expect((data.image as string[]).length).toBeGreaterThan(0);
    // The storefront's hints come with the scripts, after the first paint (web/late-start.ts).
    expect(lateStartTags(html)).toEqual(
      expect.arrayContaining([
        '<link rel="modulepreload" crossorigin href="/remotes/mf-storefront/remoteEntry.js">',
        '<link rel="modulepreload" crossorigin href="/remotes/mf-storefront/assets/parcel-Ab12Cd34.js">',
      ]),
    );
    // The remotes map stays the last thing in the head.
    expect(html).toMatch(/<script type="application\/json" id="remotes-map">[^<]*<\/script><\/head>/);
  });

  it('home, listing, towns and types get their titles; the dashboard is left alone', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Kiralik Villa | Likya Villa</title>');
    expect(metaContent(home.body, 'name', 'description')).toMatch(/Fethiye/);
    expect((await page('/listing?town=kas')).statusCode).toBe(200);
    const town = await page('/kas');
    expect(town.statusCode).toBe(200);
    expect(town.body).toContain('<title>Kaş Kiralık Villa | Likya Villa</title>');
    const type = await page('/balayi-villasi');
    expect(type.body).toContain('<title>Balayı Villası | Likya Villa</title>');
    const about = await page('/about');
    expect(about.body).toContain('<title>Hakkımızda | Likya Villa</title>');
    const dash = await page('/dashboard/users');
    expect(dash.statusCode).toBe(200);
    expect(dash.body).not.toContain('og:title');
  });

  it("every public page without an image of its own is shared with the site's default image", async () => {
    const paths = [
      '/',
      '/listing?town=kas',
      '/kas',
      '/regions',
      '/blog',
      '/about',
      '/contact',
      '/boats',
      '/payment',
    ];
    for (const path of paths) {
      const html = (await page(path)).body;
      expect(metaContent(html, 'property', 'og:image'), path).toBe(
        'https://www.likyavilla.com.tr/og-default.jpg',
      );
      expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200');
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
    }
  });

  it('a blog post is shared with its own title, summary and schema.org article data', async () => {
    const res = await page('/blog/fethiyede-mutlaka-gormeniz-gereken-7-koy');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Fethiye’de Mutlaka Görmeniz Gereken 7 Koy | Likya Villa</title>');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    expect(metaContent(html, 'property', 'og:description')).toMatch(/^Ölüdeniz’den Kabak Koyu’na/);
    expect(metaContent(html, 'property', 'article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      /^https:\/\/www\.likyavilla\.com\.tr\/uploads\/villas\/[0-9a-f]+-960\.webp$/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="https://www.likyavilla.com.tr/blog/fethiyede-mutlaka-gormeniz-gereken-7-koy" />',
    );
    expect(jsonLd(html)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Fethiye’de Mutlaka Görmeniz Gereken 7 Koy',
      url: 'https://www.likyavilla.com.tr/blog/fethiyede-mutlaka-gormeniz-gereken-7-koy',
    });
  });

  it('a boat is shared with its name, type, marina and starting price', async () => {
    const res = await page('/tekne/gulet-mavi-ruya');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<title>Gulet Mavi Rüya | Likya Villa</title>');
    const description = metaContent(html, 'property', 'og:description') ?? '';
    expect(description).toContain('Gulet · Göcek Marina, Göcek');
    expect(description).toMatch(/12 kişi · 5 kabin/);
    expect(description).toMatch(/Günlük 38\.000 TL'den/);
    expect(metaContent(html, 'property', 'product:price:currency')).toBe('TRY');
    // The demo catalogue gives every boat photos: the first one is the preview image.
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      /^https:\/\/www\.likyavilla\.com\.tr\/uploads\/boats\/[0-9a-f]{32}-1600\.webp$/,
    );
    expect(jsonLd(html)).toMatchObject({
      '@type': 'Product',
      name: 'Gulet Mavi Rüya',
      offers: { lowPrice: 38000, priceCurrency: 'TRY' },
    });
  });

  it('unknown villas, slugs and paths answer a real 404 with noindex', async () => {
    for (const url of [
      '/villa/boyle-bir-villa-yok',
      '/boyle-bir-sayfa-yok',
      '/a/b/c',
      '/blog/boyle-bir-yazi-yok',
      '/tekne/boyle-bir-tekne-yok',
    ]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>Sayfa bulunamadı | Likya Villa</title>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('escapes what staff typed into the head', async () => {
    const { villas } = await import('../src/db/schema/villas.ts');
    const { eq } = await import('drizzle-orm');
    await t.db
      .update(villas)
      .set({ summary: 'Harika "villa" $& $1 </title><script>alert(1)</script>' })
      .where(eq(villas.slug, 'villa-zeytin'));
    const res = await page('/villa/villa-zeytin');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).toContain('&quot;villa&quot;');
    // Inserted as typed: '$&' is not replaced by what the insertion matched.
    expect(res.body).toContain('Harika &quot;villa&quot; $&amp; $1 &lt;/title&gt;');
  });
});
