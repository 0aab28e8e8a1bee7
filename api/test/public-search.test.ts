import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { VillaCard } from '@villa/shared/contracts/storefront';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import { towns } from '../src/db/schema/regions.ts';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { settings } from '../src/db/schema/settings.ts';
import {
  featureCategories,
  features,
  villaFeatures,
  villaPrices,
  villas,
  villaTypes,
} from '../src/db/schema/villas.ts';
import { bearer, build, login, type TestContext } from './helper.ts';
import { d } from './reservation-fixtures.ts';

/**
 * GET /v2/search on a town of its own with four villas of known prices and bookings, so that
 * every total, count and order can be checked exactly (availability at the edges of a booking,
 * stays over two price periods and currencies, gaps in the prices, minimum stays).
 */
let ctx: TestContext;
let adminToken: string;
let ownerToken: string;
const ids = { a: 0, b: 0, c: 0, e: 0 };
let typeA = { id: 0, slug: '' };
let typeB = { id: 0, slug: '' };
const featureIds: number[] = [];

type List = { content: VillaCard[]; total: number };
const TOWN = 'arama-koyu';
const search = async (query: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/v2/search?town=${TOWN}&${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<List>();
};
const stay = (checkIn: string, checkOut: string, more = '') =>
  search(`checkin=${d(checkIn)}&checkout=${d(checkOut)}${more ? `&${more}` : ''}`);
const idsOf = (list: List) => list.content.map((v) => v.id);

beforeAll(async () => {
  ctx = await build();
  adminToken = await login(ctx.app, 'ADMIN');
  ownerToken = await login(ctx.app, 'OWNER');
  const [town] = await ctx.db.insert(towns).values({ name: 'Arama Köyü', slug: TOWN }).returning();
  const types = await ctx.db.select().from(villaTypes).limit(2);
  typeA = { id: types[0]!.id, slug: types[0]!.slug };
  typeB = { id: types[1]!.id, slug: types[1]!.slug };
  const villa = (name: string, slug: string, villaTypeId: number, sortOrder: number) => ({
    name,
    slug,
    townId: town!.id,
    villaTypeId,
    capacity: 6,
    cleaningFee: '1500',
    sortOrder,
  });
  const rows = await ctx.db
    .insert(villas)
    .values([
      villa('Arama A', 'arama-a', typeA.id, 1),
      villa('Arama B', 'arama-b', typeA.id, 2),
      villa('Arama C', 'arama-c', typeB.id, 3),
      villa('Arama E', 'arama-e', typeB.id, 4),
    ])
    .returning({ id: villas.id });
  [ids.a, ids.b, ids.c, ids.e] = rows.map((r) => r.id) as [number, number, number, number];
  const period = (
    villaId: number,
    from: string,
    to: string,
    price: string,
    currency: string,
    minStay: number,
  ) => ({
    villaId,
    startDate: d(from),
    endDate: d(to),
    nightlyPrice: price,
    currency,
    minStay,
  });
  await ctx.db.insert(villaPrices).values([
    // A: June in TL (min 3 nights), July–August in euros (min 5).
    period(ids.a, '06-01', '06-30', '8000', 'TL', 3),
    period(ids.a, '07-01', '08-31', '250', 'EURO', 5),
    // B: one price all summer; booked 10–15 June (check-out on the 15th).
    period(ids.b, '06-01', '08-31', '5000', 'TL', 2),
    // C: no price for the nights of 21–24 June.
    period(ids.c, '06-01', '06-20', '6000', 'TL', 1),
    period(ids.c, '06-25', '08-31', '6000', 'TL', 1),
    // E: a ten-night minimum stay.
    period(ids.e, '06-01', '08-31', '7000', 'TL', 10),
  ]);
  await ctx.db
    .insert(villaBlocks)
    .values({ villaId: ids.b, period: `[${d('06-10')},${d('06-15')})`, kind: 'closed' });
  await ctx.db.update(settings).set({ value: '48' }).where(eq(settings.key, 'euro_exchange_rate'));
  const [category] = await ctx.db.insert(featureCategories).values({ name: 'Arama testi' }).returning();
  const made = await ctx.db
    .insert(features)
    .values([
      { categoryId: category!.id, name: 'Arama özelliği 1', filterable: true },
      { categoryId: category!.id, name: 'Arama özelliği 2', filterable: true },
    ])
    .returning({ id: features.id });
  featureIds.push(...made.map((f) => f.id));
  await ctx.db.insert(villaFeatures).values([
    { villaId: ids.a, featureId: featureIds[0]! },
    { villaId: ids.a, featureId: featureIds[1]! },
    { villaId: ids.b, featureId: featureIds[0]! },
  ]);
}, 120_000);
afterAll(async () => ctx?.close());

describe('GET /v2/search availability', () => {
  it('lets a stay start on the check-out day of a booking and end on its check-in day', async () => {
    expect(idsOf(await stay('06-15', '06-20'))).toContain(ids.b);
    expect(idsOf(await stay('06-05', '06-10'))).toContain(ids.b);
    expect(idsOf(await stay('06-14', '06-16'))).not.toContain(ids.b);
    expect(idsOf(await stay('06-09', '06-11'))).not.toContain(ids.b);
    expect(idsOf(await stay('06-01', '06-30'))).not.toContain(ids.b);
  });

  it('leaves out villas with a night without a price or a longer minimum stay', async () => {
    const gap = await stay('06-19', '06-23');
    expect(idsOf(gap)).not.toContain(ids.c);
    expect(idsOf(await stay('06-17', '06-21'))).toContain(ids.c);
    expect(idsOf(await stay('06-25', '06-27'))).toContain(ids.c);
    expect(idsOf(await stay('07-01', '07-08'))).not.toContain(ids.e);
    expect(idsOf(await stay('07-01', '07-11'))).toContain(ids.e);
  });
});

describe('GET /v2/search stay prices', () => {
  it('sums a stay over two price periods in two currencies, with the longest minimum stay', async () => {
    // 28–30 June at 8,000 TL, 1–2 July at 250 € × 48; both periods' minimum stays apply (max 5).
    const list = await stay('06-28', '07-03');
    const a = list.content.find((v) => v.id === ids.a)!;
    expect(a.nights).toBe(5);
    expect(a.stayTotalTl).toBe(3 * 8000 + 2 * 250 * 48 + 1500);
    const quote = await ctx.app.inject({
      method: 'GET',
      url: `/v1/villas/arama-a/quote?checkin=${d('06-28')}&checkout=${d('07-03')}&guests=2`,
    });
    expect(quote.statusCode, quote.body).toBe(200);
    expect(a.stayTotalTl).toBe(quote.json<{ content: StayQuote }>().content.totalTl);
    // Four nights touch July's five-night minimum.
    expect(idsOf(await stay('06-29', '07-03'))).not.toContain(ids.a);
  });

  it('reads the exchange rate of the moment', async () => {
    await ctx.db.update(settings).set({ value: '50' }).where(eq(settings.key, 'euro_exchange_rate'));
    try {
      const a = (await stay('07-01', '07-06')).content.find((v) => v.id === ids.a)!;
      expect(a.stayTotalTl).toBe(5 * 250 * 50 + 1500);
      // Without a usable euro rate the euro nights have no TL price, so A cannot be offered.
      for (const value of ['', '0', 'kur yok']) {
        await ctx.db.update(settings).set({ value }).where(eq(settings.key, 'euro_exchange_rate'));
        expect(idsOf(await stay('07-01', '07-06')), value).toEqual([ids.b, ids.c]);
      }
    } finally {
      await ctx.db.update(settings).set({ value: '48' }).where(eq(settings.key, 'euro_exchange_rate'));
    }
  });

  it('orders by the stay total and filters on its nightly average', async () => {
    // 1–6 July: A 12,000 (€), B 5,000, C 6,000 a night; E needs ten nights.
    const asc = await stay('07-01', '07-06', 'sort=price_asc');
    expect(asc.total).toBe(3);
    expect(idsOf(asc)).toEqual([ids.b, ids.c, ids.a]);
    expect(asc.content.map((v) => v.stayTotalTl)).toEqual([26500, 31500, 61500]);
    const desc = await stay('07-01', '07-06', 'sort=price_desc');
    expect(idsOf(desc)).toEqual([ids.a, ids.c, ids.b]);
    const ranged = await stay('07-01', '07-06', 'minPrice=5500&maxPrice=12000&sort=price_asc');
    expect(ranged.total).toBe(2);
    expect(idsOf(ranged)).toEqual([ids.c, ids.a]);
    expect(idsOf(await stay('07-01', '07-06', 'maxPrice=5999.99'))).toEqual([ids.b]);
  });

  it('counts every match and pages through them', async () => {
    const all = await stay('07-01', '07-11');
    expect(all.total).toBe(4);
    expect(idsOf(all)).toEqual([ids.a, ids.b, ids.c, ids.e]);
    const second = await stay('07-01', '07-11', 'take=2&skip=2');
    expect(second.total).toBe(4);
    expect(idsOf(second)).toEqual([ids.c, ids.e]);
    for (const v of all.content) expect(v.priceFromTl).toBeGreaterThan(0);
  });

  it('answers the same after many calls of one shape (a prepared statement on PostgreSQL)', async () => {
    const first = await stay('07-01', '07-06', 'sort=price_asc&guests=2');
    for (let i = 0; i < 8; i++)
      await stay(`07-${String(10 + i).padStart(2, '0')}`, '07-20', 'sort=price_asc&guests=2');
    expect(await stay('07-01', '07-06', 'sort=price_asc&guests=2')).toEqual(first);
    // Different dates through the same statement: B is booked 10–15 June.
    const june = await stay('06-12', '06-18', 'sort=price_asc&guests=2');
    expect(idsOf(june)).toEqual([ids.c, ids.a]);
  });
});

describe('GET /v2/search filters', () => {
  it('takes type ids and slugs together, and needs every listed feature', async () => {
    const mixed = await search(`types=${typeA.id},${typeB.slug}&take=100`);
    expect(mixed.total).toBe(4);
    expect((await search(`types=${typeB.slug}`)).total).toBe(2);
    expect(idsOf(await search(`types=${typeA.id}`))).toEqual([ids.a, ids.b]);
    expect(idsOf(await search(`features=${featureIds[0]}`))).toEqual([ids.a, ids.b]);
    expect(idsOf(await search(`features=${featureIds[0]},${featureIds[1]}`))).toEqual([ids.a]);
  });

  it('gives visitors, ADMIN and OWNER the same answer', async () => {
    const anon = await stay('07-01', '07-06');
    for (const token of [adminToken, ownerToken]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/v2/search?town=${TOWN}&checkin=${d('07-01')}&checkout=${d('07-06')}`,
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<List>()).toEqual(anon);
    }
  });
});
