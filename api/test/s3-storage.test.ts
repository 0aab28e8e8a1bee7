import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageUrl, storeImage } from '../src/lib/images.ts';
import { S3FileStore } from '../src/lib/s3-storage.ts';
import { build, type TestContext } from './helper.ts';

const dir = mkdtempSync(join(tmpdir(), 's3rver-'));
let server: S3rver;
let store: S3FileStore;
let ctx: TestContext;

beforeAll(async () => {
  // An S3-compatible server started by the test: the same code path the compose file uses with MinIO.
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'villa-uploads', configs: [] }],
  });
  const { port } = await server.run();
  store = new S3FileStore({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'villa-uploads',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'uploads/',
  });
  ctx = await build({ seed: false, storage: store });
});

afterAll(async () => {
  await ctx.close();
  store.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('uploads in S3-compatible object storage', () => {
  it('puts, gets and deletes objects', async () => {
    await store.put('documents/abc123.pdf', Buffer.from('%PDF-1.4 test'), 'application/pdf');
    expect((await store.get('documents/abc123.pdf'))?.toString()).toBe('%PDF-1.4 test');
    await store.delete('documents/abc123.pdf');
    expect(await store.get('documents/abc123.pdf')).toBeNull();
  });

  it('stores image sizes there and the API serves them from it', async () => {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer();
    const stored = await storeImage(store, 'villas', png);
    const res = await ctx.app.inject({ method: 'GET', url: imageUrl(stored.fileKey, 480) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(480);
  });
});
