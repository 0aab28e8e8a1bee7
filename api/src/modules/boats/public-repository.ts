import { and, asc, count, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BOAT_BLOCKING_STATUSES,
  type PublicBoat,
  type PublicBoatSearch,
} from '@villa/shared/contracts/boats';
import {
  boatFeatureCategories,
  boatFeatureLinks,
  boatFeatures,
  boatReservations,
  boats,
} from '../../db/schema/boats.ts';
import type { Db } from '../../db/types.ts';
import { pricesOf } from '../boat-prices/repository.ts';
import { boatRows } from './repository.ts';
import { boatImageUrl } from './image-urls.ts';
import { fromPrice, quote } from './pricing.ts';

/** The search's filters as the contract's query gives them. */
export type BoatSearch = Pick<
  PublicBoatSearch,
  'skip' | 'take' | 'started_at' | 'finished_at' | 'capacity' | 'boat_type_id' | 'marina_id'
>;

type Selected = Awaited<ReturnType<ReturnType<typeof boatRows>['execute']>>[number];

async function withPrices(
  db: Db,
  rows: Selected[],
  today: string,
  start?: string,
  end?: string,
): Promise<Array<PublicBoat & { description: string }>> {
  const prices = await pricesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const own = prices.filter((p) => p.boat_id === r.id);
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      boat_type_name: r.boatTypeName,
      marina_name: r.marinaName,
      town_name: r.townName,
      capacity: r.capacity,
      cabins: r.cabins,
      length: Number(r.length),
      crew: r.crew,
      description: r.description,
      thumbnail: r.thumb ? boatImageUrl(r.thumb, 960) : null,
      from_price: start && end ? fromPrice(own, start, end) : fromPrice(own, today),
      quote: start && end ? quote(own, start, end) : null,
    };
  });
}

/** Active boats matching the filters; with days given, only boats free on every one of them. */
export async function searchBoats(db: Db, q: BoatSearch, today: string) {
  const free =
    q.started_at && q.finished_at
      ? sql`not exists (select 1 from ${boatReservations} where ${boatReservations.boatId} = ${boats.id}
          and ${inArray(boatReservations.status, [...BOAT_BLOCKING_STATUSES])}
          and daterange(${boatReservations.startedAt}, ${boatReservations.finishedAt}, '[]')
            && daterange(${q.started_at}::date, ${q.finished_at}::date, '[]'))`
      : undefined;
  const where: SQL | undefined = and(
    eq(boats.active, true),
    q.capacity ? gte(boats.capacity, q.capacity) : undefined,
    q.boat_type_id ? eq(boats.boatTypeId, q.boat_type_id) : undefined,
    q.marina_id ? eq(boats.marinaId, q.marina_id) : undefined,
    free,
  );
  const [rows, [totalRow]] = await Promise.all([
    boatRows(db).where(where).orderBy(asc(boats.sortOrder), asc(boats.id)).limit(q.take).offset(q.skip),
    db.select({ total: count() }).from(boats).where(where),
  ]);
  const content = await withPrices(db, rows, today, q.started_at, q.finished_at);
  return { rows: content.map(({ description: _d, ...card }) => card), total: totalRow?.total ?? 0 };
}

export async function findActiveBoat(db: Db, slug: string, today: string) {
  const [row] = await boatRows(db).where(and(eq(boats.slug, slug), eq(boats.active, true)));
  if (!row) return undefined;
  const [card] = await withPrices(db, [row], today);
  return card;
}

export async function featureNamesOf(db: Db, boatId: number) {
  const rows = await db
    .select({ category: boatFeatureCategories.name, name: boatFeatures.name })
    .from(boatFeatureLinks)
    .innerJoin(boatFeatures, eq(boatFeatures.id, boatFeatureLinks.featureId))
    .innerJoin(boatFeatureCategories, eq(boatFeatureCategories.id, boatFeatures.categoryId))
    .where(eq(boatFeatureLinks.boatId, boatId))
    .orderBy(asc(boatFeatureCategories.sortOrder), asc(boatFeatureCategories.id), asc(boatFeatures.name));
  const groups: Array<{ category: string; names: string[] }> = [];
  for (const r of rows) {
    const last = groups.at(-1);
    if (last && last.category === r.category) last.names.push(r.name);
    else groups.push({ category: r.category, names: [r.name] });
  }
  return groups;
}

/** Every active boat's slug, for the sitemap. */
export async function sitemapBoats(db: Db) {
  return db.select({ slug: boats.slug }).from(boats).where(eq(boats.active, true)).orderBy(asc(boats.id));
}
