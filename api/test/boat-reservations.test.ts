import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boatPrices, boatReservations, boats } from '../src/db/schema/boats.ts';
import { todayIso } from '@villa/shared/lib/format/dates';
import { bearer, nextIp } from './helper.ts';
import { expectAdminOnly, sender, useSignedInApp } from './support/app.ts';

let boat: { id: number; slug: string; capacity: number; name: string };
let reservationId: number;

/** A date `days` after today (Istanbul), as YYYY-MM-DD. */
function day(days: number): string {
  const d = new Date(`${todayIso()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const request = (over: Record<string, unknown> = {}) => ({
  boat_id: boat.id,
  started_at: day(10),
  finished_at: day(11),
  guests: 4,
  customer_name: 'Deniz Kaptan',
  customer_email: 'Deniz@Example.com',
  customer_phone: '+90 555 123 45 67',
  note: 'Öğle yemeği dahil olsun.',
  ...over,
});

const send = (payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/boatreservations',
    payload: payload as object,
    remoteAddress: nextIp(),
  });

const reservationCount = async () => (await t.db.select({ n: count() }).from(boatReservations))[0]?.n ?? 0;

const t = useSignedInApp({}, async (t) => {
  const [row] = await t.db
    .select({ id: boats.id, slug: boats.slug, capacity: boats.capacity, name: boats.name })
    .from(boats)
    .where(eq(boats.slug, 'gulet-mavi-ruya'));
  boat = row!;
  const res = await send(request());
  reservationId = (await t.db.select({ id: boatReservations.id }).from(boatReservations))[0]!.id;
  expect(res.statusCode, res.body).toBe(201);
});

const call = sender(t);

describe('public boats', () => {
  it('lists active boats with a price and no token, filtered by capacity', async () => {
    const res = await t.app.inject({ url: '/v1/searchboats?client=true' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(6);
    const card = body.content.find((b: { slug: string }) => b.slug === 'gulet-mavi-ruya');
    expect(card).toMatchObject({
      name: 'Gulet Mavi Rüya',
      boat_type_name: 'Gulet',
      marina_name: 'Göcek Marina',
      town_name: 'Göcek',
      capacity: 12,
      thumbnail: null,
      from_price: { amount: 38000, currency: 'TL' },
      quote: null,
    });
    const big = await t.app.inject({ url: '/v1/searchboats?client=true&capacity=10' });
    expect(big.json().content.every((b: { capacity: number }) => b.capacity >= 10)).toBe(true);
    expect(big.json().total).toBe(2);
  });

  it('quotes the chosen days and leaves out boats held on them', async () => {
    const url = `/v1/searchboats?client=true&started_at=${day(10)}&finished_at=${day(12)}`;
    const res = await t.app.inject({ url });
    const card = res.json().content.find((b: { id: number }) => b.id === boat.id);
    expect(card.quote).toEqual({ amount: 3 * 38000, currency: 'TL', days: 3 });
    // A confirmed rental holds the days.
    await call('PUT', `/v1/admin/boatreservations/${reservationId}`, t.admin, { status: 'confirmed' });
    const after = await t.app.inject({ url });
    expect(after.json().content.some((b: { id: number }) => b.id === boat.id)).toBe(false);
    expect(after.json().total).toBe(5);
    const otherDays = await t.app.inject({
      url: `/v1/searchboats?client=true&started_at=${day(12)}&finished_at=${day(13)}`,
    });
    expect(otherDays.json().content.some((b: { id: number }) => b.id === boat.id)).toBe(true);
    await call('PUT', `/v1/admin/boatreservations/${reservationId}`, t.admin, { status: 'new' });
  });

  it('refuses bad search filters with a Turkish message', async () => {
    for (const [q, message] of [
      [`started_at=${day(3)}`, 'Başlangıç ve bitiş tarihlerini birlikte seçin.'],
      [`started_at=${day(5)}&finished_at=${day(3)}`, 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
      [`started_at=${day(-2)}&finished_at=${day(1)}`, 'Başlangıç tarihi bugünden önce olamaz.'],
      [`started_at=${day(1)}&finished_at=${day(80)}`, 'Tekne en fazla 60 gün için kiralanabilir.'],
      ['capacity=0', null],
      ['started_at=yarın&finished_at=sonra', null],
    ] as const) {
      const res = await t.app.inject({ url: `/v1/searchboats?client=true&${q}` });
      expect(res.statusCode, q).toBe(400);
      if (message) expect(res.json().content.message).toBe(message);
      else expect(res.json().content.message).toMatch(/^Geçersiz istek/);
    }
  });

  it('shows an active boat by slug with prices, features and busy days; 404 when inactive', async () => {
    const res = await t.app.inject({ url: `/v1/searchboats/${boat.slug}?client=true` });
    expect(res.statusCode).toBe(200);
    const detail = res.json().content;
    expect(detail).toMatchObject({ id: boat.id, images: [], busy: [] });
    expect(detail.features.map((g: { category: string }) => g.category)).toEqual([
      'Konfor',
      'Eğlence',
      'Güvenlik',
    ]);
    expect(detail.description).toContain('gulet');
    expect(detail.prices.length).toBeGreaterThan(0);
    await t.db.update(boats).set({ active: false }).where(eq(boats.id, boat.id));
    expect((await t.app.inject({ url: `/v1/searchboats/${boat.slug}` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/v1/searchboats?client=true' })).json().total).toBe(5);
    await t.db.update(boats).set({ active: true }).where(eq(boats.id, boat.id));
    expect((await t.app.inject({ url: '/v1/searchboats/yok-boyle-tekne' })).statusCode).toBe(404);
  });

  it('stores a rental request as a new, non-blocking reservation with a quote', async () => {
    const res = await send(request({ started_at: day(20), finished_at: day(20), guests: 2 }));
    expect(res.statusCode).toBe(201);
    const content = res.json().content;
    expect(content).toMatchObject({
      boat_name: boat.name,
      status: 'new',
      started_at: day(20),
      finished_at: day(20),
      total_amount: 38000,
      currency: 'TL',
    });
    expect(content.reservation_id).toMatch(/^TK[A-Z0-9]{7}$/);
    const [row] = await t.db
      .select()
      .from(boatReservations)
      .where(eq(boatReservations.reservationCode, content.reservation_id));
    expect(row).toMatchObject({
      status: 'new',
      customerEmail: 'deniz@example.com',
      guests: 2,
      totalAmount: '38000.00',
    });
    // Two requests for the same days are fine while neither holds them.
    expect((await send(request({ started_at: day(20), finished_at: day(20) }))).statusCode).toBe(201);
  });

  it('refuses bad requests with a Turkish message and stores nothing', async () => {
    const before = await reservationCount();
    const cases: [Record<string, unknown>, number, string | null][] = [
      [request({ customer_name: '' }), 400, null],
      [request({ customer_email: 'deniz' }), 400, null],
      [request({ customer_phone: 'abc' }), 400, null],
      [request({ guests: 0 }), 400, null],
      [request({ finished_at: day(9) }), 400, null],
      [request({ started_at: day(-1) }), 400, 'Başlangıç tarihi bugünden önce olamaz.'],
      [request({ guests: 13 }), 400, 'Bu tekne en fazla 12 kişi alır.'],
      [request({ boat_id: 999999 }), 404, 'Tekne bulunamadı.'],
    ];
    for (const [payload, status, message] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(res.json().content.message).toBe(message);
      else expect(res.json().content.message).toMatch(/^Geçersiz istek/);
    }
    expect(await reservationCount()).toBe(before);
  });

  it('refuses a request for days a blocking reservation holds', async () => {
    const held = await send(request({ started_at: day(30), finished_at: day(32) }));
    const id = (
      await t.db
        .select({ id: boatReservations.id })
        .from(boatReservations)
        .where(eq(boatReservations.reservationCode, held.json().content.reservation_id))
    )[0]!.id;
    await call('PUT', `/v1/admin/boatreservations/${id}`, t.admin, { status: 'awaiting_prepayment' });
    const before = await reservationCount();
    const res = await send(request({ started_at: day(32), finished_at: day(33) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().content.message).toBe('Seçilen tarihlerde tekne dolu.');
    expect(await reservationCount()).toBe(before);
    const detail = await t.app.inject({ url: `/v1/searchboats/${boat.slug}` });
    expect(detail.json().content.busy).toEqual([{ started_at: day(30), finished_at: day(32) }]);
  });
});

describe('admin boat reservations', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/v1/admin/boatreservations?skip=0&take=20' },
    { method: 'GET' as const, url: `/v1/admin/boatreservations/${reservationId}` },
    {
      method: 'PUT' as const,
      url: `/v1/admin/boatreservations/${reservationId}`,
      payload: { status: 'new' },
    },
  ];

  it('refuse calls without a token (401) and from an OWNER (403)', async () => {
    const [before] = await t.db.select().from(boatReservations).where(eq(boatReservations.id, reservationId));
    await expectAdminOnly(t, routes());
    const [after] = await t.db.select().from(boatReservations).where(eq(boatReservations.id, reservationId));
    expect(after).toEqual(before);
    for (const r of routes()) {
      expect((await t.app.inject({ ...r, headers: bearer(t.admin) })).statusCode).toBe(200);
    }
  });

  it('lists 20 a page, newest first, with every filter', async () => {
    const list = async (q: string) => (await call('GET', `/v1/admin/boatreservations?${q}`, t.admin)).json();
    const all = await list('');
    expect(all.total).toBe(await reservationCount());
    const ids = all.content.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.content[0]).toMatchObject({
      boat_id: boat.id,
      boat_name: boat.name,
      customer_name: 'Deniz Kaptan',
    });
    expect((await list('status=awaiting_prepayment')).total).toBe(1);
    expect((await list(`boat_id=${boat.id}`)).total).toBe(all.total);
    expect((await list('boat_id=999999')).total).toBe(0);
    expect(
      (await list(`started_at=${day(25)}`)).content.every(
        (r: { started_at: string }) => r.started_at >= day(25),
      ),
    ).toBe(true);
    expect((await list(`started_at=${day(25)}`)).total).toBe(1);
    expect((await list(`finished_at=${day(11)}`)).total).toBe(1);
    expect((await list(`created_at=${todayIso()}`)).total).toBe(all.total);
    expect((await list(`created_at=${day(-5)}`)).total).toBe(0);
    const code = all.content[0].reservation_id as string;
    expect((await list(`reservation_id=${code.slice(2, 6).toLowerCase()}`)).content[0].reservation_id).toBe(
      code,
    );
    const bad = await call('GET', '/v1/admin/boatreservations?status=onay', t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toContain('Geçerli bir durum seçin.');
  });

  it('changes status and days, refusing an overlap between blocking reservations (409)', async () => {
    const a = await send(request({ started_at: day(40), finished_at: day(42) }));
    const b = await send(request({ started_at: day(42), finished_at: day(44) }));
    const idOf = async (res: typeof a) =>
      (
        await t.db
          .select({ id: boatReservations.id })
          .from(boatReservations)
          .where(eq(boatReservations.reservationCode, res.json().content.reservation_id))
      )[0]!.id;
    const [ida, idb] = [await idOf(a), await idOf(b)];
    const put = (id: number, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/admin/boatreservations/${id}`,
        headers: bearer(t.admin),
        payload,
      });
    expect((await put(ida, { status: 'confirmed' })).json().content.status).toBe('confirmed');
    const refused = await put(idb, { status: 'confirmation_sent' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().content.message).toBe('Seçilen tarihlerde tekne dolu.');
    expect((await t.db.select().from(boatReservations).where(eq(boatReservations.id, idb)))[0]?.status).toBe(
      'new',
    );
    // Moving it one day later frees the overlap.
    const moved = await put(idb, { status: 'confirmation_sent', started_at: day(43), finished_at: day(44) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().content).toMatchObject({ status: 'confirmation_sent', started_at: day(43) });
    // Cancelling never conflicts.
    expect((await put(ida, { status: 'cancelled' })).statusCode).toBe(200);
  });

  it('refuses bad changes with a Turkish message and changes nothing', async () => {
    const [before] = await t.db.select().from(boatReservations).where(eq(boatReservations.id, reservationId));
    for (const payload of [
      { status: 'onaylandi' },
      {},
      { status: 'confirmed', started_at: day(5) },
      { status: 'confirmed', started_at: day(5), finished_at: day(4) },
      { status: 'confirmed', guests: 0 },
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/boatreservations/${reservationId}`,
        headers: bearer(t.admin),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().content.message).toMatch(/^Geçersiz istek/);
    }
    const missing = await call('PUT', '/v1/admin/boatreservations/999999', t.admin, { status: 'confirmed' });
    expect(missing.statusCode).toBe(404);
    const [after] = await t.db.select().from(boatReservations).where(eq(boatReservations.id, reservationId));
    expect(after).toEqual(before);
  });

  it('lets exactly one of many concurrent overlapping confirmations win', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await send(request({ started_at: day(50 + (i % 3)), finished_at: day(52) }));
      ids.push(
        (
          await t.db
            .select({ id: boatReservations.id })
            .from(boatReservations)
            .where(eq(boatReservations.reservationCode, res.json().content.reservation_id))
        )[0]!.id,
      );
    }
    const results = await Promise.all(
      ids.map((id) => call('PUT', `/v1/admin/boatreservations/${id}`, t.admin, { status: 'confirmed' })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(11);
    const confirmed = await t.db
      .select()
      .from(boatReservations)
      .where(eq(boatReservations.status, 'confirmed'));
    expect(confirmed.filter((r) => ids.includes(r.id))).toHaveLength(1);
  });

  it('is guarded by the database constraint even without the API', async () => {
    const [price] = await t.db.select().from(boatPrices).limit(1);
    expect(price).toBeDefined();
    const values = {
      boatId: boat.id,
      customerName: 'X',
      startedAt: day(70),
      finishedAt: day(71),
      status: 'confirmed',
    };
    await t.db.insert(boatReservations).values({ ...values, reservationCode: 'TKDBTEST1' });
    await expect(
      t.db.insert(boatReservations).values({ ...values, reservationCode: 'TKDBTEST2', startedAt: day(71) }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
    // Non-blocking statuses may overlap.
    await t.db
      .insert(boatReservations)
      .values({ ...values, reservationCode: 'TKDBTEST3', status: 'cancelled' });
  });
});
