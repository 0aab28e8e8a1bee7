import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { VillaCard } from '@villa/shared/contracts/storefront';
import type { SearchSort } from '@villa/shared/contracts/storefront';
import { HttpError } from '../src/lib/http-error.ts';
import { mulberry32 } from '../src/lib/rng.ts';
import { addDays } from '../src/modules/pricing/dates.ts';
import { rowsOf, searchToday } from '../src/modules/search/cards.ts';
import { searchVillas, type SearchInput } from '../src/modules/search/repository.ts';
import {
  compareAverage,
  kurus,
  SearchIndex,
  searchIndexCounters,
} from '../src/modules/search/search-index.ts';
import { build, login, type TestContext } from './helper.ts';
import { d, priceFixtures, reserve } from './reservation-fixtures.ts';

/**
 * The in-memory search (modules/search/search-index.ts) answers exactly as the SQL search
 * (queryCards) on a random catalogue: villas in every town, district and type, several price
 * periods each in four currencies with kuruş and odd minimum stays, gaps, blocks, features, photos,
 * ratings, inactive villas, ties in every ordering key, and exchange rates with four decimals (so
 * every TL price is rounded). 600 random queries, each compared field by field.
 */

let ctx: TestContext;
const SEED = Number(process.env.SEARCH_INDEX_SEED ?? 18);
/** Deterministic, so a failure reproduces with its seed. */
const rand = mulberry32(SEED);
const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const chance = (p: number) => rand() < p;

interface Ref {
  id: number;
  slug: string;
}
let towns: Ref[] = [];
let districts: Array<Ref & { town: number }> = [];
let types: Ref[] = [];
let featureIds: number[] = [];
const VILLAS = 140;

async function q<T>(statement: ReturnType<typeof sql>) {
  return rowsOf<T>(await ctx.db.execute(statement));
}

async function seedRandomCatalogue() {
  towns = await q<Ref>(sql`select id, slug from towns order by id`);
  districts = await q<Ref & { town: number }>(
    sql`select id, slug, town_id as town from districts order by id`,
  );
  types = await q<Ref>(sql`select id, slug from villa_types order by id`);
  const [category] = await q<{ id: number }>(
    sql`insert into feature_categories (name) values ('Dizin Özellikleri') returning id`,
  );
  for (const name of ['Havuz', 'Jakuzi', 'Deniz Manzarası', 'Korunaklı', 'Evcil Hayvan', 'Şömine']) {
    await ctx.db.execute(
      sql`insert into features (category_id, name, filterable) values (${category!.id}, ${name}, true)`,
    );
  }
  featureIds = (await q<{ id: number }>(sql`select id from features order by id`)).map((r) => Number(r.id));
  expect(towns.length).toBeGreaterThan(1);
  expect(types.length).toBeGreaterThan(1);
  expect(featureIds.length).toBeGreaterThan(3);
  await ctx.db.execute(sql`
    insert into settings (key, value, "group") values ('dollar_exchange_rate', '41.9537', 'general'),
      ('euro_exchange_rate', '48.0071', 'general'), ('sterling_exchange_rate', '0', 'general')
    on conflict (key) do update set value = excluded.value`);
  const today = searchToday();
  const sameInstant = new Date().toISOString();
  for (let i = 0; i < VILLAS; i++) {
    const town = pick(towns);
    const inTown = districts.filter((d) => Number(d.town) === Number(town.id));
    const district = inTown.length && chance(0.7) ? pick(inTown).id : null;
    const type = chance(0.9) ? pick(types).id : null;
    // Ties: many villas share a sort order, a capacity and a creation instant (broken by id).
    const created = chance(0.3)
      ? sameInstant
      : new Date(Date.now() - int(0, 400) * 86_400_000 - int(0, 999)).toISOString();
    const [villa] = await q<{ id: number }>(sql`
      insert into villas (name, slug, town_id, district_id, villa_type_id, capacity, bedrooms, bathrooms,
        cleaning_fee, sort_order, is_popular, is_villa_of_month, infants_count_in_capacity, active, created_at)
      values (${`Dizin Villa ${i}`}, ${`dizin-villa-${SEED}-${i}`}, ${town.id}, ${district}, ${type},
        ${int(1, 14)}, ${int(1, 6)}, ${int(1, 4)}, ${`${int(0, 3000)}.${String(int(0, 99)).padStart(2, '0')}`},
        ${int(0, 5)}, ${chance(0.25)}, ${chance(0.05)}, ${chance(0.5)}, ${chance(0.9)}, ${created})
      returning id`);
    const id = Number(villa!.id);
    // Price periods from before today to a year on, with gaps and odd lengths.
    let start = addDays(today, -int(0, 40));
    for (let p = int(0, 6); p > 0; p--) {
      const end = addDays(start, int(0, 120));
      if (chance(0.85)) {
        await ctx.db.execute(sql`
          insert into villa_prices (villa_id, start_date, end_date, nightly_price, currency, min_stay)
          values (${id}, ${start}, ${end}, ${`${int(40, 30000)}.${String(int(0, 99)).padStart(2, '0')}`},
            ${pick(['TL', 'TL', 'DOLLAR', 'EURO', 'POUND'])}, ${chance(0.6) ? 1 : int(2, 10)})`);
      }
      start = addDays(end, chance(0.7) ? 1 : int(2, 20));
    }
    let blockFrom = addDays(today, -int(0, 10));
    for (let b = int(0, 8); b > 0; b--) {
      const s = addDays(blockFrom, int(0, 40));
      const e = addDays(s, int(1, 14));
      await ctx.db.execute(sql`
        insert into villa_blocks (villa_id, period, kind)
        values (${id}, daterange(${s}::date, ${e}::date, '[)'), 'closed')`);
      blockFrom = e;
    }
    for (const f of featureIds) {
      if (chance(0.35)) await ctx.db.execute(sql`insert into villa_features values (${id}, ${f})`);
    }
    for (let k = int(0, 2); k > 0; k--) {
      await ctx.db.execute(sql`
        insert into villa_images (villa_id, file_key, width, height, alt, sort_order)
        values (${id}, ${`villas/dizin-${SEED}-${i}-${k}.webp`}, 1600, 1067, ${chance(0.5) ? `Foto ${k}` : ''}, ${int(0, 1)})`);
    }
    for (let c = int(0, 4); c > 0; c--) {
      await ctx.db.execute(sql`
        insert into comments (villa_id, author_name, rating, body, active)
        values (${id}, 'Misafir', ${int(1, 5)}, 'Yorum', ${chance(0.8)})`);
    }
  }
}

const SORTS: SearchSort[] = ['recommended', 'price_asc', 'price_desc', 'capacity_desc', 'newest'];

function randomQuery(): SearchInput {
  const today = searchToday();
  const input: SearchInput = { skip: pick([0, 0, 0, int(0, 60)]), take: pick([20, 20, 5, 100]) };
  if (chance(0.7)) {
    input.checkin = addDays(today, int(0, 300));
    input.checkout = addDays(input.checkin, chance(0.9) ? int(1, 14) : int(15, 60));
  }
  const party = rand();
  if (party < 0.3) input.guests = int(0, 14);
  else if (party < 0.5) {
    input.adults = int(0, 8);
    input.children = chance(0.5) ? int(0, 4) : undefined;
    input.infants = chance(0.5) ? int(0, 3) : undefined;
  }
  if (chance(0.35)) {
    const town = pick(towns);
    input.town = chance(0.5) ? String(town.id) : chance(0.9) ? town.slug : 'yok-boyle-bir-yer';
  }
  if (chance(0.15) && districts.length) {
    const district = pick(districts);
    input.district = chance(0.5) ? String(district.id) : district.slug;
  }
  if (chance(0.3)) {
    const list = Array.from({ length: int(1, 3) }, () => {
      const t = pick(types);
      return chance(0.5) ? String(t.id) : chance(0.9) ? t.slug : 'bilinmeyen-tur';
    });
    input.types = list.join(',');
  }
  if (chance(0.3))
    input.features = Array.from({ length: int(1, 3) }, () => String(pick(featureIds))).join(',');
  if (chance(0.3)) {
    input.minPrice = chance(0.7) ? int(0, 200) * 100 : int(0, 2_000_000) / 100;
    if (chance(0.5))
      input.maxPrice = input.minPrice + (chance(0.7) ? int(0, 400) * 100 : int(0, 3_000_000) / 100);
  } else if (chance(0.15)) input.maxPrice = int(0, 400) * 100;
  input.sort = chance(0.85) ? pick(SORTS) : undefined;
  return input;
}

beforeAll(async () => {
  ctx = await build();
  await seedRandomCatalogue();
});
afterAll(() => ctx.close());

describe('search index', () => {
  it('kurus and compareAverage are exact', () => {
    expect(kurus('1234.5')).toBe(123450);
    expect(kurus('1234.56')).toBe(123456);
    expect(kurus('7')).toBe(700);
    expect(kurus('0.07')).toBe(7);
    expect(kurus('12.3400')).toBe(1234);
    expect(() => kurus('1.005')).toThrow();
    // 1000.00 TL over 3 nights is 333.33… per night.
    expect(compareAverage(100000, 3, 333.33)).toBe(1);
    expect(compareAverage(100000, 3, 333.34)).toBe(-1);
    expect(compareAverage(99999, 3, 333.33)).toBe(0);
    expect(compareAverage(30, 1, 0.3)).toBe(0);
    expect(compareAverage(150, 1, 1.5)).toBe(0);
  });

  it('answers 600 random searches exactly as the SQL search does', async () => {
    const index = new SearchIndex(ctx.db, true);
    const built = await index.rebuild();
    expect(built.recommended.length).toBeGreaterThan(VILLAS * 0.8);
    const version = index.version;
    let nonEmpty = 0;
    let dated = 0;
    for (let n = 0; n < 600; n++) {
      const input = randomQuery();
      let fromSql: { items: VillaCard[]; total: number } | HttpError;
      try {
        fromSql = await searchVillas(ctx.db, input);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        fromSql = err;
      }
      let fromIndex: { items: VillaCard[]; total: number } | HttpError;
      const served = searchIndexCounters.served;
      try {
        fromIndex = await searchVillas(ctx.db, input, { index, version });
        expect(searchIndexCounters.served, 'answered from the index').toBe(served + 1);
      } catch (err) {
        if (!(err instanceof HttpError)) throw err;
        fromIndex = err;
      }
      if (fromSql instanceof HttpError) {
        expect(fromIndex, JSON.stringify(input)).toBeInstanceOf(HttpError);
        expect((fromIndex as HttpError).message).toBe(fromSql.message);
        continue;
      }
      expect(fromIndex, `seed ${SEED}, query ${n}: ${JSON.stringify(input)}`).toEqual(fromSql);
      if (fromSql.total > 0) nonEmpty++;
      if (input.checkin && fromSql.total > 0) dated++;
    }
    // The queries were not all trivially empty.
    expect(nonEmpty).toBeGreaterThan(250);
    expect(dated).toBeGreaterThan(100);
  });

  it('is not used for a newer catalogue version, and rebuilds to it', async () => {
    const index = new SearchIndex(ctx.db, true);
    await index.rebuild();
    const held = index.version;
    const admin = await login(ctx.app, 'ADMIN');
    const checkin = addDays(searchToday(), 30);
    const checkout = addDays(searchToday(), 33);
    // A villa free and priced (in a currency with a rate) for those nights in one period.
    const [villa] = await q<{ id: number }>(sql`
      select v.id from villas v join villa_prices p on p.villa_id = v.id
      where v.active and p.currency <> 'POUND' and p.start_date <= ${checkin}::date
        and p.end_date >= ${checkout}::date and p.min_stay <= 3
        and not exists (select 1 from villa_blocks b where b.villa_id = v.id
          and b.period && daterange(${checkin}::date, ${checkout}::date, '[)'))
      limit 1`);
    expect(villa).toBeDefined();
    const input: SearchInput = { checkin, checkout, skip: 0, take: 500 };
    const before = await searchVillas(ctx.db, input, { index, version: held });
    expect(before.items.some((c) => c.id === Number(villa!.id))).toBe(true);

    const booked = await reserve({ app: ctx.app, admin }, Number(villa!.id), checkin, checkout, 'confirmed');
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const [{ version } = { version: 0 }] = await q<{ version: number }>(
      sql`select version from catalog_version`,
    );
    expect(Number(version)).toBeGreaterThan(held);
    const fallbacks = searchIndexCounters.fallbacks;
    const after = await searchVillas(ctx.db, input, { index, version: Number(version) });
    expect(searchIndexCounters.fallbacks).toBe(fallbacks + 1);
    expect(after.items.some((c) => c.id === Number(villa!.id))).toBe(false);
    // The rebuild the stale search started brings the index to the new version.
    await index.rebuild();
    expect(index.version).toBe(Number(version));
    const again = await searchVillas(ctx.db, input, { index, version: Number(version) });
    expect(again).toEqual(after);
  });

  it('counts a repeated feature once (it used to match no villa)', async () => {
    const [row] = await q<{ feature_id: number }>(sql`
      select vf.feature_id from villa_features vf join villas v on v.id = vf.villa_id and v.active limit 1`);
    const once = await searchVillas(ctx.db, { features: String(row!.feature_id), skip: 0, take: 5 });
    const twice = await searchVillas(ctx.db, {
      features: `${row!.feature_id},${row!.feature_id}`,
      skip: 0,
      take: 5,
    });
    expect(once.total).toBeGreaterThan(0);
    expect(twice).toEqual(once);
  });

  /** Waits for the route's own index to be built (the first search starts the build). */
  async function untilBuilt(builds: number) {
    for (let i = 0; i < 200 && searchIndexCounters.builds <= builds; i++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(searchIndexCounters.builds).toBeGreaterThan(builds);
  }

  for (const cacheEntries of ['2000', '0']) {
    it(`GET /v2/search answers from the index once built, as SQL would (SEARCH_CACHE_ENTRIES=${cacheEntries})`, async () => {
      process.env.SEARCH_CACHE_ENTRIES = cacheEntries;
      let app: TestContext;
      try {
        app = await build();
      } finally {
        delete process.env.SEARCH_CACHE_ENTRIES;
      }
      try {
        await priceFixtures(app.db);
        const checkin = d('07-01');
        const checkout = d('07-08');
        const url = (sort: string) =>
          `/v2/search?checkin=${checkin}&checkout=${checkout}&sort=${sort}&take=50`;
        const builds = searchIndexCounters.builds;
        const first = await app.app.inject({ method: 'GET', url: url('price_asc') });
        expect(first.statusCode, first.body).toBe(200);
        await untilBuilt(builds);
        const served = searchIndexCounters.served;
        const second = await app.app.inject({ method: 'GET', url: url('price_desc') });
        expect(second.statusCode, second.body).toBe(200);
        expect(searchIndexCounters.served).toBe(served + 1);
        const bySql = await searchVillas(app.db, {
          checkin,
          checkout,
          sort: 'price_desc',
          skip: 0,
          take: 50,
        });
        expect(second.json()).toEqual(
          JSON.parse(JSON.stringify({ content: bySql.items, total: bySql.total })),
        );
        expect(bySql.total).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    });
  }
});
