import { sql } from 'drizzle-orm';
import type { SearchSort, VillaCard } from '@villa/shared/contracts/storefront';
import { isRecordIdText } from '@villa/shared/contracts/fields';
import type { Db, Tx } from '../../db/types.ts';
import {
  cardBaseOf,
  cardOf,
  ratesValues,
  rowsOf,
  searchToday,
  type CardBase,
  type CardBaseRow,
} from './cards.ts';
import type { SearchInput } from './repository.ts';

/**
 * The public search's catalogue in memory (GET /v2/search), as of one catalogue version.
 *
 * Why: a dated search computed in SQL costs ~2 ms of PostgreSQL CPU at 2,000 villas (the blocks'
 * anti-join and the price periods' sums per villa), which on a 2-core host caps it near 500 req/s
 * with a p99 ~40 ms; on PGlite every search queues on the server's one connection. Here a search is
 * a pass over ~2,000 small records (the blocks and price periods of each villa as sorted arrays of
 * day numbers) and a sort of the matches: well under a millisecond.
 *
 * Same answers as queryCards() (cards.ts), which stays the reference and the fallback; the test
 * search-index.test.ts compares the two on random catalogues and queries. Everything decimal is
 * worked out by PostgreSQL when the index is built (the TL price of each period, the cleaning fee,
 * the rating) and kept as whole kuruş, so sums and comparisons are exact integer arithmetic.
 *
 * Freshness: the index is built in one REPEATABLE READ transaction that also reads the catalogue's
 * version (drizzle/0020_search_catalog_version.sql), so it is exactly the catalogue at that
 * version. A search whose version (read after the request arrived, see SearchCache) is newer gets
 * `undefined` and goes to SQL, while one rebuild runs in the background.
 */

/**
 * The search's inputs, already checked (parseStay, the price range) by repository.searchVillas:
 * SearchInput's fields, with the dates, type and feature lists and the sort worked out.
 */
export interface IndexQuery extends Omit<
  SearchInput,
  'checkin' | 'checkout' | 'types' | 'features' | 'sort'
> {
  stay?: { checkIn: string; checkOut: string; nights: number } | undefined;
  /** Ids and slugs, as given. */
  types: string[];
  /** Feature ids (distinct). */
  featureIds: number[];
  sort: SearchSort;
}

interface IndexedVilla {
  id: number;
  townId: number;
  districtId: number | null;
  typeId: number | null;
  capacity: number;
  infantsInCapacity: boolean;
  features: Set<number>;
  /** Blocked nights: [start, end) day numbers, sorted, never overlapping (the exclusion constraint). */
  blockStart: Int32Array;
  blockEnd: Int32Array;
  /** Price periods: start and end nights (inclusive) as day numbers, sorted, never overlapping. */
  priceStart: Int32Array;
  priceEnd: Int32Array;
  /** The period's nightly price in TL, whole kuruş (round(price × rate, 2) as PostgreSQL gives it). */
  priceTl: Float64Array;
  minStay: Int32Array;
  cleaningKurus: number;
  card: CardBase;
}

interface Catalogue {
  version: number;
  /** Active villas in the 'recommended' order (villa of the month, popular, sort order, id). */
  recommended: IndexedVilla[];
  capacityDesc: IndexedVilla[];
  newest: IndexedVilla[];
  townBySlug: Map<string, number>;
  districtBySlug: Map<string, number>;
  typeBySlug: Map<string, number>;
  builtMs: number;
}

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' → days since 1970-01-01 (UTC). */
export function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

/** A numeric's text with at most two decimals ('1234.5', '1234.56', '-3') → whole kuruş. */
export function kurus(text: string | number): number {
  const s = String(text);
  const neg = s.startsWith('-');
  const [whole = '0', frac = ''] = (neg ? s.slice(1) : s).split('.');
  if (frac.length > 2 && /[1-9]/.test(frac.slice(2))) {
    throw new Error(`search index: ${s} has more than two decimals`);
  }
  const value = Number(whole) * 100 + Number((frac + '00').slice(0, 2));
  return neg ? -value : value;
}

const TEN = 10n;
/**
 * Compares `kurusAmount / per` TL (a stay's nightly average, or a price with per = 1) with a price
 * filter `limit` in TL, exactly, as PostgreSQL's numeric comparison does: -1, 0 or 1.
 */
export function compareAverage(kurusAmount: number, per: number, limit: number): number {
  const text = String(limit);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!m) {
    const a = kurusAmount / 100 / per;
    return a < limit ? -1 : a > limit ? 1 : 0;
  }
  const frac = m[2] ?? '';
  // amount / (100 per) vs L / 10^k  ⇔  amount · 10^k vs L · 100 · per
  const left = BigInt(kurusAmount) * TEN ** BigInt(frac.length);
  const right = BigInt(m[1] + frac) * 100n * BigInt(per);
  return left < right ? -1 : left > right ? 1 : 0;
}

interface VillaRow extends CardBaseRow {
  town_id: number;
  district_id: number | null;
  villa_type_id: number | null;
  infants_count_in_capacity: boolean;
  cleaning_fee: string;
  rank_capacity: string | number;
  rank_newest: string | number;
}

const num = (v: unknown): number => Number(v ?? 0);

/** Reads the catalogue inside `tx` (a REPEATABLE READ transaction): every query sees one snapshot. */
async function readCatalogue(tx: Tx): Promise<Catalogue> {
  const started = performance.now();
  const versionRes = await tx.execute(sql`select version from catalog_version where id = 1`);
  const version = num(rowsOf<{ version: string | number }>(versionRes)[0]?.version);
  // Periods that ended before yesterday can never touch a search again (today only moves on).
  const since = sql`(${searchToday()}::date - 1)`;
  const rates = await ratesValues(tx);
  const [villaRes, featureRes, priceRes, blockRes, townRes, districtRes, typeRes] = [
    await tx.execute(sql`
      select v.id, v.slug, v.name, v.capacity, v.bedrooms, v.bathrooms, v.is_popular, v.town_id,
             v.district_id, v.villa_type_id, v.infants_count_in_capacity, v.cleaning_fee::text as cleaning_fee,
             t.name as town_name, t.slug as town_slug, d.name as district_name, vt.name as type_name,
             img.file_key, img.width as img_w, img.height as img_h, img.alt as img_alt,
             cm.rating::text as rating, cm.n as comment_count,
             row_number() over (order by v.capacity desc, v.sort_order asc, v.id asc) as rank_capacity,
             row_number() over (order by v.created_at desc, v.id desc) as rank_newest
      from villas v
      join towns t on t.id = v.town_id
      left join districts d on d.id = v.district_id
      left join villa_types vt on vt.id = v.villa_type_id
      left join lateral (
        select i.file_key, i.width, i.height, i.alt from villa_images i
        where i.villa_id = v.id order by i.sort_order, i.id limit 1) img on true
      left join lateral (
        select round(avg(c.rating), 1) as rating, count(*) as n from comments c
        where c.villa_id = v.id and c.active) cm on true
      where v.active
      order by v.is_villa_of_month desc, v.is_popular desc, v.sort_order asc, v.id asc`),
    await tx.execute(sql`
      select vf.villa_id, vf.feature_id from villa_features vf join villas v on v.id = vf.villa_id
      where v.active`),
    await tx.execute(sql`
      select p.villa_id, (p.start_date - date '1970-01-01') as s, (p.end_date - date '1970-01-01') as e,
             round(p.nightly_price * r.rate, 2)::text as tl, p.min_stay
      from villa_prices p join villas v on v.id = p.villa_id and v.active
      join ${rates} on r.currency = p.currency
      where p.end_date >= ${since}
      order by p.villa_id, p.start_date`),
    await tx.execute(sql`
      select b.villa_id, (lower(b.period) - date '1970-01-01') as s, (upper(b.period) - date '1970-01-01') as e
      from villa_blocks b join villas v on v.id = b.villa_id and v.active
      where upper(b.period) > ${since}
      order by b.villa_id, lower(b.period)`),
    await tx.execute(sql`select id, slug from towns`),
    await tx.execute(sql`select id, slug from districts`),
    await tx.execute(sql`select id, slug from villa_types`),
  ];

  const byId = new Map<number, IndexedVilla>();
  const recommended: IndexedVilla[] = [];
  const rankCapacity = new Map<IndexedVilla, number>();
  const rankNewest = new Map<IndexedVilla, number>();
  for (const r of rowsOf<VillaRow>(villaRes)) {
    const villa: IndexedVilla = {
      id: num(r.id),
      townId: num(r.town_id),
      districtId: r.district_id === null ? null : num(r.district_id),
      typeId: r.villa_type_id === null ? null : num(r.villa_type_id),
      capacity: num(r.capacity),
      infantsInCapacity: Boolean(r.infants_count_in_capacity),
      features: new Set(),
      blockStart: new Int32Array(0),
      blockEnd: new Int32Array(0),
      priceStart: new Int32Array(0),
      priceEnd: new Int32Array(0),
      priceTl: new Float64Array(0),
      minStay: new Int32Array(0),
      cleaningKurus: kurus(r.cleaning_fee),
      card: cardBaseOf(r),
    };
    byId.set(villa.id, villa);
    recommended.push(villa);
    rankCapacity.set(villa, num(r.rank_capacity));
    rankNewest.set(villa, num(r.rank_newest));
  }
  for (const r of rowsOf<{ villa_id: number; feature_id: number }>(featureRes)) {
    byId.get(num(r.villa_id))?.features.add(num(r.feature_id));
  }
  groupInto(
    rowsOf<{ villa_id: number; s: number; e: number; tl: string; min_stay: number }>(priceRes),
    (id, rows) => {
      const villa = byId.get(id);
      if (!villa) return;
      villa.priceStart = Int32Array.from(rows, (r) => num(r.s));
      villa.priceEnd = Int32Array.from(rows, (r) => num(r.e));
      villa.priceTl = Float64Array.from(rows, (r) => kurus(r.tl));
      villa.minStay = Int32Array.from(rows, (r) => num(r.min_stay));
    },
  );
  groupInto(rowsOf<{ villa_id: number; s: number; e: number }>(blockRes), (id, rows) => {
    const villa = byId.get(id);
    if (!villa) return;
    villa.blockStart = Int32Array.from(rows, (r) => num(r.s));
    villa.blockEnd = Int32Array.from(rows, (r) => num(r.e));
  });
  const slugs = (res: unknown) =>
    new Map(rowsOf<{ id: number; slug: string }>(res).map((r) => [r.slug, num(r.id)] as const));
  return {
    version,
    recommended,
    capacityDesc: [...recommended].sort((a, b) => rankCapacity.get(a)! - rankCapacity.get(b)!),
    newest: [...recommended].sort((a, b) => rankNewest.get(a)! - rankNewest.get(b)!),
    townBySlug: slugs(townRes),
    districtBySlug: slugs(districtRes),
    typeBySlug: slugs(typeRes),
    builtMs: performance.now() - started,
  };
}

/** Calls `each` once per villa with its rows (the rows come ordered by villa). */
function groupInto<T extends { villa_id: number }>(rows: T[], each: (villaId: number, rows: T[]) => void) {
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i === rows.length || num(rows[i]!.villa_id) !== num(rows[start]!.villa_id)) {
      each(num(rows[start]!.villa_id), rows.slice(start, i));
      start = i;
    }
  }
}

/** The first index of `sorted` (ascending) whose value is `value` or more; its length for none. */
function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! >= value) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Whether any block of the villa overlaps [from, to). */
function blocked(villa: IndexedVilla, from: number, to: number): boolean {
  const starts = villa.blockStart;
  // The first block ending after `from` (ends are sorted as the blocks never overlap; day numbers
  // are whole, so "> from" is ">= from + 1").
  const i = lowerBound(villa.blockEnd, from + 1);
  return i < starts.length && starts[i]! < to;
}

/** The stay's price in kuruş when every night is priced and no minimum stay is longer; else -1. */
function stayPrice(villa: IndexedVilla, from: number, to: number, nights: number): number {
  const starts = villa.priceStart;
  const ends = villa.priceEnd;
  let covered = 0;
  let total = 0;
  // From the first period whose last night is `from` or later.
  for (let i = lowerBound(ends, from); i < starts.length && starts[i]! < to; i++) {
    if (villa.minStay[i]! > nights) return -1;
    const n = Math.min(ends[i]! + 1, to) - Math.max(starts[i]!, from);
    covered += n;
    total += n * villa.priceTl[i]!;
  }
  return covered === nights ? total : -1;
}

/** The lowest nightly TL price (kuruş) of the periods not over by `today`; -1 for none. */
function lowestPrice(villa: IndexedVilla, today: number): number {
  let low = -1;
  const ends = villa.priceEnd;
  for (let i = 0; i < ends.length; i++) {
    if (ends[i]! >= today && (low < 0 || villa.priceTl[i]! < low)) low = villa.priceTl[i]!;
  }
  return low;
}

const isIdText = isRecordIdText;

/** Runs one search on a catalogue. */
export function searchCatalogue(cat: Catalogue, q: IndexQuery): { items: VillaCard[]; total: number } {
  const today = dayNumber(searchToday());
  const stay = q.stay;
  const from = stay ? dayNumber(stay.checkIn) : 0;
  const to = stay ? dayNumber(stay.checkOut) : 0;
  const nights = stay?.nights ?? 0;

  // The same conditions as repository.searchVillas' SQL; an unknown slug matches nothing.
  let people = -1;
  if (q.adults) people = q.adults + (q.children ?? 0);
  else if (q.guests) people = q.guests;
  const infants = q.adults ? (q.infants ?? 0) : 0;
  const idOrSlug = (value: string | undefined, slugs: Map<string, number>) =>
    value === undefined || value === ''
      ? undefined
      : isIdText(value)
        ? Number(value)
        : (slugs.get(value) ?? -1);
  const townId = idOrSlug(q.town, cat.townBySlug);
  const districtId = idOrSlug(q.district, cat.districtBySlug);
  let typeIds: Set<number> | undefined;
  if (q.types.length) {
    typeIds = new Set();
    for (const t of q.types) {
      if (isIdText(t)) typeIds.add(Number(t));
      else {
        const id = cat.typeBySlug.get(t);
        if (id !== undefined) typeIds.add(id);
      }
    }
  }
  const priced =
    q.sort === 'price_asc' || q.sort === 'price_desc' || q.minPrice !== undefined || q.maxPrice !== undefined;

  const list =
    q.sort === 'capacity_desc' ? cat.capacityDesc : q.sort === 'newest' ? cat.newest : cat.recommended;
  const matches: IndexedVilla[] = [];
  /** Price per match: the stay's total (dated) or the lowest nightly price (undated, when priced). */
  const priceOf = new Map<IndexedVilla, number>();
  for (const v of list) {
    if (people >= 0 && v.capacity < people + (infants > 0 && v.infantsInCapacity ? infants : 0)) continue;
    if (townId !== undefined && v.townId !== townId) continue;
    if (districtId !== undefined && v.districtId !== districtId) continue;
    if (typeIds && (v.typeId === null || !typeIds.has(v.typeId))) continue;
    if (q.featureIds.length && !q.featureIds.every((f) => v.features.has(f))) continue;
    let price = -1;
    if (stay) {
      if (blocked(v, from, to)) continue;
      price = stayPrice(v, from, to, nights);
      if (price < 0) continue;
    } else if (priced) {
      price = lowestPrice(v, today);
    }
    if (q.minPrice !== undefined || q.maxPrice !== undefined) {
      if (price < 0) continue;
      const per = stay ? nights : 1;
      if (q.minPrice !== undefined && compareAverage(price, per, q.minPrice) < 0) continue;
      if (q.maxPrice !== undefined && compareAverage(price, per, q.maxPrice) > 0) continue;
    }
    matches.push(v);
    if (stay || priced) priceOf.set(v, price);
  }
  if (q.sort === 'price_asc' || q.sort === 'price_desc') {
    const dir = q.sort === 'price_asc' ? 1 : -1;
    matches.sort((a, b) => {
      const pa = priceOf.get(a)!;
      const pb = priceOf.get(b)!;
      // Villas without a price come last either way (nulls last), then by id.
      if (pa !== pb) {
        if (pa < 0) return 1;
        if (pb < 0) return -1;
        return dir * (pa - pb);
      }
      return a.id - b.id;
    });
  }
  const page = matches.slice(q.skip, q.skip + q.take);
  const items = page.map((v): VillaCard => {
    const low = lowestPrice(v, today);
    const stayTotal = stay ? (priceOf.get(v) ?? stayPrice(v, from, to, nights)) : -1;
    return cardOf(v.card, {
      priceFromTl: low < 0 ? null : low / 100,
      stayTotalTl: stay ? (stayTotal + v.cleaningKurus) / 100 : null,
      nights: stay ? nights : null,
    });
  });
  return { items, total: matches.length };
}

/** Counters for tests and logs: searches answered from the index, and rebuilds. */
export const searchIndexCounters = { served: 0, fallbacks: 0, builds: 0 };

/**
 * The index of one API process: built on first use, rebuilt (one at a time, in the background) when
 * a search brings a newer catalogue version than the one it holds.
 */
export class SearchIndex {
  private catalogue: Catalogue | undefined;
  private building: Promise<Catalogue> | undefined;
  private lastError: unknown;
  /**
   * No background rebuild starts before this time: a build reads the whole catalogue (~30,000 rows
   * at 2,000 villas), so while the catalogue keeps changing the index waits four builds' time
   * between builds (and at least a quarter second) and SQL answers meanwhile; the builds take at
   * most a fifth of the database's time.
   */
  private nextBuildAt = 0;

  constructor(
    private readonly db: Db,
    readonly enabled: boolean,
    private readonly log?: {
      warn: (obj: object, msg: string) => void;
      debug?: (obj: object, msg: string) => void;
    },
  ) {}

  /**
   * The search on the index when it holds `version` or a newer one; otherwise undefined (the caller
   * runs the SQL search) and a rebuild starts if none is running.
   */
  search(version: number, q: IndexQuery): { items: VillaCard[]; total: number } | undefined {
    if (!this.enabled) return undefined;
    const cat = this.catalogue;
    if (cat && cat.version >= version) {
      searchIndexCounters.served++;
      return searchCatalogue(cat, q);
    }
    searchIndexCounters.fallbacks++;
    if (performance.now() >= this.nextBuildAt) void this.rebuild().catch(() => undefined);
    return undefined;
  }

  /** The version the index holds (-1 before the first build). */
  get version(): number {
    return this.catalogue?.version ?? -1;
  }

  /** Builds the index from the database now (or joins the build that is running). */
  rebuild(): Promise<Catalogue> {
    if (this.building) return this.building;
    const started = performance.now();
    this.building = this.db
      .transaction((tx) => readCatalogue(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' })
      .then(
        (cat) => {
          searchIndexCounters.builds++;
          if (!this.catalogue || cat.version >= this.catalogue.version) this.catalogue = cat;
          this.lastError = undefined;
          this.log?.debug?.(
            { version: cat.version, villas: cat.recommended.length, ms: Math.round(cat.builtMs) },
            'search index built',
          );
          return cat;
        },
        (err: unknown) => {
          if (this.lastError === undefined) this.log?.warn({ err }, 'search index could not be built');
          this.lastError = err;
          throw err;
        },
      )
      .finally(() => {
        this.building = undefined;
        const now = performance.now();
        this.nextBuildAt = now + Math.max(250, 4 * (now - started));
      });
    return this.building;
  }
}
