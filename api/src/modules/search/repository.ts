import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { isRecordIdText } from '@villa/shared/contracts/fields';
import type { SearchOptions, SearchSort, ShortTermGap, VillaCard } from '@villa/shared/contracts/storefront';
import { districts, towns } from '../../db/schema/regions.ts';
import { featureCategories, features, villaTypes } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { imageUrl } from '../../lib/images.ts';
import { listTownsWithDistricts } from '../site/repository.ts';
import { computeQuote } from '../pricing/quote.ts';
import { addDays, isIsoDate, nightsOf, todayInTurkey } from '../pricing/dates.ts';
import { cardsOf, photoOf, queryCards, ratesValues, rowsOf, searchToday } from './cards.ts';
import type { SearchIndex } from './search-index.ts';

export interface SearchInput {
  checkin?: string | undefined;
  checkout?: string | undefined;
  guests?: number | undefined;
  /** Guests by age: with adults given, the capacity counts adults and children, and infants where the villa says so (instead of `guests`). */
  adults?: number | undefined;
  children?: number | undefined;
  infants?: number | undefined;
  town?: string | undefined;
  district?: string | undefined;
  types?: string | undefined;
  features?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort?: SearchSort | undefined;
  skip: number;
  take: number;
}

const MAX_STAY_NIGHTS = 60;

/** Checks a visitor's dates; returns the stay or undefined when no dates were given. */
export function parseStay(checkin?: string, checkout?: string) {
  if (!checkin && !checkout) return undefined;
  if (!checkin || !checkout) throw new HttpError(400, 'Giriş ve çıkış tarihlerini birlikte seçin.');
  if (!isIsoDate(checkin) || !isIsoDate(checkout)) {
    throw new HttpError(400, 'Geçerli giriş ve çıkış tarihleri seçin (YYYY-AA-GG).');
  }
  if (checkout <= checkin) throw new HttpError(400, 'Çıkış tarihi giriş tarihinden sonra olmalı.');
  if (checkin < searchToday()) throw new HttpError(400, 'Giriş tarihi geçmiş bir tarih olamaz.');
  const nights = nightsOf(checkin, checkout).length;
  if (nights > MAX_STAY_NIGHTS)
    throw new HttpError(400, `En fazla ${MAX_STAY_NIGHTS} gecelik arama yapılabilir.`);
  return { checkIn: checkin, checkOut: checkout, nights };
}

// The query schema already refused digits past int4; this keeps the repository safe on its own.
const isId = isRecordIdText;
const idList = (s: string | undefined) =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

/**
 * GET /v2/search: filters, availability and stay price in one query; or, with `fast` (the index
 * holding the catalogue's version `fast.version`), the same answer from memory.
 */
export async function searchVillas(db: Db, q: SearchInput, fast?: { index: SearchIndex; version: number }) {
  const stay = parseStay(q.checkin, q.checkout);
  if (q.minPrice !== undefined && q.maxPrice !== undefined && q.minPrice > q.maxPrice) {
    throw new HttpError(400, 'En düşük fiyat en yüksek fiyattan büyük olamaz.');
  }
  // Each feature counts once (a repeated id used to make the count below unreachable: no villa).
  const featureIds = [...new Set(idList(q.features).filter(isId).map(Number))];
  const fromIndex = fast?.index.search(fast.version, {
    stay,
    guests: q.guests,
    adults: q.adults,
    children: q.children,
    infants: q.infants,
    town: q.town,
    district: q.district,
    types: idList(q.types),
    featureIds,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    sort: q.sort ?? 'recommended',
    skip: q.skip,
    take: q.take,
  });
  if (fromIndex) return fromIndex;
  const where: SQL[] = [];
  if (q.adults) {
    const people = q.adults + (q.children ?? 0);
    const infants = q.infants ?? 0;
    where.push(
      infants > 0
        ? sql`v.capacity >= ${people} + case when v.infants_count_in_capacity then ${infants}::int else 0 end`
        : sql`v.capacity >= ${people}`,
    );
  } else if (q.guests) where.push(sql`v.capacity >= ${q.guests}`);
  if (q.town) {
    where.push(
      isId(q.town)
        ? sql`v.town_id = ${Number(q.town)}`
        : sql`v.town_id = (select id from towns where slug = ${q.town})`,
    );
  }
  if (q.district) {
    where.push(
      isId(q.district)
        ? sql`v.district_id = ${Number(q.district)}`
        : sql`v.district_id = (select id from districts where slug = ${q.district})`,
    );
  }
  // Lists go in as one array parameter each, so the statement text does not depend on their
  // length (the search runs as a prepared statement, one per shape of the query).
  const types = idList(q.types);
  if (types.length) {
    const ids = types.filter(isId).map(Number);
    const slugs = types.filter((t) => !isId(t));
    const parts: SQL[] = [];
    if (ids.length) parts.push(sql`v.villa_type_id = any(${sql.param(ids)}::int[])`);
    if (slugs.length) {
      parts.push(
        sql`v.villa_type_id in (select id from villa_types where slug = any(${sql.param(slugs)}::text[]))`,
      );
    }
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (featureIds.length) {
    where.push(
      sql`(select count(*) from villa_features vf where vf.villa_id = v.id and vf.feature_id = any(${sql.param(featureIds)}::int[])) = ${featureIds.length}`,
    );
  }
  return queryCards(db, {
    where,
    stay,
    minPrice: q.minPrice,
    maxPrice: q.maxPrice,
    order: q.sort ?? 'recommended',
    skip: q.skip,
    take: q.take,
    prepare: true,
  });
}

/** GET /v1/search/options. */
export async function searchOptions(db: Db): Promise<SearchOptions> {
  const rates = await ratesValues(db);
  const [townList, typeRows, featureRows, rangeRes] = await Promise.all([
    listTownsWithDistricts(db),
    db
      .select({ id: villaTypes.id, name: villaTypes.name, slug: villaTypes.slug })
      .from(villaTypes)
      .orderBy(asc(villaTypes.sortOrder), asc(villaTypes.id)),
    db
      .select({ id: features.id, name: features.name, category: featureCategories.name })
      .from(features)
      .innerJoin(featureCategories, eq(featureCategories.id, features.categoryId))
      .where(eq(features.filterable, true))
      .orderBy(asc(featureCategories.sortOrder), asc(features.sortOrder), asc(features.id)),
    db.execute(sql`
      select coalesce(floor(min(p.nightly_price * r.rate)), 0) as min, coalesce(ceil(max(p.nightly_price * r.rate)), 0) as max,
             (select coalesce(max(capacity), 0) from villas where active) as cap
      from villa_prices p join villas v on v.id = p.villa_id and v.active
      join ${rates} on r.currency = p.currency
      where p.end_date >= ${todayInTurkey()}::date`),
  ]);
  const range = rowsOf<{ min: string; max: string; cap: string }>(rangeRes)[0];
  return {
    towns: townList.map((t) => ({
      id: t.id,
      name: t.name,
      slug: t.slug,
      districts: t.District.map((d) => ({ id: d.id, name: d.name, slug: d.slug })),
    })),
    types: typeRows,
    features: featureRows,
    price: { min: Number(range?.min ?? 0), max: Number(range?.max ?? 0) },
    capacity: { max: Number(range?.cap ?? 0) },
  };
}

/** GET /v1/town/popular: popular towns with their villa count and a photo. */
export async function popularTowns(db: Db) {
  const res = await db.execute(sql`
    select t.id, t.name, t.slug, t.description,
      (select count(*) from villas v where v.town_id = t.id and v.active) as villa_count,
      img.file_key, img.width, img.height
    from towns t
    left join lateral (
      select i.file_key, i.width, i.height from villa_images i join villas v on v.id = i.villa_id
      where v.town_id = t.id and v.active order by v.is_popular desc, v.sort_order, i.sort_order, i.id limit 1
    ) img on true
    where t.is_popular
    order by t.sort_order, t.name`);
  return rowsOf<{
    id: number;
    name: string;
    slug: string;
    description: string;
    villa_count: string | number;
    file_key: string | null;
    width: number | null;
    height: number | null;
  }>(res).map((r) => ({
    id: Number(r.id),
    name: r.name,
    slug: r.slug,
    description: r.description,
    villaCount: Number(r.villa_count),
    photo: r.file_key
      ? photoOf(r.file_key, Number(r.width), Number(r.height), `${r.name} kiralık villa`)
      : null,
  }));
}

/** Turkish letters folded and lower-cased in SQL, as searchKey() does in JS (the collation may be C). */
const foldSql = (col: SQL) => sql`lower(translate(${col}, 'çÇğĞıİöÖşŞüÜâÂîÎûÛ', 'ccggiioossuuaaiiuu'))`;

/** GET /v1/search/input: villas whose name, town or district contains the folded text. */
export async function searchInput(db: Db, folded: string) {
  const like = `%${folded.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const res = await db.execute(sql`
    select v.slug, v.name, t.name as town_name,
      (select i.file_key from villa_images i where i.villa_id = v.id order by i.sort_order, i.id limit 1) as file_key,
      ${foldSql(sql`v.name`)} like ${like} as name_hit
    from villas v
    join towns t on t.id = v.town_id
    left join districts d on d.id = v.district_id
    where v.active and (${foldSql(sql`v.name`)} like ${like} or ${foldSql(sql`t.name`)} like ${like}
      or ${foldSql(sql`coalesce(d.name, '')`)} like ${like})
    order by name_hit desc, v.is_popular desc, v.sort_order, v.name
    limit 10`);
  return rowsOf<{ slug: string; name: string; town_name: string; file_key: string | null }>(res).map((r) => ({
    slug: r.slug,
    name: r.name,
    thumbnail: r.file_key ? imageUrl(r.file_key, 480) : '',
    townName: r.town_name,
  }));
}

/**
 * GET /v1/search/shortterm: free gaps of 2–6 nights between two blocks (or between today and
 * the first block) in the coming weeks, each with its quoted total. Gaps that cannot be sold
 * (minimum stay, no price) are left out.
 */
export async function shortTermGaps(
  db: Db,
  opts: { weeks: number; guests?: number | undefined; town?: string | undefined; take: number },
): Promise<ShortTermGap[]> {
  const today = todayInTurkey();
  const horizon = addDays(today, opts.weeks * 7);
  const conds: SQL[] = [sql`v.active`];
  if (opts.guests) conds.push(sql`v.capacity >= ${opts.guests}`);
  if (opts.town) {
    conds.push(
      isId(opts.town)
        ? sql`v.town_id = ${Number(opts.town)}`
        : sql`v.town_id = (select id from towns where slug = ${opts.town})`,
    );
  }
  const res = await db.execute(sql`
    with b as (
      select b.villa_id, lower(b.period) as s, upper(b.period) as e
      from villa_blocks b join villas v on v.id = b.villa_id
      where ${sql.join(conds, sql` and `)} and upper(b.period) >= ${today}::date and lower(b.period) <= ${horizon}::date),
    g as (
      select villa_id, e as gap_start,
             lead(s) over (partition by villa_id order by s) as gap_end
      from b
      union all
      select villa_id, ${today}::date, min(s) from b group by villa_id)
    select villa_id, gap_start::text as gap_start, gap_end::text as gap_end
    from g
    where gap_end is not null and gap_start >= ${today}::date and gap_end <= ${horizon}::date
      and gap_end - gap_start between 2 and 6
    order by gap_start, villa_id
    limit 80`);
  const gaps = rowsOf<{ villa_id: number; gap_start: string; gap_end: string }>(res);
  const out: Array<{ villaId: number; checkIn: string; checkOut: string; nights: number; totalTl: number }> =
    [];
  for (const g of gaps) {
    if (out.length >= opts.take) break;
    try {
      const quote = await computeQuote(db, {
        villaId: Number(g.villa_id),
        checkIn: g.gap_start,
        checkOut: g.gap_end,
        guests: opts.guests ?? 1,
      });
      out.push({
        villaId: Number(g.villa_id),
        checkIn: g.gap_start,
        checkOut: g.gap_end,
        nights: quote.nights,
        totalTl: quote.totalTl,
      });
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
    }
  }
  if (!out.length) return [];
  const ids = [...new Set(out.map((o) => o.villaId))];
  const items = await cardsOf(db, ids);
  const byId = new Map<number, VillaCard>(items.map((c) => [c.id, c]));
  return out.flatMap((o) => {
    const villa = byId.get(o.villaId);
    return villa
      ? [{ villa, checkIn: o.checkIn, checkOut: o.checkOut, nights: o.nights, totalTl: o.totalTl }]
      : [];
  });
}

export async function townBySlug(db: Db, slug: string) {
  const [t] = await db.select().from(towns).where(eq(towns.slug, slug));
  return t;
}

export async function districtBySlug(db: Db, slug: string) {
  const [d] = await db
    .select()
    .from(districts)
    .where(and(eq(districts.slug, slug)));
  return d;
}
