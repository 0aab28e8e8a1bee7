import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import type { VillaCard } from '@villa/shared/contracts/storefront';
import { settings } from '../src/db/schema/settings.ts';
import { villaPrices, villas } from '../src/db/schema/villas.ts';
import type { Db } from '../src/db/types.ts';
import { SearchCache, searchCacheCounters } from '../src/modules/search/cache.ts';
import { rowsOf } from '../src/modules/search/cards.ts';
import { build, login, TEST_DB, type TestContext } from './helper.ts';
import { closeDays, d, priceFixtures, reserve } from './reservation-fixtures.ts';

/**
 * GET /v2/search answers are cached per catalogue version (modules/search/cache.ts): the same
 * query twice is answered from memory, and every change to what an answer is built from, by the
 * API or by plain SQL on another connection, gives the next request a fresh answer.
 */
type List = { content: VillaCard[]; total: number };

let ctx: TestContext;
let admin: string;
let owned = 0;
let other = 0;

const search = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/v2/search?take=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.body, list: res.json<List>(), type: res.headers['content-type'] };
};
const card = (list: List, id: number) => list.content.find((c) => c.id === id);
/** Counts the searches computed and served from memory while `run` runs. */
const counted = async <T>(run: () => Promise<T>) => {
  const before = { ...searchCacheCounters };
  const result = await run();
  return {
    result,
    hits: searchCacheCounters.hits - before.hits,
    misses: searchCacheCounters.misses - before.misses,
  };
};
const catalogVersion = async (db: Db) =>
  Number(rowsOf<{ version: string }>(await db.execute(sql`select version from catalog_version`))[0]!.version);

/** Runs SQL outside the app's drizzle instance: a connection of its own on PostgreSQL. */
async function onOtherConnection(statement: string) {
  const client = (ctx.db as unknown as { $client: unknown }).$client;
  if (TEST_DB === 'postgres') {
    const other = new pg.Client({ connectionString: (client as pg.Pool).options.connectionString });
    await other.connect();
    try {
      await other.query(statement);
    } finally {
      await other.end();
    }
  } else {
    await (client as PGlite).exec(statement);
  }
}

beforeAll(async () => {
  ctx = await build();
  admin = await login(ctx.app, 'ADMIN');
  ({ owned, other } = await priceFixtures(ctx.db));
});
afterAll(() => ctx.close());

describe('GET /v2/search cache', () => {
  it('answers the same query twice from one search, with the same bytes', async () => {
    const query = `checkin=${d('06-02')}&checkout=${d('06-06')}&sort=price_asc`;
    const first = await counted(() => search(query));
    const second = await counted(() => search(query));
    expect(first.misses).toBe(1);
    expect(second).toMatchObject({ hits: 1, misses: 0 });
    expect(second.result.body).toBe(first.result.body);
    expect(second.result.type).toBe('application/json; charset=utf-8');
    expect(card(first.result.list, owned)?.stayTotalTl).toBe(4 * 8000 + 1500);
    // Another page, sort or filter is another answer.
    expect((await counted(() => search(`${query}&skip=1`))).misses).toBe(1);
    expect((await counted(() => search(`${query}&guests=2`))).misses).toBe(1);
  });

  it('sends the same answer gzip-compressed, brotli-compressed and plain', async () => {
    const url = `/v2/search?take=100&sort=newest`;
    const get = (encoding?: string) =>
      ctx.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const round of [1, 2]) {
      const gzip = await get('gzip');
      expect(gzip.headers, `round ${round}`).toMatchObject({
        'content-encoding': 'gzip',
        vary: 'accept-encoding',
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(gzip.rawPayload.length),
      });
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      const br = await get('gzip, deflate, br');
      expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('answers again after a reservation or a closing blocks the nights', async () => {
    const query = `checkin=${d('06-10')}&checkout=${d('06-14')}`;
    expect(card((await search(query)).list, owned)).toBeDefined();
    expect(card((await search(query)).list, other)).toBeDefined();
    const booked = await reserve({ app: ctx.app, admin }, owned, d('06-11'), d('06-14'), 'confirmed');
    expect(booked.statusCode, booked.body).toBeLessThan(300);
    const afterBooking = await counted(() => search(query));
    expect(afterBooking.misses).toBe(1);
    expect(card(afterBooking.result.list, owned)).toBeUndefined();
    expect(card(afterBooking.result.list, other)).toBeDefined();

    const closed = await closeDays(
      { app: ctx.app, admin },
      { villaId: other, startedAt: d('06-12'), finishedAt: d('06-20') },
    );
    expect(closed.statusCode, closed.body).toBeLessThan(300);
    expect(card((await search(query)).list, other)).toBeUndefined();
  });

  it('answers again after a price period changes', async () => {
    const query = `checkin=${d('06-22')}&checkout=${d('06-26')}`;
    expect(card((await search(query)).list, owned)?.stayTotalTl).toBe(4 * 8000 + 1500);
    await ctx.db
      .update(villaPrices)
      .set({ nightlyPrice: '9000' })
      .where(and(eq(villaPrices.villaId, owned), eq(villaPrices.startDate, d('06-01'))));
    expect(card((await search(query)).list, owned)?.stayTotalTl).toBe(4 * 9000 + 1500);
  });

  it('answers again after a villa is deactivated', async () => {
    const query = `checkin=${d('07-01')}&checkout=${d('07-08')}`;
    expect(card((await search(query)).list, other)).toBeDefined();
    await ctx.db.update(villas).set({ active: false }).where(eq(villas.id, other));
    expect(card((await search(query)).list, other)).toBeUndefined();
    await ctx.db.update(villas).set({ active: true }).where(eq(villas.id, other));
    expect(card((await search(query)).list, other)).toBeDefined();
  });

  it('answers again after the exchange rate changes, not after another setting', async () => {
    const query = `checkin=${d('08-01')}&checkout=${d('08-08')}`;
    expect(card((await search(query)).list, owned)?.stayTotalTl).toBe(7 * 250 * 48 + 1500);
    await ctx.db.update(settings).set({ value: 'Likya' }).where(eq(settings.key, 'site_title'));
    expect((await counted(() => search(query))).hits).toBe(1);
    await ctx.db.update(settings).set({ value: '50' }).where(eq(settings.key, 'euro_exchange_rate'));
    const after = await counted(() => search(query));
    expect(after.misses).toBe(1);
    expect(card(after.result.list, owned)?.stayTotalTl).toBe(7 * 250 * 50 + 1500);
  });

  it('answers again after plain SQL on another connection changes the catalogue', async () => {
    const query = `checkin=${d('08-10')}&checkout=${d('08-15')}`;
    expect(card((await search(query)).list, owned)).toBeDefined();
    await onOtherConnection(
      `insert into villa_blocks (villa_id, period, kind) values (${owned}, daterange('${d('08-12')}', '${d('08-13')}', '[)'), 'closed')`,
    );
    expect(card((await search(query)).list, owned)).toBeUndefined();
    await onOtherConnection(`update villas set name = 'Yeni Ad' where id = ${other}`);
    expect(card((await search(query)).list, other)?.name).toBe('Yeni Ad');
  });

  it('bumps the catalogue version once per transaction, at its commit', async () => {
    const before = await catalogVersion(ctx.db);
    await ctx.db.transaction(async (tx) => {
      await tx.update(villas).set({ capacity: 7 }).where(eq(villas.id, owned));
      await tx.update(villas).set({ capacity: 7 }).where(eq(villas.id, other));
      await tx.update(villaPrices).set({ minStay: 3 }).where(eq(villaPrices.villaId, owned));
      // Deferred: not yet bumped inside the transaction.
      expect(
        Number(rowsOf<{ v: string }>(await tx.execute(sql`select version as v from catalog_version`))[0]!.v),
      ).toBe(before);
    });
    expect(await catalogVersion(ctx.db)).toBe(before + 1);
  });
});

describe('SEARCH_CACHE_ENTRIES=0', () => {
  let uncached: TestContext;
  beforeAll(async () => {
    process.env.SEARCH_CACHE_ENTRIES = '0';
    try {
      uncached = await build();
    } finally {
      delete process.env.SEARCH_CACHE_ENTRIES;
    }
  });
  afterAll(() => uncached.close());

  it('computes every answer', async () => {
    const url = `/v2/search?checkin=${d('09-01')}&checkout=${d('09-05')}`;
    const run = await counted(async () => {
      const a = await uncached.app.inject({ method: 'GET', url });
      const b = await uncached.app.inject({ method: 'GET', url });
      expect(b.body).toBe(a.body);
      expect(a.statusCode).toBe(200);
    });
    expect(run).toMatchObject({ hits: 0, misses: 2 });
  });
});

describe('SearchCache bounds', () => {
  /** A database whose catalogue version is always 1 (PostgreSQL's path: the row is read). */
  const fixedVersion = { execute: async () => ({ rows: [{ version: '1' }] }) } as unknown as Db;
  const answerOf = (key: string, bytes = 10) => ({ json: Buffer.alloc(bytes, key) });
  const computedKeys = async (cache: SearchCache, keys: string[], bytes?: number) => {
    const computed: string[] = [];
    for (const key of keys) {
      await cache.answer(key, async () => {
        computed.push(key);
        return answerOf(key, bytes);
      });
    }
    return computed;
  };

  it('keeps the most recently used answers up to its number of entries', async () => {
    const cache = new SearchCache(fixedVersion, 2);
    expect(await computedKeys(cache, ['a', 'b', 'a', 'c'])).toEqual(['a', 'b', 'c']);
    // 'b' was the least recently used when 'c' came in.
    expect(await computedKeys(cache, ['a', 'c', 'b'])).toEqual(['b']);
  });

  it('keeps no more bytes than its bound', async () => {
    const cache = new SearchCache(fixedVersion, 100, 25);
    expect(await computedKeys(cache, ['a', 'b', 'c', 'a'], 10)).toEqual(['a', 'b', 'c', 'a']);
    expect(await computedKeys(cache, ['c'], 10)).toEqual([]);
  });
});
