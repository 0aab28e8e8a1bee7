import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from '../precompress.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompress (the build\u2019s .br and .gz copies)', () => {
  it('writes copies that decompress to the file, only where they are worth it', async () => {
    dir = mkdtempSync(join(tmpdir(), 'villa-precompress-'));
    mkdirSync(join(dir, 'assets'));
    const js = `export const villalar = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Villa ${i} Kaş`))};`;
    writeFileSync(join(dir, 'assets', 'home-Ab12Cd34.js'), js);
    writeFileSync(join(dir, 'mf-manifest.json'), '{"name":"storefront"}'); // too small to gain
    writeFileSync(join(dir, 'assets', 'noise-Zz12Yy34.js'), randomBytes(4096)); // incompressible
    writeFileSync(join(dir, 'assets', 'photo-Qq12Ww34.webp'), js); // not a text file
    // A copy left by an earlier build of a file that is gone.
    writeFileSync(join(dir, 'assets', 'old-Pp12Oo34.js.br'), 'stale');

    const result = await precompress(dir, { cache: null });

    const base = join(dir, 'assets', 'home-Ab12Cd34.js');
    expect(brotliDecompressSync(readFileSync(`${base}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${base}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${base}.br`).length).toBeLessThan(readFileSync(`${base}.gz`).length);
    expect(existsSync(join(dir, 'mf-manifest.json.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-Zz12Yy34.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'noise-Zz12Yy34.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo-Qq12Ww34.webp.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'old-Pp12Oo34.js.br'))).toBe(false);
    expect(result).toEqual({ files: 2, written: 2, reused: 0 });
  });

  it('copies the same bytes from its cache on a rebuild, and compresses changed files again', async () => {
    dir = mkdtempSync(join(tmpdir(), 'villa-precompress-'));
    const cache = join(dir, 'cache');
    const out = join(dir, 'dist');
    mkdirSync(out);
    const text = (n: number) =>
      `export const villalar = ${JSON.stringify(Array.from({ length: n }, (_, i) => `Villa ${i} Kalkan`))};`;
    writeFileSync(join(out, 'vendor-Aa11Bb22.js'), text(300));
    writeFileSync(join(out, 'screen-Cc33Dd44.js'), text(200));

    expect(await precompress(out, { cache })).toEqual({ files: 2, written: 4, reused: 0 });
    const first = readFileSync(join(out, 'vendor-Aa11Bb22.js.br'));
    const uncached = join(dir, 'uncached');
    mkdirSync(uncached);
    writeFileSync(join(uncached, 'vendor-Aa11Bb22.js'), text(300));
    await precompress(uncached, { cache: null });

    // The rebuild: the vendor chunk is the same, the screen changed.
    rmSync(join(out, 'screen-Cc33Dd44.js'));
    writeFileSync(join(out, 'screen-Ee55Ff66.js'), text(201));
    expect(await precompress(out, { cache })).toEqual({ files: 2, written: 4, reused: 1 });
    expect(readFileSync(join(out, 'vendor-Aa11Bb22.js.br'))).toEqual(first);
    expect(readFileSync(join(out, 'vendor-Aa11Bb22.js.br'))).toEqual(
      readFileSync(join(uncached, 'vendor-Aa11Bb22.js.br')),
    );
    expect(readFileSync(join(out, 'vendor-Aa11Bb22.js.gz'))).toEqual(
      readFileSync(join(uncached, 'vendor-Aa11Bb22.js.gz')),
    );
    expect(brotliDecompressSync(readFileSync(join(out, 'screen-Ee55Ff66.js.br'))).toString()).toBe(text(201));
    expect(existsSync(join(out, 'screen-Cc33Dd44.js.br'))).toBe(false);
  });
});
