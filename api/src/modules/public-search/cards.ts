import { sql, type SQL } from 'drizzle-orm';
import type { VillaCard, VillaPhoto } from '@villa/shared/contracts/storefront';
import type { Db, Tx } from '../../db/types.ts';
import { imageUrl } from '../../lib/images.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { todayInTurkey } from '../pricing/dates.ts';

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
}

interface CardRow {
  id: number;
  slug: string;
  name: string;
  capacity: number;
  bedrooms: number;
  bathrooms: number;
  is_popular: boolean;
  price_from: string | null;
  stay_total: string | null;
  total: string | number;
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

/**
 * Villa cards in one query: filter, availability (NOT EXISTS on the GiST-indexed blocks), stay
 * price (the price periods joined to each night, in TL), order and page; then the page's photo,
 * region and rating. `total` counts every match before paging.
 */
export async function queryCards(db: Db | Tx, q: CardQuery): Promise<{ items: VillaCard[]; total: number }> {
  const today = todayInTurkey();
  const rates = await ratesValues(db);
  const conds: SQL[] = [sql`v.active`, ...(q.where ?? [])];
  const stay = q.stay;
  if (stay) {
    conds.push(
      // One pass over the blocks that touch the stay (hashed), cheaper than a probe per villa.
      sql`v.id not in (select b.villa_id from villa_blocks b where b.period && daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[)'))`,
    );
  }
  const nightly = stay ? sql`(s.acc / ${stay.nights})` : sql`pf.price`;
  if (q.minPrice !== undefined) conds.push(sql`${nightly} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) conds.push(sql`${nightly} <= ${q.maxPrice}`);

  // Nights of each price period inside the stay, computed arithmetically (periods never overlap):
  // one pass over the periods that touch the stay, no row per night.
  const stayCte = stay
    ? sql`stay as materialized (
        select p.villa_id,
          sum(least(p.end_date + 1, ${stay.checkOut}::date) - greatest(p.start_date, ${stay.checkIn}::date))::int as nights,
          sum((least(p.end_date + 1, ${stay.checkOut}::date) - greatest(p.start_date, ${stay.checkIn}::date))
            * round(p.nightly_price * r.rate, 2)) as acc,
          max(p.min_stay) as min_stay
        from villa_prices p
        join ${rates} on r.currency = p.currency
        where p.start_date < ${stay.checkOut}::date and p.end_date >= ${stay.checkIn}::date
        group by p.villa_id),`
    : sql``;
  const stayJoin = stay
    ? sql`join stay s on s.villa_id = v.id and s.nights = ${stay.nights} and s.min_stay <= ${stay.nights}`
    : sql``;
  const stayTotal = stay ? sql`(s.acc + v.cleaning_fee)` : sql`null::numeric`;

  let orderBy: SQL;
  switch (q.order) {
    case 'price_asc':
      orderBy = sql`${stay ? sql`s.acc` : sql`pf.price`} asc nulls last, v.id`;
      break;
    case 'price_desc':
      orderBy = sql`${stay ? sql`s.acc` : sql`pf.price`} desc nulls last, v.id`;
      break;
    case 'capacity_desc':
      orderBy = sql`v.capacity desc, v.sort_order, v.id`;
      break;
    case 'newest':
      orderBy = sql`v.created_at desc, v.id desc`;
      break;
    case 'given':
      orderBy = sql`array_position(${sql.raw(`array[${(q.ids ?? []).map((n) => Number(n)).join(',') || 0}]::int[]`)}, v.id)`;
      break;
    default:
      orderBy = sql`v.is_villa_of_month desc, v.is_popular desc, v.sort_order, v.id`;
  }

  // Undated lists sort and filter by the lowest nightly price, so it is computed for every villa;
  // dated ones use the stay price and look the lowest price up for the page only.
  const priceFromCte = stay
    ? sql``
    : sql`price_from as materialized (
      select p.villa_id, min(round(p.nightly_price * r.rate, 2)) as price
      from villa_prices p join ${rates} on r.currency = p.currency
      where p.end_date >= ${today}::date
      group by p.villa_id),`;
  const result = await db.execute(sql`
    with ${priceFromCte}${stayCte}
    page as (
      select v.id, v.slug, v.name, v.capacity, v.bedrooms, v.bathrooms, v.is_popular, v.town_id, v.district_id,
             v.villa_type_id, ${stay ? sql`null::numeric` : sql`pf.price`} as pf_price, ${stayTotal} as stay_total,
             count(*) over () as total, row_number() over (order by ${orderBy}) as ord
      from villas v
      ${stay ? sql`` : sql`left join price_from pf on pf.villa_id = v.id`}
      ${stayJoin}
      where ${sql.join(conds, sql` and `)}
      order by ${orderBy}
      limit ${q.take ?? 20} offset ${q.skip ?? 0})
    select page.*, coalesce(page.pf_price, pmin.price) as price_from, t.name as town_name, t.slug as town_slug, d.name as district_name, vt.name as type_name,
           img.file_key, img.width as img_w, img.height as img_h, img.alt as img_alt,
           cm.rating, cm.n as comment_count
    from page
    join towns t on t.id = page.town_id
    left join districts d on d.id = page.district_id
    left join villa_types vt on vt.id = page.villa_type_id
    left join lateral (
      select i.file_key, i.width, i.height, i.alt from villa_images i
      where i.villa_id = page.id order by i.sort_order, i.id limit 1) img on true
    left join lateral (
      select min(round(p.nightly_price * r.rate, 2)) as price
      from villa_prices p join ${rates} on r.currency = p.currency
      where p.villa_id = page.id and p.end_date >= ${today}::date) pmin on true
    left join lateral (
      select round(avg(c.rating), 1) as rating, count(*) as n from comments c
      where c.villa_id = page.id and c.active) cm on true
    order by page.ord`);
  const rows = rowsOf<CardRow>(result);
  const items = rows.map((r): VillaCard => {
    const photo = r.file_key ? photoOf(r.file_key, num(r.img_w), num(r.img_h), r.img_alt || r.name) : null;
    return {
      id: num(r.id),
      slug: r.slug,
      name: r.name,
      thumbnail: r.file_key ? imageUrl(r.file_key, 480) : '',
      photo,
      townName: r.town_name,
      townSlug: r.town_slug,
      districtName: r.district_name,
      typeName: r.type_name,
      capacity: num(r.capacity),
      bedrooms: num(r.bedrooms),
      bathrooms: num(r.bathrooms),
      priceFromTl: numOrNull(r.price_from),
      stayTotalTl: numOrNull(r.stay_total),
      nights: stay ? stay.nights : null,
      rating: numOrNull(r.rating),
      commentCount: num(r.comment_count),
      isPopular: Boolean(r.is_popular),
    };
  });
  return { items, total: rows[0] ? num(rows[0].total) : 0 };
}

/** Runs trusted SQL text (scripts such as the storefront benchmark's data generator). */
export function executeRaw(db: Db | Tx, text: string) {
  return db.execute(sql.raw(text));
}
