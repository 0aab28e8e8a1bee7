import { asc, count, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { towns } from '../src/db/schema/regions.ts';
import { externalEntries, offerVillas, offers } from '../src/db/schema/reservations.ts';
import { villaImages, villaPrices, villas } from '../src/db/schema/villas.ts';
import { todayInTurkey } from '../src/modules/pricing/dates.ts';
import { expectAdminOnly, sender, usePricedApp } from './support/app.ts';
import { d } from './reservation-fixtures.ts';

let unpriced: number;
let closed: number;

const t = usePricedApp({}, async (t) => {
  // `other` is dearer to clean so the two totals differ: 4 June nights × 8,000 + 2,500.
  await t.db.update(villas).set({ cleaningFee: '2500' }).where(eq(villas.id, t.other));
  const rest = await t.db
    .select({ id: villas.id })
    .from(villas)
    .where(notInArray(villas.id, [t.owned, t.other]))
    .orderBy(asc(villas.id));
  unpriced = rest[0]!.id;
  closed = rest[1]!.id;
  await t.db.insert(villaImages).values([
    { villaId: t.owned, fileKey: 'villas/second', width: 800, height: 500, sortOrder: 2 },
    { villaId: t.owned, fileKey: 'villas/first', width: 800, height: 500, sortOrder: 1 },
  ]);
  // `closed` gets prices too, then a manual closing over the offer's dates.
  await t.db.update(villas).set({ capacity: 6 }).where(eq(villas.id, closed));
  await t.db.insert(villaPrices).values({
    villaId: closed,
    startDate: d('06-01'),
    endDate: d('06-30'),
    nightlyPrice: '5000',
    currency: 'TL',
    minStay: 1,
  });
  const ext = await send('POST', '/v1/admin/external', t.admin, {
    villaId: closed,
    startedAt: d('06-12'),
    finishedAt: d('06-20'),
    note: 'Bakım',
  });
  expect(ext.statusCode).toBe(201);
});

const validUntil = d('05-31');
const body = (over: Record<string, unknown> = {}) => ({
  customerName: 'Zeynep Kaya',
  customerEmail: 'zeynep@example.com',
  customerPhone: '+90 532 000 11 22',
  checkIn: d('06-10'),
  checkOut: d('06-14'),
  guests: 4,
  villaIds: [t.owned, t.other, unpriced, closed],
  validUntil,
  note: 'Havuzlu villalar',
  ...over,
});
const post = (payload: unknown, token: string | null = t.admin, url = '/v1/admin/offers') =>
  send('POST', url, token, payload as object);
const offerCount = async () => (await t.db.select({ n: count() }).from(offers))[0]!.n;

const send = sender(t);

describe('offers', () => {
  let token = '';
  let offerId = 0;

  it('prices each villa for the stay and leaves out the booked and unpriced ones, with the reason', async () => {
    const preview = await post(
      {
        checkIn: d('06-10'),
        checkOut: d('06-14'),
        guests: 4,
        villaIds: [t.owned, t.other, unpriced, closed],
      },
      t.admin,
      '/v1/admin/offers/preview',
    );
    expect(preview.statusCode).toBe(200);
    const lines = preview.json().content as Array<{
      villaId: number;
      totalAmount: number | null;
      reason: string | null;
    }>;
    expect(lines.find((l) => l.villaId === t.owned)).toMatchObject({
      totalAmount: 33_500,
      reason: null,
      nights: 4,
    });
    expect(lines.find((l) => l.villaId === t.other)).toMatchObject({ totalAmount: 34_500, reason: null });
    expect(lines.find((l) => l.villaId === unpriced)!.reason).toMatch(/fiyat tanımlı değil/);
    expect(lines.find((l) => l.villaId === closed)!.reason).toBe(
      'Bu tarihlerde dolu (rezervasyon veya kapatma var).',
    );
    expect(await offerCount()).toBe(0);

    const res = await post(body());
    expect(res.statusCode).toBe(201);
    const { offer, skipped } = res.json().content;
    expect(offer.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(
      offer.villas.map((v: { villaId: number; totalAmount: number }) => [v.villaId, v.totalAmount]),
    ).toEqual([
      [t.owned, 33_500],
      [t.other, 34_500],
    ]);
    expect(skipped.map((s: { villaId: number }) => s.villaId)).toEqual([unpriced, closed]);
    token = offer.token;
    offerId = offer.id;

    const [row] = await t.db.select().from(offers).where(eq(offers.id, offerId));
    expect(row).toMatchObject({
      customerName: 'Zeynep Kaya',
      guests: 4,
      checkIn: d('06-10'),
      note: 'Havuzlu villalar',
    });
    expect(row!.expiresAt!.toISOString()).toBe(new Date(`${validUntil}T23:59:59.999+03:00`).toISOString());
    const stored = await t.db.select().from(offerVillas).where(eq(offerVillas.offerId, offerId));
    expect(stored.map((s) => [s.villaId, Number(s.totalAmount)]).sort()).toEqual(
      [
        [t.owned, 33_500],
        [t.other, 34_500],
      ].sort(),
    );
  });

  it('the public link answers exactly the offer the customer sees, thumbnails from the first image', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/offer?client=true&token=${token}` });
    expect(res.statusCode).toBe(200);
    const [ownedVilla] = await t.db
      .select({ slug: villas.slug, name: villas.name, town: towns.name })
      .from(villas)
      .innerJoin(towns, eq(towns.id, villas.townId))
      .where(eq(villas.id, t.owned));
    const content = res.json().content;
    expect(Object.keys(content).sort()).toEqual([
      'checkIn',
      'checkOut',
      'customerName',
      'expiresAt',
      'guests',
      'villas',
    ]);
    expect(content).toMatchObject({
      customerName: 'Zeynep Kaya',
      checkIn: d('06-10'),
      checkOut: d('06-14'),
      guests: 4,
    });
    expect(content.villas[0]).toEqual({
      villaId: t.owned,
      slug: ownedVilla!.slug,
      name: ownedVilla!.name,
      thumbnail: '/uploads/villas/first-480.webp',
      totalAmount: 33_500,
      capacity: 6,
      townName: ownedVilla!.town,
    });
    expect(content.villas[1]).toMatchObject({ villaId: t.other, thumbnail: '', totalAmount: 34_500 });
  });

  it('an unknown or expired token is a 404 with a Turkish message; a missing token a 400', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/offer?client=true&token=nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().content.message).toBe('Teklif bulunamadı veya geçerlilik süresi doldu.');
    const missing = await t.app.inject({ method: 'GET', url: '/v1/offer?client=true' });
    expect(missing.statusCode).toBe(400);

    await t.db
      .update(offers)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(offers.id, offerId));
    const expired = await t.app.inject({ method: 'GET', url: `/v1/offer?client=true&token=${token}` });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().content.message).toBe('Teklif bulunamadı veya geçerlilik süresi doldu.');
    await t.db
      .update(offers)
      .set({ expiresAt: new Date(`${validUntil}T23:59:59.999+03:00`) })
      .where(eq(offers.id, offerId));
  });

  it('lists past offers with their links and villas; one offer by id', async () => {
    const list = await send('GET', '/v1/admin/offers?skip=0&take=20', t.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().content[0]).toMatchObject({ id: offerId, token, customerEmail: 'zeynep@example.com' });
    expect(list.json().content[0].villas).toHaveLength(2);
    const one = await send('GET', `/v1/admin/offers/${offerId}`, t.admin);
    expect(one.statusCode).toBe(200);
    expect(one.json().content.villas[1].totalAmount).toBe(34_500);
    const missing = await send('GET', '/v1/admin/offers/999999', t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().content.message).toBe('Teklif bulunamadı.');
  });

  it('refuses bad input with a Turkish message and stores nothing', async () => {
    const before = await offerCount();
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ checkOut: d('06-09') }, 400, /Çıkış tarihi giriş tarihinden sonra olmalı/],
      [{ villaIds: [] }, 400, /En az bir villa seçin/],
      [{ customerName: '' }, 400, /Müşteri adı gerekli/],
      [{ customerEmail: 'yanlis' }, 400, /Geçerli bir e-posta/],
      [{ guests: 0 }, 400, /Kişi sayısı en az 1 olmalı/],
      [{ checkIn: '2020-01-01', checkOut: '2020-01-05' }, 400, /geçmiş bir tarih/],
      [{ validUntil: d('06-11') }, 400, /Geçerlilik tarihi giriş tarihinden sonra olamaz/],
      [{ validUntil: '2020-01-01' }, 400, /Geçerlilik tarihi bugünden önce olamaz/],
      [{ checkIn: d('06-31') }, 400, /geçerli bir tarih değil/],
      [{ villaIds: [unpriced, closed] }, 409, /hiçbiri bu tarihler için teklif edilemiyor/],
      [{ guests: 20 }, 409, /en fazla 6 kişiliktir/],
    ];
    for (const [over, status, message] of cases) {
      const res = await post(body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json().content.message).toMatch(message);
    }
    expect(await offerCount()).toBe(before);
    expect(todayInTurkey() < d('06-10')).toBe(true);
  });

  it('OWNER gets 403 and no token 401 on every admin route; nothing changes', async () => {
    const calls = [
      { method: 'GET' as const, url: '/v1/admin/offers' },
      { method: 'GET' as const, url: `/v1/admin/offers/${offerId}` },
      { method: 'POST' as const, url: '/v1/admin/offers', payload: body() },
      {
        method: 'POST' as const,
        url: '/v1/admin/offers/preview',
        payload: { checkIn: d('06-10'), checkOut: d('06-14'), guests: 2, villaIds: [t.owned] },
      },
      { method: 'DELETE' as const, url: `/v1/admin/offers/${offerId}` },
    ];
    const before = await offerCount();
    await expectAdminOnly(t, calls);
    expect(await offerCount()).toBe(before);
  });

  it('a deleted offer no longer opens; a closing left in place still leaves its villa out', async () => {
    const del = await send('DELETE', `/v1/admin/offers/${offerId}`, t.admin);
    expect(del.statusCode).toBe(200);
    expect(del.json().content.message).toBe('Teklif silindi.');
    expect(await t.db.select().from(offerVillas).where(eq(offerVillas.offerId, offerId))).toHaveLength(0);
    const gone = await t.app.inject({ method: 'GET', url: `/v1/offer?client=true&token=${token}` });
    expect(gone.statusCode).toBe(404);
    const again = await send('DELETE', `/v1/admin/offers/${offerId}`, t.admin);
    expect(again.statusCode).toBe(404);
    expect(await t.db.select({ n: count() }).from(externalEntries)).toEqual([{ n: 1 }]);
  });
});
