import { asc } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { boats } from '../src/db/schema/boats.ts';
import { villas } from '../src/db/schema/villas.ts';
import { IMAGE_MESSAGES, IMAGE_WIDTHS, imageUrl, MAX_IMAGE_BYTES, storeImage } from '../src/lib/images.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { bearer, login } from './helper.ts';
import { useApp } from './support/app.ts';
import { multipart, type UploadFile } from './support/multipart.ts';

// lib/images.ts is the one image pipeline: villa and boat uploads (and the demo catalogue) check,
// cap and store photos through it, so a refused file gets the same status and message on both.

const store = new MemoryFileStore();
let admin: string;
let villaId: number;
let boatId: number;
const ctx = useApp({ storage: store }, async (ctx) => {
  admin = await login(ctx.app, 'ADMIN');
  villaId = (await ctx.db.select({ id: villas.id }).from(villas).orderBy(asc(villas.id)).limit(1))[0]!.id;
  boatId = (await ctx.db.select({ id: boats.id }).from(boats).orderBy(asc(boats.id)).limit(1))[0]!.id;
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#1c8bb5' } })
    .png()
    .toBuffer();
const gif = () =>
  sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
    .gif()
    .toBuffer();
/** JPEG's magic bytes followed by nothing a decoder can use. */
const brokenJpeg = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
/** A real PNG padded past the size limit. */
const oversized = async () => Buffer.concat([await png(10, 10), Buffer.alloc(MAX_IMAGE_BYTES + 10)]);

/** Uploads one file as a villa photo and as a boat photo. */
async function uploadBoth(file: UploadFile) {
  const villa = multipart({ villa_id: String(villaId) }, file);
  const boat = multipart({ boat_id: String(boatId) }, file);
  const [v, b] = [
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/villas/image',
      payload: villa.payload,
      headers: { ...villa.headers, ...bearer(admin) },
    }),
    await ctx.app.inject({
      method: 'POST',
      url: '/v1/admin/boat/image',
      payload: boat.payload,
      headers: { ...boat.headers, ...bearer(admin) },
    }),
  ];
  return { villa: v, boat: b };
}

describe('image pipeline', () => {
  it('stores every display size under a generated name and serves it as an image', async () => {
    const stored = await storeImage(store, 'villas', await png(2000, 1200));
    expect(stored).toMatchObject({ width: 2000, height: 1200 });
    expect(stored.fileKey).toMatch(/^villas\/[0-9a-f]{32}$/);
    for (const w of IMAGE_WIDTHS) expect(store.files.has(`${stored.fileKey}-${w}.webp`)).toBe(true);
    const meta = await sharp(store.files.get(`${stored.fileKey}-480.webp`)!).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 480, height: 288 });

    const res = await ctx.app.inject({ method: 'GET', url: imageUrl(stored.fileKey, 960) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses by the bytes: 415 for what is not a JPEG, PNG or WebP image, 413 over 10 MB, 400 empty', async () => {
    const files = store.files.size;
    const refused = async (data: Buffer) => {
      try {
        await storeImage(store, 'villas', data);
      } catch (err) {
        return { statusCode: (err as { statusCode?: number }).statusCode, message: (err as Error).message };
      }
      throw new Error('stored a file it should refuse');
    };
    expect(await refused(Buffer.from('<script>alert(1)</script>'))).toEqual({
      statusCode: 415,
      message: IMAGE_MESSAGES.notAnImage,
    });
    expect(await refused(await gif())).toEqual({ statusCode: 415, message: IMAGE_MESSAGES.notAnImage });
    expect(await refused(brokenJpeg())).toEqual({ statusCode: 415, message: IMAGE_MESSAGES.unreadable });
    expect(await refused(await oversized())).toEqual({
      statusCode: 413,
      message: 'Görsel en fazla 10 MB olabilir.',
    });
    expect(await refused(Buffer.alloc(0))).toEqual({ statusCode: 400, message: IMAGE_MESSAGES.empty });
    expect(store.files.size).toBe(files);
  });

  it('leaves no file behind when the store fails midway, and reports the store error (not the file)', async () => {
    const failing = new MemoryFileStore();
    let puts = 0;
    const put = failing.put.bind(failing);
    failing.put = async (key: string, data: Buffer) => {
      if (++puts === 2) throw new Error('disk full');
      return put(key, data);
    };
    await expect(storeImage(failing, 'boats', await png(1200, 800))).rejects.toThrow('disk full');
    expect(failing.files.size).toBe(0);
  });

  it('refuses the same file with the same status and message as a villa photo and as a boat photo', async () => {
    const cases = [
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      },
      { name: 'anim.png', type: 'image/png', data: await gif() },
      { name: 'broken.jpg', type: 'image/jpeg', data: brokenJpeg() },
      { name: 'big.png', type: 'image/png', data: await oversized() },
    ];
    const expected = [
      [415, IMAGE_MESSAGES.notAnImage],
      [415, IMAGE_MESSAGES.notAnImage],
      [415, IMAGE_MESSAGES.unreadable],
      [413, 'Görsel en fazla 10 MB olabilir.'],
    ];
    const files = store.files.size;
    for (const [i, file] of cases.entries()) {
      const { villa, boat } = await uploadBoth(file);
      const [status, message] = expected[i]!;
      expect([villa.statusCode, villa.json().content.message], `villa: ${file.name}`).toEqual([
        status,
        message,
      ]);
      expect([boat.statusCode, boat.json().content.message], `boat: ${file.name}`).toEqual([status, message]);
    }
    expect(store.files.size).toBe(files);

    // A good photo goes through both, under the same kind of generated name.
    const { villa, boat } = await uploadBoth({
      name: 'ok.png',
      type: 'image/png',
      data: await png(800, 600),
    });
    expect(villa.statusCode).toBe(201);
    expect(boat.statusCode).toBe(201);
    expect(villa.json().content.at(-1).urls.small).toMatch(/^\/uploads\/villas\/[a-f0-9]{32}-480\.webp$/);
    expect(boat.json().content.urls.small).toMatch(/^\/uploads\/boats\/[a-f0-9]{32}-480\.webp$/);
  });

  it('answers 404 for unknown or unsafe paths', async () => {
    for (const url of ['/uploads/villas/nope-960.webp', '/uploads/../../etc/passwd', '/uploads/x.html']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
    }
  });
});
