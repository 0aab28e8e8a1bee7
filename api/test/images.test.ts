import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, imageUrl, storeImage } from '../src/lib/images.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { build, type TestContext } from './helper.ts';

const store = new MemoryFileStore();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await build({ seed: false, storage: store });
});
afterAll(() => ctx.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c8bb5' } })
    .png()
    .toBuffer();

describe('image uploads', () => {
  it('stores every display size under a generated name and serves it as an image', async () => {
    const stored = await storeImage(store, 'villas', await png(2000, 1200));
    expect(stored).toMatchObject({ width: 2000, height: 1200 });
    expect(stored.fileKey).toMatch(/^villas\/[0-9a-f]{24}$/);
    for (const w of IMAGE_WIDTHS) expect(store.files.has(`${stored.fileKey}-${w}.webp`)).toBe(true);
    const meta = await sharp(store.files.get(`${stored.fileKey}-480.webp`)!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 288 });

    const res = await ctx.app.inject({ method: 'GET', url: imageUrl(stored.fileKey, 960) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses files that are not images whatever their name says', async () => {
    await expect(storeImage(store, 'villas', Buffer.from('<script>alert(1)</script>'))).rejects.toMatchObject(
      {
        statusCode: 415,
      },
    );
    await expect(storeImage(store, 'villas', Buffer.alloc(0))).rejects.toMatchObject({ statusCode: 400 });
  });

  it('answers 404 for unknown or unsafe paths', async () => {
    for (const url of ['/uploads/villas/nope-960.webp', '/uploads/../../etc/passwd', '/uploads/x.html']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
