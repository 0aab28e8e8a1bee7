import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type {
  EnquireResult,
  SearchOptions,
  ShortTermGap,
  VillaAvailability,
  VillaCard,
  VillaDetail,
} from '@villa/shared/contracts/storefront';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import { seedDemoCatalog } from '../src/seeds/demo.ts';
import { contactMessages } from '../src/db/schema/contact.ts';
import { reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { addDays, todayInTurkey } from '../src/modules/pricing/dates.ts';
import { bearer, build, login, nextIp, type TestContext } from './helper.ts';
import { guest } from './reservation-fixtures.ts';
import { expectBadRequest } from './support/app.ts';

let ctx: TestContext;
let adminToken: string;
let ownerToken: string;
const storage = new MemoryFileStore();

beforeAll(async () => {
  ctx = await build({ storage });
  const demo = await seedDemoCatalog(ctx.db, storage);
  expect(demo?.villas).toBeGreaterThanOrEqual(60);
  adminToken = await login(ctx.app, 'ADMIN');
  ownerToken = await login(ctx.app, 'OWNER');
}, 120_000);
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
type List<T> = { content: T[]; total: number };
const d = (days: number) => addDays(todayInTurkey(), days);
/** A low-season stay far enough ahead to be free of the demo bookings (they are within ~80 days). */
const FREE_IN = d(130);
const FREE_OUT = d(137);

describe('demo catalogue', () => {
  it('stores 60+ villas with photos in the file store, prices and bookings', async () => {
    const [row] = await ctx.db.select({ n: count() }).from(villas);
    expect(row?.n).toBeGreaterThanOrEqual(60);
    const keys = [...storage.files.keys()];
    expect(keys.filter((k) => k.endsWith('-960.webp')).length).toBeGreaterThan(300);
    const [blocks] = await ctx.db.select({ n: count() }).from(villaBlocks);
    expect(blocks?.n).toBeGreaterThan(100);
  });
});

describe('GET /v2/search', () => {
  it('lists 20 active villas a page for visitors, ADMIN and OWNER alike', async () => {
    const anon = await get('/v2/search?client=true');
    expect(anon.statusCode).toBe(200);
    const body = anon.json<List<VillaCard>>();
    expect(body.total).toBeGreaterThanOrEqual(60);
    expect(body.content).toHaveLength(20);
    expect(body.content[0]?.photo?.src).toMatch(/^\/uploads\/villas\/[0-9a-f]+-960\.webp$/);
    expect(body.content[0]?.photo?.width).toBe(1600);
    for (const token of [adminToken, ownerToken]) {
      const res = await get('/v2/search?client=true', bearer(token));
      expect(res.json<List<VillaCard>>().total).toBe(body.total);
    }
    const page2 = (await get('/v2/search?client=true&skip=20')).json<List<VillaCard>>();
    expect(page2.content[0]?.id).not.toBe(body.content[0]?.id);
    expect(new Set([...body.content, ...page2.content].map((v) => v.id)).size).toBe(40);
  });

  it('filters by town, guests, type and features', async () => {
    const kas = (await get('/v2/search?town=kas&take=100')).json<List<VillaCard>>();
    expect(kas.total).toBeGreaterThan(3);
    expect(kas.content.every((v) => v.townSlug === 'kas')).toBe(true);

    const big = (await get('/v2/search?guests=8&take=100')).json<List<VillaCard>>();
    expect(big.total).toBeGreaterThan(0);
    expect(big.content.every((v) => v.capacity >= 8)).toBe(true);

    const opts = (await get('/v1/search/options')).json<{ content: SearchOptions }>().content;
    const type = opts.types[0]!;
    const typed = (await get(`/v2/search?types=${type.id}&take=100`)).json<List<VillaCard>>();
    expect(typed.content.every((v) => v.typeName === type.name)).toBe(true);

    const pool = opts.features.find((f) => f.name === 'Jakuzi')!;
    const withPool = (await get(`/v2/search?features=${pool.id}&take=100`)).json<List<VillaCard>>();
    expect(withPool.total).toBeGreaterThan(0);
    expect(withPool.total).toBeLessThan(kas.total + 100);
    const detail = (await get(`/v1/villas/${withPool.content[0]!.slug}`)).json<{ content: VillaDetail }>();
    expect(detail.content.features.flatMap((g) => g.items.map((i) => i.name))).toContain('Jakuzi');
  });

  it('sorts by price and applies the nightly price range', async () => {
    const asc = (await get('/v2/search?sort=price_asc&take=100')).json<List<VillaCard>>().content;
    const prices = asc.map((v) => v.priceFromTl ?? Infinity);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const ranged = (await get('/v2/search?minPrice=4000&maxPrice=6000&take=100')).json<List<VillaCard>>();
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.content.every((v) => v.priceFromTl! >= 4000 && v.priceFromTl! <= 6000)).toBe(true);
  });

  it('returns only villas free for a dated stay, each with the quoted stay total', async () => {
    // A villa with a booking: searching exactly its nights must leave it out.
    const [block] = await ctx.db
      .select({ villaId: villaBlocks.villaId, start: sql<string>`lower(${villaBlocks.period})::text` })
      .from(villaBlocks)
      .where(sql`lower(${villaBlocks.period}) > ${d(20)}::date`)
      .limit(1);
    const checkIn = block!.start;
    const checkOut = addDays(checkIn, 4);
    const res = await get(`/v2/search?checkin=${checkIn}&checkout=${checkOut}&guests=2&take=100`);
    expect(res.statusCode).toBe(200);
    const body = res.json<List<VillaCard>>();
    expect(body.total).toBeGreaterThan(0);
    expect(body.content.map((v) => v.id)).not.toContain(block!.villaId);
    // Far from the demo bookings nearly every villa is free.
    const far = (await get(`/v2/search?checkin=${FREE_IN}&checkout=${FREE_OUT}&take=100`)).json<
      List<VillaCard>
    >();
    expect(far.total).toBeGreaterThanOrEqual(60);
    expect(far.content.every((v) => v.stayTotalTl! > 0 && v.nights === 7)).toBe(true);
    for (const v of body.content.slice(0, 4)) {
      expect(v.nights).toBe(4);
      const quote = await get(`/v1/villas/${v.slug}/quote?checkin=${checkIn}&checkout=${checkOut}&guests=2`);
      expect(quote.statusCode).toBe(200);
      expect(v.stayTotalTl).toBeCloseTo(quote.json<{ content: StayQuote }>().content.totalTl, 2);
    }
  });

  it('refuses malformed, reversed, past and oversized searches with Turkish messages', async () => {
    const cases: Array<[string, RegExp]> = [
      [`checkin=${FREE_OUT}&checkout=${FREE_IN}`, /Çıkış tarihi giriş tarihinden sonra/],
      ['checkin=2026-13-40&checkout=2026-14-01', /Giriş tarihi geçerli bir tarih değil/],
      [`checkin=${FREE_IN}`, /birlikte seçin/],
      [`checkin=${d(-5)}&checkout=${d(-1)}`, /geçmiş bir tarih/],
      ['guests=abc', /sayı/],
      ['minPrice=900&maxPrice=100', /En düşük fiyat/],
      ['sort=cheap', /Geçersiz sıralama/],
    ];
    for (const [q, message] of cases) {
      const res = await get(`/v2/search?client=true&${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ content: { message: string } }>().content.message).toMatch(message);
    }
  });
});

describe('search helpers', () => {
  it('GET /v1/search/options feeds the filters', async () => {
    const res = await get('/v1/search/options');
    expect(res.statusCode).toBe(200);
    const o = res.json<{ content: SearchOptions }>().content;
    expect(o.towns.map((t) => t.name)).toContain('Kaş');
    expect(o.towns.find((t) => t.slug === 'kas')?.districts.length).toBeGreaterThan(0);
    expect(o.types.length).toBeGreaterThanOrEqual(9);
    expect(o.features.length).toBeGreaterThan(5);
    expect(o.price.min).toBeGreaterThan(0);
    expect(o.price.max).toBeGreaterThan(o.price.min);
    expect(o.capacity.max).toBeGreaterThanOrEqual(8);
  });

  it('GET /v1/town/popular lists only popular towns with counts and photos', async () => {
    const towns = (await get('/v1/town/popular')).json<{
      content: Array<{ name: string; villaCount: number; photo: unknown }>;
    }>().content;
    expect(towns.map((t) => t.name)).toEqual(['Fethiye', 'Kaş', 'Kalkan']);
    expect(towns.every((t) => t.villaCount > 0 && t.photo)).toBe(true);
  });

  it('GET /v1/search/input folds Turkish letters and needs no token', async () => {
    const kas = (await get('/v1/search/input?searchString=kas')).json<{
      content: Array<{ slug: string; name: string; thumbnail: string; townName: string }>;
    }>().content;
    expect(kas.length).toBeGreaterThan(0);
    expect(kas[0]).toEqual({
      slug: expect.any(String),
      name: expect.any(String),
      thumbnail: expect.stringMatching(/-480\.webp$/),
      townName: expect.any(String),
    });
    // The town is shown beside the villa's name in the header search.
    expect(kas.some((h) => h.townName === 'Kaş')).toBe(true);
    const upper = (await get(`/v1/search/input?searchString=${encodeURIComponent('KAŞ')}`)).json<{
      content: unknown[];
    }>();
    expect(upper.content).toEqual(kas);

    const [town] = await ctx.db
      .execute(sql`insert into towns (name, slug) values ('İstanbul', 'istanbul') returning id`)
      .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
    await ctx.db
      .insert(villas)
      .values({ name: 'Villa Boğaziçi', slug: 'villa-bogazici', townId: Number(town!.id) });
    for (const q of ['ISTANBUL', 'İstanbul', 'istanbul', 'bogazici', 'BOĞAZİÇİ']) {
      const hits = (await get(`/v1/search/input?searchString=${encodeURIComponent(q)}`)).json<{
        content: Array<{ slug: string }>;
      }>().content;
      expect(
        hits.map((h) => h.slug),
        q,
      ).toContain('villa-bogazici');
    }
    expect((await get('/v1/search/input?searchString=k')).json<{ content: unknown[] }>().content).toEqual([]);
    expect((await get('/v1/search/input')).statusCode).toBe(400);
  });

  it('GET /v1/search/shortterm finds sellable 2–6 night gaps between bookings', async () => {
    const res = await get('/v1/search/shortterm?client=true&take=10');
    expect(res.statusCode).toBe(200);
    const gaps = res.json<List<ShortTermGap>>().content;
    expect(gaps.length).toBeGreaterThan(0);
    for (const g of gaps.slice(0, 5)) {
      expect(g.nights).toBeGreaterThanOrEqual(2);
      expect(g.nights).toBeLessThanOrEqual(6);
      const quote = await get(
        `/v1/villas/${g.villa.slug}/quote?checkin=${g.checkIn}&checkout=${g.checkOut}&guests=1`,
      );
      expect(quote.statusCode).toBe(200);
      expect(quote.json<{ content: StayQuote }>().content.totalTl).toBe(g.totalTl);
    }
  });
});

describe('villa pages', () => {
  it('GET /v1/villas/{slug} gives photos, features, prices and approved comments only', async () => {
    const res = await get('/v1/villas/villa-mavi-koy');
    expect(res.statusCode).toBe(200);
    const v = res.json<{ content: VillaDetail }>().content;
    expect(v.name).toBe('Villa Mavi Koy');
    expect(v.photos.length).toBeGreaterThanOrEqual(5);
    expect(v.photos[0]?.srcSet).toContain('1600w');
    expect(v.prices.length).toBeGreaterThan(0);
    expect(v.features.length).toBeGreaterThan(0);
    const rows = await ctx.db.execute(
      sql`select count(*)::int as n from comments where villa_id = ${v.id} and active`,
    );
    expect(v.comments.length).toBe(Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n));
  });

  it('answers 404 for unknown and inactive villas', async () => {
    expect((await get('/v1/villas/boyle-bir-villa-yok')).statusCode).toBe(404);
    await ctx.db.update(villas).set({ active: false }).where(eq(villas.slug, 'villa-gun-batimi'));
    expect((await get('/v1/villas/villa-gun-batimi')).statusCode).toBe(404);
    const all = (await get('/v2/search?take=100')).json<List<VillaCard>>().content;
    expect(all.map((x) => x.slug)).not.toContain('villa-gun-batimi');
    await ctx.db.update(villas).set({ active: true }).where(eq(villas.slug, 'villa-gun-batimi'));
  });

  it('GET /v1/villas/{slug}/availability lists booked and closed stays', async () => {
    const res = await get('/v1/villas/villa-likya-tasi/availability');
    expect(res.statusCode).toBe(200);
    const a = res.json<{ content: VillaAvailability }>().content;
    expect(a.blocked.length).toBeGreaterThan(0);
    expect(a.blocked[0]!.end > a.blocked[0]!.start).toBe(true);
    expect((await get('/v1/villas/villa-likya-tasi/availability?from=2026-02-30')).statusCode).toBe(400);
    expect((await get('/v1/villas/yok/availability')).statusCode).toBe(404);
  });

  it('GET /v1/villas/{slug}/quote prices a stay and refuses what cannot be sold', async () => {
    const ok = await get(`/v1/villas/villa-mavi-koy/quote?checkin=${FREE_IN}&checkout=${FREE_OUT}&guests=2`);
    expect(ok.statusCode).toBe(200);
    const q = ok.json<{ content: StayQuote }>().content;
    expect(q.nights).toBe(7);
    expect(q.totalTl).toBeCloseTo(q.accommodationTl + q.cleaningFeeTl, 2);
    expect(q.prepaymentTl).toBeGreaterThan(0);

    const tooMany = await get(
      `/v1/villas/villa-mavi-koy/quote?checkin=${FREE_IN}&checkout=${FREE_OUT}&guests=40`,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json<{ content: { message: string } }>().content.message).toMatch(/en fazla 6 kişilik/);

    const short = await get(
      `/v1/villas/villa-mavi-koy/quote?checkin=${FREE_IN}&checkout=${addDays(FREE_IN, 1)}&guests=2`,
    );
    expect(short.statusCode).toBe(400);
    expect(short.json<{ content: { message: string } }>().content.message).toMatch(/en az \d gece/);

    const [block] = await ctx.db
      .select({ start: sql<string>`lower(${villaBlocks.period})::text` })
      .from(villaBlocks)
      .innerJoin(villas, eq(villas.id, villaBlocks.villaId))
      .where(and(eq(villas.slug, 'villa-mavi-koy'), sql`lower(${villaBlocks.period}) > ${d(1)}::date`))
      .limit(1);
    const taken = await get(
      `/v1/villas/villa-mavi-koy/quote?checkin=${block!.start}&checkout=${addDays(block!.start, 4)}&guests=2`,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ content: { message: string } }>().content.message).toMatch(/dolu/);
  });
});

describe('POST /v1/reservations and GET /v1/enquire', () => {
  const body = (over: Record<string, unknown> = {}) => ({
    villaId: 1,
    checkIn: FREE_IN,
    checkOut: FREE_OUT,
    guests: 4,
    ...guest,
    ...over,
  });
  const post = (payload: unknown, ip = nextIp()) =>
    ctx.app.inject({
      method: 'POST',
      url: '/v1/reservations',
      payload: payload as object,
      remoteAddress: ip,
    });

  it('stores a new request priced on the server, without holding the calendar', async () => {
    const [{ n: blocksBefore }] = (await ctx.db.select({ n: count() }).from(villaBlocks)) as [{ n: number }];
    const res = await post(body({ totalAmount: 1 }));
    expect(res.statusCode).toBe(201);
    const { code, totalTl, status } = res.json<{
      content: { code: string; totalTl: number; status: string };
    }>().content;
    expect(code).toMatch(/^LV[A-Z2-9]{7}$/);
    expect(status).toBe('new');
    const [row] = await ctx.db.select().from(reservations).where(eq(reservations.reservationCode, code));
    expect(row).toMatchObject({
      status: 'new',
      source: 'web',
      guests: 4,
      nights: 7,
      customerEmail: 'deniz.aksoy@example.com',
    });
    expect(Number(row!.totalAmount)).toBeCloseTo(totalTl, 2);
    expect(totalTl).toBeGreaterThan(1000);
    expect(row!.kvkkConsentAt).not.toBeNull();
    const [{ n: blocksAfter }] = (await ctx.db.select({ n: count() }).from(villaBlocks)) as [{ n: number }];
    expect(blocksAfter).toBe(blocksBefore);

    // A second request for the same days is also accepted: only staff confirmation holds the days.
    expect((await post(body({ email: 'ikinci@example.com' }))).statusCode).toBe(201);

    const found = await get(`/v1/enquire?code=${code.toLowerCase()}&email=DENIZ.AKSOY@example.com`);
    expect(found.statusCode).toBe(200);
    const e = found.json<{ content: EnquireResult }>().content;
    expect(e).toMatchObject({
      code,
      status: 'new',
      statusLabel: 'Yeni talep',
      checkIn: FREE_IN,
      checkOut: FREE_OUT,
    });
    expect(e.villa.name).toBe('Villa Mavi Koy');
    expect(e.instructions.length).toBeGreaterThan(0);
    expect((await get(`/v1/enquire?code=${code}&email=baskasi@example.com`)).statusCode).toBe(404);
    expect((await get(`/v1/enquire?code=${code}&email=bozuk`)).statusCode).toBe(400);
  });

  it('refuses bad requests with Turkish messages and stores nothing', async () => {
    const [{ n: before }] = (await ctx.db.select({ n: count() }).from(reservations)) as [{ n: number }];
    const [block] = await ctx.db
      .select({ villaId: villaBlocks.villaId, start: sql<string>`lower(${villaBlocks.period})::text` })
      .from(villaBlocks)
      .where(sql`lower(${villaBlocks.period}) > ${d(1)}::date`)
      .limit(1);
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ kvkk: false }, 400, /KVKK/],
      [{ email: 'deniz' }, 400, /e-posta/],
      [{ phone: '12' }, 400, /telefon/],
      [{ name: '' }, 400, /Ad/],
      [{ checkIn: FREE_OUT, checkOut: FREE_IN }, 400, /Çıkış tarihi/],
      [{ checkIn: '2026-02-31' }, 400, /Giriş tarihi geçerli bir tarih değil/],
      [{ guests: 30 }, 400, /en fazla 6 kişilik/],
      [{ checkOut: addDays(FREE_IN, 1) }, 400, /en az \d gece/],
      [{ checkIn: d(-3), checkOut: d(2) }, 400, /geçmiş/],
      [{ villaId: 99999 }, 404, /Villa bulunamadı/],
      [
        { villaId: block!.villaId, checkIn: block!.start, checkOut: addDays(block!.start, 5), guests: 1 },
        409,
        /dolu/,
      ],
    ];
    for (const [over, status, message] of cases) {
      const res = await post(body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json<{ content: { message: string } }>().content.message).toMatch(message);
    }
    const [{ n: after }] = (await ctx.db.select({ n: count() }).from(reservations)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('rate limits requests from one address', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(body({ kvkk: false }), ip)).statusCode);
    expect(codes.slice(0, 5).every((c) => c === 400)).toBe(true);
    expect(codes[5]).toBe(429);
  });
});

describe('home data', () => {
  it('GET /v1/showcases gives active showcases in order with their villas', async () => {
    const s = (await get('/v1/showcases')).json<{ content: Array<{ title: string; villas: VillaCard[] }> }>()
      .content;
    expect(s.map((x) => x.title)).toEqual([
      'Balayı Villaları',
      'Muhafazakâr Villalar',
      'Kalabalık Aileler İçin',
    ]);
    expect(s.every((x) => x.villas.length > 0)).toBe(true);
    expect(s[2]!.villas.every((v) => v.capacity >= 8)).toBe(true);
  });

  it('GET /v1/villas/featured gives the villa of the month and popular villas', async () => {
    const f = (await get('/v1/villas/featured')).json<{
      content: { villaOfMonth: VillaCard | null; popular: VillaCard[] };
    }>().content;
    expect(f.villaOfMonth?.slug).toBe('villa-mavi-koy');
    expect(f.popular.length).toBeGreaterThan(3);
    expect(f.popular.every((v) => v.isPopular)).toBe(true);
  });

  it('GET /v1/website/comments pages approved comments 20 at a time', async () => {
    const first = (await get('/v1/website/comments')).json<List<{ id: number; villa: unknown }>>();
    expect(first.content).toHaveLength(20);
    const rows = await ctx.db.execute(sql`select count(*)::int as n from comments where active`);
    expect(first.total).toBe(Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0]?.n));
    const second = (await get('/v1/website/comments?skip=20')).json<List<{ id: number }>>();
    expect(second.content[0]?.id).not.toBe(first.content[0]?.id);
    expect((await get('/v1/website/comments?take=500')).statusCode).toBe(400);
  });
});

describe('site', () => {
  it('POST /v1/website/contact stores a message; bad input stores nothing', async () => {
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      remoteAddress: nextIp(),
      payload: {
        name: 'Selin Yurt',
        email: 'selin@example.com',
        message: 'Eylül’de 4 kişilik villa arıyoruz.',
        kvkk: true,
      },
    });
    expect(ok.statusCode).toBe(201);
    const [row] = await ctx.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'selin@example.com'));
    expect(row?.message).toContain('Eylül');
    const [{ n: before }] = (await ctx.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
    for (const payload of [
      { name: 'Selin', email: 'bozuk', message: 'Yeterince uzun bir mesaj.', kvkk: true },
      { name: 'Selin Yurt', email: 'a@b.co', message: 'kısa', kvkk: true },
      { name: 'Selin Yurt', email: 'a@b.co', message: 'Yeterince uzun bir mesaj.', kvkk: false },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/v1/website/contact',
        remoteAddress: nextIp(),
        payload,
      });
      expectBadRequest(res);
    }
    const [{ n: after }] = (await ctx.db.select({ n: count() }).from(contactMessages)) as [{ n: number }];
    expect(after).toBe(before);
  });

  it('serves sitemap.xml with villa, town, type, boat and blog pages, and robots.txt', async () => {
    // Without PUBLIC_URL and TRUST_PROXY: the request's own Host and scheme (public-origin.test.ts).
    const map = await ctx.app.inject({ url: '/sitemap.xml', headers: { host: 'www.likyavilla.com.tr' } });
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toContain('application/xml');
    expect(map.body).toContain('<loc>http://www.likyavilla.com.tr/villa/villa-mavi-koy</loc>');
    expect(map.body).toContain('<loc>http://www.likyavilla.com.tr/kas</loc>');
    expect(map.body).toContain('<loc>http://www.likyavilla.com.tr/about</loc>');
    expect(map.body).toContain('<loc>http://www.likyavilla.com.tr/tekneler</loc>');
    expect(map.body).toContain('<loc>http://www.likyavilla.com.tr/tekne/gulet-mavi-ruya</loc>');
    expect(map.body).toMatch(
      /<loc>http:\/\/www\.likyavilla\.com\.tr\/blog\/fethiyede-mutlaka-gormeniz-gereken-7-koy<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/,
    );
    const robots = await ctx.app.inject({ url: '/robots.txt', headers: { host: 'www.likyavilla.com.tr' } });
    expect(robots.body).toContain('Disallow: /dashboard');
    expect(robots.body).toMatch(/Sitemap: https?:\/\/www\.likyavilla\.com\.tr\/sitemap\.xml/);
  });
});
