import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES } from '../src/web/remotes.ts';
import { staticPlugin } from '../src/web/static.ts';
import { build, type TestContext } from './helper.ts';

let t: TestContext;
let webRoot: string;
let remotesFile: string;

const INDEX =
  '<!doctype html><html><head><title>Likya Villa</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'villa-web-'));
  mkdirSync(join(webRoot, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'index.html'), INDEX);
  writeFileSync(join(webRoot, 'shell', 'dist', 'assets', 'index-BZx7a9Qk.js'), 'console.log("shell")');
  writeFileSync(join(webRoot, 'shell', 'dist', 'favicon.svg'), '<svg/>');
  mkdirSync(join(webRoot, 'mf-storefront', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'mf-storefront', 'dist', 'mf-manifest.json'), '{"name":"storefront"}');
  writeFileSync(join(webRoot, 'mf-storefront', 'dist', 'remoteEntry.js'), 'export {}');
  writeFileSync(join(webRoot, 'mf-storefront', 'dist', 'assets', 'home-Ab12Cd34.js'), 'export {}');
  remotesFile = join(webRoot, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ storefront: 'https://cdn.example.com/storefront/mf-manifest.json' }),
  );

  // Seeded: villa pages answer 200 only for villas that exist (unknown slugs are a real 404).
  t = await build({ remotesFile });
  // The app is ready; a second app carries the static plugin like server.ts registers it.
  await t.app.close();
  const { buildApp } = await import('../src/app.ts');
  const { TEST_JWT_SECRET } = await import('./helper.ts');
  const app = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, remotesFile });
  await app.register(staticPlugin, { webRoot, remotesFile });
  await app.ready();
  t.app = app;
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

describe('embedded static serving', () => {
  it('SPA routes get index.html with the remotes map injected, not cached', async () => {
    for (const url of ['/', '/villa/villa-mavi-koy', '/dashboard/users']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(
        `<script type="application/json" id="remotes-map">${JSON.stringify({
          ...DEFAULT_REMOTES,
          storefront: 'https://cdn.example.com/storefront/mf-manifest.json',
        })}</script></head>`,
      );
    }
  });

  it('escapes < in the injected map', async () => {
    writeFileSync(remotesFile, JSON.stringify({ storefront: '/x</script><script>alert(1)</script>' }));
    const res = await t.app.inject({ url: '/' });
    expect(res.body).not.toContain('</script><script>alert(1)');
    expect(res.body).toContain('\\u003c/script>');
    writeFileSync(
      remotesFile,
      JSON.stringify({ storefront: 'https://cdn.example.com/storefront/mf-manifest.json' }),
    );
  });

  it('remotes.json is re-read from REMOTES_FILE on every request', async () => {
    const first = await t.app.inject({ url: '/remotes.json' });
    expect(first.headers['cache-control']).toBe('no-cache');
    // A map names only the remotes it moves; the others keep their built-in place.
    expect(first.json()).toEqual({
      ...DEFAULT_REMOTES,
      storefront: 'https://cdn.example.com/storefront/mf-manifest.json',
    });
    writeFileSync(remotesFile, JSON.stringify(DEFAULT_REMOTES));
    const second = await t.app.inject({ url: '/remotes.json' });
    expect(second.json()).toEqual(DEFAULT_REMOTES);
    writeFileSync(
      remotesFile,
      JSON.stringify({ storefront: 'https://cdn.example.com/storefront/mf-manifest.json' }),
    );
  });

  it('the CSP allows scripts from the remote origins in the map', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.example\.com/);
    // The policy follows a switched map at once (the map is kept only while its file is unchanged).
    writeFileSync(
      remotesFile,
      JSON.stringify({ storefront: 'https://cdn2.example.org/sf/mf-manifest.json' }),
    );
    const switched = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(switched).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/cdn2\.example\.org/);
    expect(switched).not.toContain('cdn.example.com');
    writeFileSync(
      remotesFile,
      JSON.stringify({ storefront: 'https://cdn.example.com/storefront/mf-manifest.json' }),
    );
    const back = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(back).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+' https:\/\/cdn\.example\.com/);
  });

  it('hashed assets are immutable, other files revalidate', async () => {
    const asset = await t.app.inject({ url: '/assets/index-BZx7a9Qk.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("shell")');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it('serves remotes from <WEB_ROOT>/<dir>/dist with the right cache headers', async () => {
    const manifest = await t.app.inject({ url: '/remotes/mf-storefront/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.app.inject({ url: '/remotes/mf-storefront/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ url: '/remotes/mf-storefront/assets/home-Ab12Cd34.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/remotes/mf-storefront/nope.js' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/remotes/mf-storefront/..%2F..%2Fremotes.json' })).statusCode).toBe(
      404,
    );
  });

  it('missing files and unknown API paths are 404, never the SPA', async () => {
    expect((await t.app.inject({ url: '/assets/missing-AAAAAAAA.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ url: '/v1/unknown/path' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ content: { message: 'Kayıt bulunamadı.' } });
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ content: { status: 'ok' } });
  });

  it('compresses responses when asked', async () => {
    writeFileSync(join(webRoot, 'shell', 'dist', 'big.txt'), 'villa '.repeat(5000));
    const res = await t.app.inject({ url: '/big.txt', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it("sends the build's brotli and gzip copies as they are, and the file itself to other clients", async () => {
    const body = `export const villalar = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `Villa ${i}`))};`;
    const brotli = brotliCompressSync(body);
    const gzipped = gzipSync(body, { level: 9 });
    for (const [dir, url] of [
      [join(webRoot, 'mf-storefront', 'dist', 'assets'), '/remotes/mf-storefront/assets/villas-Qw12Er34.js'],
      [join(webRoot, 'shell', 'dist', 'assets'), '/assets/villas-Qw12Er34.js'],
    ] as const) {
      writeFileSync(join(dir, 'villas-Qw12Er34.js'), body);
      writeFileSync(join(dir, 'villas-Qw12Er34.js.br'), brotli);
      writeFileSync(join(dir, 'villas-Qw12Er34.js.gz'), gzipped);

      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode, url).toBe(200);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.rawPayload.equals(brotli), url).toBe(true);
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(body);
      expect(br.headers['content-type'], url).toContain('javascript');
      expect(br.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary, url).toContain('accept-encoding');

      const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gz.rawPayload.equals(gzipped), url).toBe(true);
      expect(gunzipSync(gz.rawPayload).toString(), url).toBe(body);

      const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(body);
    }
  });
});
