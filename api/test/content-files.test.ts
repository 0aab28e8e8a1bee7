import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { banks, documents } from '../src/db/schema/content.ts';
import { bearer, login } from './helper.ts';
import { sender, useApp } from './support/app.ts';

let admin: string;
let png: Buffer;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const t = useApp({}, async (t) => {
  admin = await login(t.app, 'ADMIN');
  png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0b4f6c' } })
    .png()
    .toBuffer();
});

const upload = (body: Buffer, type = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/admin/uploads/content',
    headers: { ...bearer(admin), 'content-type': type },
    payload: body,
  });
const bankCount = async () => (await t.db.select({ n: count() }).from(banks))[0]?.n ?? 0;
const docCount = async () => (await t.db.select({ n: count() }).from(documents))[0]?.n ?? 0;

const send = sender(t);

describe('uploads', () => {
  it('stores an image under a generated name and serves it with safe headers', async () => {
    const res = await upload(png, 'text/html');
    expect(res.statusCode).toBe(201);
    const { url, kind, mime } = res.json().content;
    expect(url).toMatch(/^\/uploads\/content\/[a-f0-9]{32}\.png$/);
    expect({ kind, mime }).toEqual({ kind: 'image', mime: 'image/png' });
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-disposition']).toBe('inline');
    expect(file.headers['content-security-policy']).toContain('sandbox');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(40);
  });

  it('serves a PDF as a download', async () => {
    const { url, kind } = (await upload(PDF, 'application/pdf')).json().content;
    expect(kind).toBe('pdf');
    const file = await t.app.inject({ url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses what its bytes say is not a PDF or image, whatever the claimed type', async () => {
    const html = await upload(Buffer.from('<html><script>alert(1)</script></html>'), 'image/png');
    expect(html.statusCode).toBe(400);
    expect(html.json().content.message).toBe('Yalnızca PDF, JPEG, PNG veya WEBP dosyaları yüklenebilir.');
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      'image/svg+xml',
    );
    expect(svg.statusCode).toBe(400);
    const empty = await upload(Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const big = await upload(Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().content.message).toBe('Dosya en fazla 10 MB olabilir.');
  });

  it('answers 404 for unknown or malformed file names', async () => {
    expect((await t.app.inject({ url: `/uploads/content/${'a'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/uploads/content/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });
});

describe('banks', () => {
  const body = {
    bankName: 'Akbank',
    branch: 'Fethiye',
    accountHolder: 'Likya Villa Turizm Ltd. Şti.',
    iban: 'tr33 0006 1005 1978 6457 8413 26',
    currency: 'USD',
    logoUrl: '',
    active: true,
  };

  it('lists the three seeded banks and creates one with a normalised IBAN and an uploaded logo', async () => {
    const list = await send('GET', '/v1/admin/banks', admin);
    expect(list.json().content).toHaveLength(3);
    const logoUrl = (await upload(png)).json().content.url;
    const res = await send('POST', '/v1/admin/banks', admin, { ...body, logoUrl });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toMatchObject({
      iban: 'TR330006100519786457841326',
      currency: 'USD',
      logoUrl,
    });
    const pub = await t.app.inject({ url: '/v1/website/bank' });
    expect(pub.json().content.map((b: { bankName: string }) => b.bankName)).toContain('Akbank');
  });

  it.each([
    [{ iban: 'TR330006100519786457841327' }, 'IBAN'],
    [{ iban: 'TR33000610051978645784' }, 'IBAN'],
    [{ bankName: '' }, 'Banka adı'],
    [{ currency: 'JPY' }, 'Para birimi'],
    [{ logoUrl: 'https://evil.example/logo.svg' }, 'Dosya bulunamadı'],
  ])('refuses %j with a Turkish 4xx and stores nothing', async (patch, word) => {
    const before = await bankCount();
    const res = await send('POST', '/v1/admin/banks', admin, {
      ...body,
      iban: 'TR190001000091234567890123',
      ...patch,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().content.message).toContain(word);
    expect(await bankCount()).toBe(before);
  });

  it('refuses a duplicate IBAN with 409', async () => {
    const res = await send('POST', '/v1/admin/banks', admin, { ...body, iban: 'TR290006400000112345678901' });
    expect(res.statusCode).toBe(409);
    expect(res.json().content.message).toBe('Bu IBAN ile kayıtlı bir hesap zaten var.');
  });

  it('updates, hides (activity) and deletes; hidden banks leave the public list', async () => {
    const [first] = await t.db.select().from(banks).where(eq(banks.bankName, 'Ziraat Bankası'));
    const upd = await send('PUT', `/v1/admin/banks/${first!.id}`, admin, {
      ...body,
      bankName: 'T.C. Ziraat Bankası',
      iban: first!.iban,
      currency: 'TL',
    });
    expect(upd.statusCode).toBe(200);
    const off = await send('PATCH', '/v1/admin/banks/activity', admin, { id: first!.id, active: false });
    expect(off.json().content.active).toBe(false);
    const pub = await t.app.inject({ url: '/v1/website/bank' });
    expect(pub.body).not.toContain('Ziraat');
    expect(pub.json().content[0]).not.toHaveProperty('active');
    const del = await send('DELETE', `/v1/admin/banks/${first!.id}`, admin);
    expect(del.statusCode).toBe(200);
    const again = await send('DELETE', `/v1/admin/banks/${first!.id}`, admin);
    expect(again.statusCode).toBe(404);
  });
});

describe('documents', () => {
  it('adds uploaded documents, reorders them and deletes one with its file', async () => {
    const pdf = (await upload(PDF)).json().content.url;
    const img = (await upload(png)).json().content.url;
    const a = await send('POST', '/v1/admin/documents', admin, { title: 'TÜRSAB Belgesi', fileUrl: pdf });
    expect(a.statusCode).toBe(201);
    expect(a.json().content).toMatchObject({ kind: 'pdf', sortOrder: 1 });
    const b = await send('POST', '/v1/admin/documents', admin, {
      title: 'Turizm İşletme Belgesi',
      fileUrl: img,
    });
    expect(b.json().content).toMatchObject({ kind: 'image', sortOrder: 2 });
    const ids = [b.json().content.id, a.json().content.id];
    const order = await send('PATCH', '/v1/admin/documents/order', admin, { ids });
    expect(order.statusCode).toBe(200);
    const pub = await t.app.inject({ url: '/v1/website/ourdocuments' });
    expect(pub.json().content.map((d: { id: number }) => d.id)).toEqual(ids);

    const del = await send('DELETE', `/v1/admin/documents/${ids[1]}`, admin);
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: pdf })).statusCode).toBe(404);
    expect(await docCount()).toBe(1);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = await t.db.select().from(documents);
    const noFile = await send('POST', '/v1/admin/documents', admin, {
      title: 'Belge',
      fileUrl: '/uploads/content/../../secret.pdf',
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().content.message).toContain('Dosya bulunamadı');
    const noTitle = await send('POST', '/v1/admin/documents', admin, {
      title: ' ',
      fileUrl: '/uploads/content/x.pdf',
    });
    expect(noTitle.json().content.message).toContain('Belge başlığı');
    const partial = await send('PATCH', '/v1/admin/documents/order', admin, { ids: [999] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().content.message).toContain('Sıralama tüm belgeleri');
    expect(await t.db.select().from(documents)).toEqual(before);
  });
});
