import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { VillaCard, VillaPhoto } from '@villa/shared/contracts/storefront';
import type { Db, Tx } from '../../db/types.ts';
import { imageUrl } from '../../lib/images.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { todayInTurkey } from '../pricing/dates.ts';

let todayMemo = { second: -1, value: '' };
/**
 * todayInTurkey(), worked out at most once a second: its time-zone arithmetic (@date-fns/tz) was
 * ~2% of the CPU of a search, called three times for each.
 */
export function searchToday(): string {
  const second = Math.floor(Date.now() / 1000);
  if (second !== todayMemo.second) todayMemo = { second, value: todayInTurkey() };
  return todayMemo.value;
}

/** Rows of raw queries: both drivers answer `{ rows }`; numbers may come back as strings on pg. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const num = (v: unknown): number => Number(v ?? 0);
const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function photoOf(fileKey: string, width: number, height: number, alt: string): VillaPhoto {
  return {
    src: imageUrl(fileKey, 960),
    srcSet: `${imageUrl(fileKey, 480)} 480w, ${imageUrl(fileKey, 960)} 960w, ${imageUrl(fileKey, 1600)} 1600w`,
    width,
    height,
    alt,
  };
}

/** SQL `values` list of the TL rates, so prices in any currency compare in TL inside one query. */
export async function ratesValues(db: Db | Tx): Promise<SQL> {
  const rates = await exchangeRates(db);
  const rows = Object.entries(rates).map(([c, r]) => sql`(${c}::text, ${String(r)}::numeric)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as r(currency, rate)`;
}

export interface CardQuery {
  /** Extra conditions on `v` (villas), joined with AND. */
  where?: SQL[];
  /** A dated stay: only villas free for the whole stay and priced for every night. */
  stay?: { checkIn: string; checkOut: string; nights: number };
  /** Price range per night in TL (the stay's average for dated searches). */
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  order?: 'recommended' | 'price_asc' | 'price_desc' | 'capacity_desc' | 'newest' | 'given';
  /** With order 'given': the villa ids in the wanted order. */
  ids?: number[];
  skip?: number;
  take?: number;
  /**
   * Run as a named prepared statement, so that PostgreSQL keeps the parsed query and its plan per
   * connection instead of planning every call (planning is ~1.5 ms of this statement). Only for
   * callers whose SQL text comes from a small set of shapes (values always as parameters, lists as
   * array parameters), such as the search; see PREPARED_SHAPES.
   */
  prepare?: boolean;
}

/**
 * At most this many distinct statement texts are prepared per process (each costs ~0.7 MB of
 * memory in every pooled PostgreSQL connection that ran it); further shapes run unnamed.
 */
const PREPARED_SHAPES = 16;
const preparedNames = new Set<string>();
const dialect = new PgDialect();

async function run(db: Db | Tx, statement: SQL, prepare: boolean): Promise<unknown> {
  if (!prepare) return db.execute(statement);
  const query = dialect.sqlToQuery(statement);
  const name = `cards_${createHash('sha1').update(query.sql).digest('hex').slice(0, 24)}`;
  if (!preparedNames.has(name)) {
    if (preparedNames.size >= PREPARED_SHAPES) return db.execute(statement);
    preparedNames.add(name);
  }
  // Raw rows as db.execute() gives them; PGlite ignores the name.
  return db._.session.prepareQuery(query, undefined, name, false).execute();
}

/** The columns a card is made of, as queryCards() and the search index (search-index.ts) read them. */
export interface CardBaseRow {
  id: number;
  slug: string;
  name: string;
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  is_popular: boolean;
  town_name: string;
  town_slug: string;
  district_name: string | null;
  type_name: string | null;
  file_key: string | null;
  img_w: number | null;
  img_h: number | null;
  img_alt: string | null;
  rating: string | null;
  comment_count: string | number;
}

/** The card's fields that do not depend on the query (the stay, today's prices). */
export type CardBase = Omit<VillaCard, 'priceFromTl' | 'stayTotalTl' | 'nights'>;
/** The card's fields that depend on the query. */
export type CardPrices = Pick<VillaCard, 'priceFromTl' | 'stayTotalTl' | 'nights'>;

/** A card's query-independent fields from its row. */
export function cardBaseOf(r: CardBaseRow): CardBase {
  return {
    id: num(r.id),
    slug: r.slug,
    name: r.name,
    thumbnail: r.file_key ? imageUrl(r.file_key, 480) : '',
    photo: r.file_key ? photoOf(r.file_key, num(r.img_w), num(r.img_h), r.img_alt || r.name) : null,
    townName: r.town_name,
    townSlug: r.town_slug,
    districtName: r.district_name,
    typeName: r.type_name,
    capacity: num(r.capacity),
    bedrooms: num(r.bedrooms),
    bathrooms: num(r.bathrooms),
    rating: numOrNull(r.rating),
    commentCount: num(r.comment_count),
    isPopular: Boolean(r.is_popular),
  };
}

/** The whole card: its base and the query's prices, fields in the contract's order. */
export function cardOf(base: CardBase, prices: CardPrices): VillaCard {
  return {
    id: base.id,
    slug: base.slug,
    name: base.name,
    thumbnail: base.thumbnail,
    photo: base.photo,
    townName: base.townName,
    townSlug: base.townSlug,
    districtName: base.districtName,
    typeName: base.typeName,
    capacity: base.capacity,
    bedrooms: base.bedrooms,
    bathrooms: base.bathrooms,
    priceFromTl: prices.priceFromTl,
    stayTotalTl: prices.stayTotalTl,
    nights: prices.nights,
    rating: base.rating,
    commentCount: base.commentCount,
    isPopular: base.isPopular,
  };
}

interface CardRow extends CardBaseRow {
  price_from: string | null;
  stay_total: string | null;
  total: string | number;
}

/**
 * The TL rate of each currency as a CTE `r(currency, rate)`, read from the settings inside the
 * query instead of in a round trip of its own. Same rule as exchangeRates(): TL is 1, a currency
 * counts when its setting is a number greater than zero (the settings API stores plain decimals
 * such as '41.95'; the CASE keeps other text from reaching the cast).
 */
const ratesCte = sql`r(currency, rate) as (
    select 'TL'::text, 1::numeric
    union all
    select k.currency, n.rate
    from (values ('DOLLAR', 'dollar_exchange_rate'), ('EURO', 'euro_exchange_rate'),
                 ('POUND', 'sterling_exchange_rate')) as k(currency, key)
    join settings s on s.key = k.key
    cross join lateral (
      select case when s.value ~ '^[[:space:]]*[+]?([0-9]+[.]?[0-9]*|[.][0-9]+)[[:space:]]*$'
                  then s.value::numeric end as rate) n
    where n.rate > 0)`;

type Dir = 'asc' | 'desc' | 'asc nulls last' | 'desc nulls last';

/** The cards of these villas (active ones, in no particular order); none for no ids. */
export async function cardsOf(db: Db | Tx, ids: number[]): Promise<VillaCard[]> {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );
  return (await queryCards(db, { where: [sql`v.id in (${list})`], take: ids.length })).items;
}

/**
 * Villa cards in one query. `f` is every match: the filters, availability (NOT IN over the blocks
 * that touch the stay: one pass over the GiST-indexed periods, hashed) and, for a dated search,
 * the price periods of the remaining villas joined and summed per villa (a villa matches when the
 * periods cover every night and no minimum stay is longer than the stay). The stay price itself
 * (numeric work) is summed there only when the order or a price filter needs it; otherwise only
 * for the page. Then the page (top-N of `f`), its photo, region, lowest price and rating, and
 * `total`, the count of `f`.
 */
export async function queryCards(db: Db | Tx, q: CardQuery): Promise<{ items: VillaCard[]; total: number }> {
  const today = searchToday();
  const conds: SQL[] = [sql`v.active`, ...(q.where ?? [])];
  const stay = q.stay;
  const priced =
    q.order === 'price_asc' ||
    q.order === 'price_desc' ||
    q.minPrice !== undefined ||
    q.maxPrice !== undefined;

  // Price of every match: the stay's sum (dated) or the lowest nightly price from today (undated).
  // Nights of each price period inside the stay are computed arithmetically (periods never overlap).
  // Most stays lie in one period, which is then the only one touching the stay: their total is
  // nights × that period's TL price, taken with min() (no numeric sum state per villa, ~20% of the
  // statement's CPU when every villa is free); the sum is kept for stays over several periods.
  const tlPrice = sql`round(p.nightly_price * r.rate, 2)`;
  const nightsIn = stay
    ? sql`(least(p.end_date + 1, ${stay.checkOut}::date) - greatest(p.start_date, ${stay.checkIn}::date))`
    : sql``;
  const whole = stay
    ? sql`(p.start_date <= ${stay.checkIn}::date and p.end_date + 1 >= ${stay.checkOut}::date)`
    : sql``;
  const stayAcc = stay
    ? sql`coalesce(min(${stay.nights} * ${tlPrice}) filter (where ${whole}),
        sum(${nightsIn} * ${tlPrice}) filter (where not ${whole}))`
    : sql``;
  const price = stay ? stayAcc : sql`min(${tlPrice})`;
  const nightly = stay ? sql`(${stayAcc} / ${stay.nights})` : price;
  const having: SQL[] = [];
  if (stay) {
    conds.push(
      // The condition is written on daterange(lower, upper) (equal to the period) so that only
      // villa_blocks_stay_idx can serve it, never the (villa_id, period) exclusion index: see
      // drizzle/0007_villa_blocks_stay_index.sql.
      sql`v.id not in (select b.villa_id from villa_blocks b
        where daterange(lower(b.period), upper(b.period), '[)') && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))`,
      sql`p.start_date < ${stay.checkOut}::date and p.end_date >= ${stay.checkIn}::date`,
    );
    having.push(sql`sum(${nightsIn}) = ${stay.nights}`, sql`max(p.min_stay) <= ${stay.nights}`);
  }
  if (q.minPrice !== undefined) having.push(sql`${nightly} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) having.push(sql`${nightly} <= ${q.maxPrice}`);

  let keys: Array<[SQL, Dir]>;
  switch (q.order) {
    case 'price_asc':
      keys = [
        [price, 'asc nulls last'],
        [sql`v.id`, 'asc'],
      ];
      break;
    case 'price_desc':
      keys = [
        [price, 'desc nulls last'],
        [sql`v.id`, 'asc'],
      ];
      break;
    case 'capacity_desc':
      keys = [
        [sql`v.capacity`, 'desc'],
        [sql`v.sort_order`, 'asc'],
        [sql`v.id`, 'asc'],
      ];
      break;
    case 'newest':
      keys = [
        [sql`v.created_at`, 'desc'],
        [sql`v.id`, 'desc'],
      ];
      break;
    case 'given':
      keys = [
        [
          sql`array_position(${sql.raw(`array[${(q.ids ?? []).map((n) => Number(n)).join(',') || 0}]::int[]`)}, v.id)`,
          'asc',
        ],
        [sql`v.id`, 'asc'],
      ];
      break;
    default:
      keys = [
        [sql`v.is_villa_of_month`, 'desc'],
        [sql`v.is_popular`, 'desc'],
        [sql`v.sort_order`, 'asc'],
        [sql`v.id`, 'asc'],
      ];
  }
  const keyCols = sql.join(
    keys.map(([expr], i) => sql`${expr} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const orderOf = (alias: string) => sql.raw(keys.map(([, dir], i) => `${alias}.k${i} ${dir}`).join(', '));

  // Dated: the stay's periods joined to the villas and grouped per villa. Undated: the lowest
  // price is needed for every villa only to order or filter by it.
  let matches: SQL;
  if (stay) {
    matches = sql`select v.id, ${keyCols}${priced ? sql`, ${stayAcc} as acc` : sql``}
      from villas v
      join villa_prices p on p.villa_id = v.id
      join r on r.currency = p.currency
      where ${sql.join(conds, sql` and `)}
      group by v.id
      having ${sql.join(having, sql` and `)}`;
  } else if (priced) {
    matches = sql`select v.id, ${keyCols}
      from villas v
      left join (villa_prices p join r on r.currency = p.currency)
        on p.villa_id = v.id and p.end_date >= ${today}::date
      where ${sql.join(conds, sql` and `)}
      group by v.id
      ${having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``}`;
  } else {
    matches = sql`select v.id, ${keyCols} from villas v where ${sql.join(conds, sql` and `)}`;
  }

  let stayTotal = sql`null::numeric`;
  let stayJoin = sql``;
  if (stay && priced) stayTotal = sql`(page.acc + v.cleaning_fee)`;
  if (stay && !priced) {
    stayTotal = sql`(st.acc + v.cleaning_fee)`;
    stayJoin = sql`left join lateral (
      select ${stayAcc} as acc
      from villa_prices p join r on r.currency = p.currency
      where p.villa_id = page.id and p.start_date < ${stay.checkOut}::date and p.end_date >= ${stay.checkIn}::date) st on true`;
  }

  const statement = sql`
    with ${ratesCte},
    f as materialized (${matches}),
    page as (select * from f order by ${orderOf('f')} limit ${q.take ?? 20} offset ${q.skip ?? 0})
    select v.id, v.slug, v.name, v.capacity, v.bedrooms, v.bathrooms, v.is_popular,
           ${stayTotal} as stay_total, (select count(*) from f) as total, pmin.price as price_from,
           t.name as town_name, t.slug as town_slug, d.name as district_name, vt.name as type_name,
           img.file_key, img.width as img_w, img.height as img_h, img.alt as img_alt,
           cm.rating, cm.n as comment_count
    from page
    join villas v on v.id = page.id
    join towns t on t.id = v.town_id
    left join districts d on d.id = v.district_id
    left join villa_types vt on vt.id = v.villa_type_id
    ${stayJoin}
    left join lateral (
      select i.file_key, i.width, i.height, i.alt from villa_images i
      where i.villa_id = page.id order by i.sort_order, i.id limit 1) img on true
    left join lateral (
      select min(round(p.nightly_price * r.rate, 2)) as price
      from villa_prices p join r on r.currency = p.currency
      where p.villa_id = page.id and p.end_date >= ${today}::date) pmin on true
    left join lateral (
      select round(avg(c.rating), 1) as rating, count(*) as n from comments c
      where c.villa_id = page.id and c.active) cm on true
    order by ${orderOf('page')}`;
  const result = await run(db, statement, q.prepare ?? false);
  const rows = rowsOf<CardRow>(result);
  // A page past the last match has no row to carry the count: count the matches on their own (the
  // total stays the number of matches whatever page is asked for).
  let total = rows[0] ? num(rows[0].total) : 0;
  if (!rows.length && (q.skip ?? 0) > 0) {
    const counted = await db.execute(sql`with ${ratesCte}, f as (${matches}) select count(*) as n from f`);
    total = num(rowsOf<{ n: string | number }>(counted)[0]?.n);
  }
  const items = rows.map((r): VillaCard =>
    cardOf(cardBaseOf(r), {
      priceFromTl: numOrNull(r.price_from),
      stayTotalTl: numOrNull(r.stay_total),
      nights: stay ? stay.nights : null,
    }),
  );
  return { items, total };
}
