import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatImages, boats } from '../src/db/schema/boats.ts';
import { LocalFileStore } from '../src/lib/storage.ts';
import { bearer, build, type TestContext } from './helper.ts';
import { tokens } from './support/app.ts';
import { multipart } from './support/multipart.ts';

// Files go to the app's store: here a local one in a temporary folder, as the embedded server uses.
const dataDir = mkdtempSync(join(tmpdir(), 'boat-images-'));
const uploads = join(dataDir, 'uploads', 'boats');

let t: TestContext;
let admin: string;
let owner: string;
let boatId: number;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const upload = async (token: string | null, body: ReturnType<typeof multipart>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/boat/image',
    payload: body.payload,
    headers: { ...body.headers, ...(token ? bearer(token) : {}) },
  });

const imageCount = async () => (await t.db.select({ n: count() }).from(boatImages))[0]?.n ?? 0;
const files = () => {
  try {
    return readdirSync(uploads).sort();
  } catch {
    return [];
  }
};

beforeAll(async () => {
  t = await build({ storage: new LocalFileStore(join(dataDir, 'uploads')) });
  [admin, owner] = await tokens(t.app);
  boatId = (await t.db.select({ id: boats.id }).from(boats).limit(1))[0]!.id;
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('boat image routes', () => {
  it('refuse every write without a token (401) and from an OWNER (403), storing nothing', async () => {
    const body = multipart(
      { boat_id: String(boatId) },
      { name: 'a.png', type: 'image/png', data: await png(50, 50) },
    );
    expect((await upload(null, body)).statusCode).toBe(401);
    expect((await upload(owner, body)).statusCode).toBe(403);
    for (const r of [
      { method: 'DELETE' as const, url: '/v1/admin/boat/image/1' },
      {
        method: 'PUT' as const,
        url: '/v1/admin/boat/image/updateorder',
        payload: { boat_id: boatId, ids: [1] },
      },
    ]) {
      expect((await t.app.inject(r)).statusCode).toBe(401);
      expect((await t.app.inject({ ...r, headers: bearer(owner) })).statusCode).toBe(403);
    }
    expect(await imageCount()).toBe(0);
    expect(files()).toEqual([]);
  });

  it('stores an upload under a generated name in three webp sizes and serves them', async () => {
    const res = await upload(
      admin,
      multipart(
        { boat_id: String(boatId) },
        { name: '../../etc/passwd.png', type: 'image/png', data: await png(2000, 1000) },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    const image = res.json().content;
    expect(image).toMatchObject({ boat_id: boatId, width: 2000, height: 1000, order: 1 });
    expect(image.urls.medium).toMatch(/^\/uploads\/boats\/[a-f0-9]{32}-960\.webp$/);
    expect(files()).toHaveLength(3);
    for (const [size, width] of [
      ['small', 480],
      ['medium', 960],
      ['large', 1600],
    ] as const) {
      const file = await t.app.inject({ url: image.urls[size] });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    const detail = await t.app.inject({ url: `/v1/admin/boat/${boatId}`, headers: bearer(admin) });
    expect(detail.json().content.images.map((i: { id: number }) => i.id)).toEqual([image.id]);
    expect(detail.json().content.thumbnail).toBe(image.urls.small);
  });

  it('refuses files that are not jpeg/png/webp by their bytes, oversize files and bad boats', async () => {
    const before = await imageCount();
    const beforeFiles = files();
    const fake = multipart(
      { boat_id: String(boatId) },
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
      },
    );
    const r1 = await upload(admin, fake);
    // 415 Unsupported Media Type, as for a villa photo (lib/images.ts).
    expect(r1.statusCode).toBe(415);
    expect(r1.json().content.message).toBe('Yalnızca JPEG, PNG veya WebP görseller yüklenebilir.');

    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const r2 = await upload(
      admin,
      multipart({ boat_id: String(boatId) }, { name: 'a.png', type: 'image/png', data: gif }),
    );
    expect(r2.statusCode).toBe(415);

    const big = Buffer.concat([await png(10, 10), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const r3 = await upload(
      admin,
      multipart({ boat_id: String(boatId) }, { name: 'big.png', type: 'image/png', data: big }),
    );
    expect(r3.statusCode).toBe(413);
    expect(r3.json().content.message).toBe('Görsel en fazla 10 MB olabilir.');

    const r4 = await upload(
      admin,
      multipart({ boat_id: '999999' }, { name: 'a.png', type: 'image/png', data: await png(10, 10) }),
    );
    expect(r4.statusCode).toBe(400);
    expect(r4.json().content.message).toBe('Seçilen tekne bulunamadı.');

    const r5 = await upload(admin, multipart({ boat_id: String(boatId) }));
    expect(r5.statusCode).toBe(400);
    expect(r5.json().content.message).toBe('Yüklenecek görsel seçilmedi.');

    const r6 = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/boat/image',
      headers: bearer(admin),
      payload: { boat_id: boatId },
    });
    expect(r6.statusCode).toBe(400);

    expect(await imageCount()).toBe(before);
    expect(files()).toEqual(beforeFiles);
  });

  it('reorders all of a boat’s images and refuses a partial order', async () => {
    const second = await upload(
      admin,
      multipart({ boat_id: String(boatId) }, { name: 'b.png', type: 'image/png', data: await png(300, 200) }),
    );
    expect(second.json().content).toMatchObject({ order: 2, width: 300 });
    const ids = (
      await t.db.select({ id: boatImages.id }).from(boatImages).where(eq(boatImages.boatId, boatId))
    ).map((r) => r.id);
    const reversed = [...ids].sort((a, b) => b - a);
    const reorder = (order: (number | undefined)[]) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/admin/boat/image/updateorder',
        headers: bearer(admin),
        payload: { boat_id: boatId, ids: order },
      });
    const res = await reorder(reversed);
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((i: { id: number }) => i.id)).toEqual(reversed);
    for (const bad of [[reversed[0]], [...reversed, 999999], [reversed[0], reversed[0]]]) {
      const r = await reorder(bad);
      expect(r.statusCode).toBe(400);
      expect(r.json().content.message).toBe('Sıralama, teknenin tüm görsellerini bir kez içermeli.');
    }
    const rows = await t.db
      .select()
      .from(boatImages)
      .where(eq(boatImages.boatId, boatId))
      .orderBy(boatImages.sortOrder);
    expect(rows.map((r) => r.id)).toEqual(reversed);
  });

  it('deletes an image with its files; unknown names are 404', async () => {
    const [row] = await t.db.select().from(boatImages).where(eq(boatImages.boatId, boatId)).limit(1);
    const before = files().length;
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/boat/image/${row!.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(files()).toHaveLength(before - 3);
    expect(files().some((f) => f.startsWith(row!.fileBase))).toBe(false);
    expect((await t.app.inject({ url: `/uploads/boats/${row!.fileBase}-960.webp` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/boats/..%2F..%2Fjwt-secret' })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/v1/admin/boat/image/${row!.id}`,
          headers: bearer(admin),
        })
      ).statusCode,
    ).toBe(404);
  });
});
