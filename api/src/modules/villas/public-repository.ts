import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type {
  PricePeriod,
  PublicComment,
  PublicShowcase,
  VillaAvailability,
  VillaDetail,
} from '@villa/shared/contracts/storefront';
import { comments, showcases, showcaseVillas } from '../../db/schema/villa-content.ts';
import {
  featureCategories,
  features,
  villaFeatures,
  villaImages,
  villaPrices,
  villas,
} from '../../db/schema/villas.ts';
import { round2 } from '@villa/shared/lib/format/money';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { cardsOf, photoOf, queryCards, rowsOf } from '../search/cards.ts';

/** The active villa of a slug, or null. */
export async function activeVillaBySlug(db: Db, slug: string) {
  const [v] = await db
    .select()
    .from(villas)
    .where(and(eq(villas.slug, slug), eq(villas.active, true)));
  return v ?? null;
}

function toComment(
  c: typeof comments.$inferSelect,
  villa: { slug: string; name: string } | null,
): PublicComment {
  return {
    id: c.id,
    authorName: c.authorName,
    rating: c.rating,
    title: c.title,
    body: c.body,
    reply: c.reply,
    stayedAt: c.stayedAt,
    createdAt: c.createdAt.toISOString(),
    villa,
    verifiedStay: c.reservationId !== null,
  };
}

/** GET /v1/villas/{slug}: everything the villa page shows. */
export async function villaDetail(db: Db, slug: string): Promise<VillaDetail> {
  const villa = await activeVillaBySlug(db, slug);
  if (!villa) throw notFound();
  const today = todayInTurkey();
  const [cards, images, featureRows, priceRows, commentRows, rates] = await Promise.all([
    queryCards(db, { where: [sql`v.id = ${villa.id}`], take: 1 }),
    db
      .select()
      .from(villaImages)
      .where(eq(villaImages.villaId, villa.id))
      .orderBy(asc(villaImages.sortOrder), asc(villaImages.id)),
    db
      .select({ id: features.id, name: features.name, category: featureCategories.name })
      .from(villaFeatures)
      .innerJoin(features, eq(features.id, villaFeatures.featureId))
      .innerJoin(featureCategories, eq(featureCategories.id, features.categoryId))
      .where(eq(villaFeatures.villaId, villa.id))
      .orderBy(asc(featureCategories.sortOrder), asc(features.sortOrder), asc(features.id)),
    db
      .select()
      .from(villaPrices)
      .where(and(eq(villaPrices.villaId, villa.id), gte(villaPrices.endDate, today)))
      .orderBy(asc(villaPrices.startDate)),
    db
      .select()
      .from(comments)
      .where(and(eq(comments.villaId, villa.id), eq(comments.active, true)))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(50),
    exchangeRates(db),
  ]);
  const card = cards.items[0];
  if (!card) throw notFound();
  const grouped = new Map<string, Array<{ id: number; name: string }>>();
  for (const f of featureRows) {
    const list = grouped.get(f.category) ?? [];
    list.push({ id: f.id, name: f.name });
    grouped.set(f.category, list);
  }
  const prices: PricePeriod[] = priceRows.map((p) => ({
    startDate: p.startDate,
    endDate: p.endDate,
    nightlyPrice: Number(p.nightlyPrice),
    currency: p.currency,
    nightlyTl: round2(Number(p.nightlyPrice) * (rates[p.currency] ?? 0)),
    minStay: p.minStay,
  }));
  return {
    ...card,
    summary: villa.summary,
    description: villa.description,
    address: villa.address,
    latitude: villa.latitude === null ? null : Number(villa.latitude),
    longitude: villa.longitude === null ? null : Number(villa.longitude),
    licenseNumber: villa.licenseNumber,
    checkInTime: villa.checkInTime,
    checkOutTime: villa.checkOutTime,
    depositTl: Number(villa.deposit),
    cleaningFeeTl: Number(villa.cleaningFee),
    prepaymentRate: villa.prepaymentRate,
    infantsCountInCapacity: villa.infantsCountInCapacity,
    photos: images.map((i) => photoOf(i.fileKey, i.width, i.height, i.alt || villa.name)),
    features: [...grouped.entries()].map(([category, items]) => ({ category, items })),
    prices,
    comments: commentRows.map((c) => toComment(c, null)),
  };
}

/** Unavailable stays of a villa between two dates (blocks of every kind). */
export async function villaAvailability(
  db: Db,
  villaId: number,
  from: string,
  to: string,
): Promise<VillaAvailability> {
  const res = await db.execute(sql`
    select lower(period)::text as start, upper(period)::text as "end"
    from villa_blocks
    where villa_id = ${villaId} and period && daterange(${from}::date, ${to}::date, '[)')
    order by lower(period)`);
  return { from, to, blocked: rowsOf<{ start: string; end: string }>(res) };
}

/** True when no block overlaps the stay [checkIn, checkOut). */
export async function isFree(db: Db, villaId: number, checkIn: string, checkOut: string): Promise<boolean> {
  const res = await db.execute(sql`
    select 1 from villa_blocks
    where villa_id = ${villaId} and period && daterange(${checkIn}::date, ${checkOut}::date, '[)') limit 1`);
  return rowsOf(res).length === 0;
}

/** GET /v1/showcases: active showcases in order, each with its active villas. */
export async function publicShowcases(db: Db): Promise<PublicShowcase[]> {
  const list = await db
    .select()
    .from(showcases)
    .where(eq(showcases.active, true))
    .orderBy(asc(showcases.sortOrder), asc(showcases.id));
  if (!list.length) return [];
  const links = await db
    .select({ showcaseId: showcaseVillas.showcaseId, villaId: showcaseVillas.villaId })
    .from(showcaseVillas)
    .orderBy(asc(showcaseVillas.sortOrder), asc(showcaseVillas.id));
  const ids = [...new Set(links.map((l) => l.villaId))];
  const items = await cardsOf(db, ids);
  const byId = new Map(items.map((c) => [c.id, c]));
  return list
    .map((s) => ({
      id: s.id,
      title: s.title,
      slug: s.slug,
      description: s.description,
      villas: links.filter((l) => l.showcaseId === s.id).flatMap((l) => byId.get(l.villaId) ?? []),
    }))
    .filter((s) => s.villas.length > 0);
}

/** Home: the villa of the month and the popular villas. */
export async function featuredVillas(db: Db) {
  const [month, popular] = await Promise.all([
    queryCards(db, { where: [sql`v.is_villa_of_month`], take: 1 }),
    queryCards(db, { where: [sql`v.is_popular`], take: 8 }),
  ]);
  return { villaOfMonth: month.items[0] ?? null, popular: popular.items };
}

/** GET /v1/website/comments: approved comments, newest first (agency and villa comments). */
export async function publicComments(db: Db, skip: number, take: number) {
  const where = eq(comments.active, true);
  const [rows, [total]] = await Promise.all([
    db
      .select({ c: comments, villaSlug: villas.slug, villaName: villas.name, villaActive: villas.active })
      .from(comments)
      .leftJoin(villas, eq(villas.id, comments.villaId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(take)
      .offset(skip),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .where(where),
  ]);
  return {
    items: rows.map((r) =>
      toComment(
        r.c,
        r.villaSlug && r.villaName && r.villaActive ? { slug: r.villaSlug, name: r.villaName } : null,
      ),
    ),
    total: Number(total?.n ?? 0),
  };
}

/** Every active villa's slug and last change, for the sitemap. */
export async function sitemapVillas(db: Db) {
  return db
    .select({ slug: villas.slug, updatedAt: villas.updatedAt })
    .from(villas)
    .where(eq(villas.active, true))
    .orderBy(asc(villas.sortOrder), asc(villas.id));
}
