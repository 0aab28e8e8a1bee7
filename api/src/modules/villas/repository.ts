import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  VillaBody,
  VillaBtransBody,
  VillaDetail,
  VillaFlag,
  VillaListItem,
  VillaOrder,
  VillaWithDates,
} from '@villa/shared/contracts/villas';
import type { VillaIcalFeed } from '@villa/shared/contracts/ical';
import type { VillaComment } from '@villa/shared/contracts/villa-comments';
import type { VillaBlockKind, VillaDate } from '@villa/shared/contracts/villa-dates';
import type { VillaImage } from '@villa/shared/contracts/villa-images';
import type { VillaPrice } from '@villa/shared/contracts/villa-prices';
import { comments } from '../../db/schema/villa-content.ts';
import { districts, towns } from '../../db/schema/regions.ts';
import { villaBlocks } from '../../db/schema/reservations.ts';
import { blockSpan, blocksWithHolder } from '../villa-blocks/repository.ts';
import { nextSortOrder } from '../../db/sort-order.ts';
import { users } from '../../db/schema/users.ts';
import {
  features,
  villaFeatures,
  villaIcalFeeds,
  villaImages,
  villaPrices,
  villas,
  villaTypes,
} from '../../db/schema/villas.ts';
import type { Db, Tx } from '../../db/types.ts';
import { imageUrl } from '../../lib/images.ts';
import { turkishOrder } from '../../lib/turkish-sort.ts';
import { uniqueSlug } from '../../lib/slug.ts';
import { num } from './common.ts';

const thumbnailKey = sql<
  string | null
>`(select vi.file_key from villa_images vi where vi.villa_id = ${villas.id} order by vi.sort_order, vi.id limit 1)`;

const listColumns = {
  id: villas.id,
  name: villas.name,
  slug: villas.slug,
  townId: villas.townId,
  townName: towns.name,
  districtName: districts.name,
  villaTypeName: villaTypes.name,
  ownerFirst: users.firstName,
  ownerLast: users.lastName,
  capacity: villas.capacity,
  bedrooms: villas.bedrooms,
  active: villas.active,
  isPopular: villas.isPopular,
  isVillaOfMonth: villas.isVillaOfMonth,
  sortOrder: villas.sortOrder,
  thumbnailKey,
};

type ListRow = {
  id: number;
  name: string;
  slug: string;
  townId: number;
  townName: string;
  districtName: string | null;
  villaTypeName: string | null;
  ownerFirst: string | null;
  ownerLast: string | null;
  capacity: number;
  bedrooms: number;
  active: boolean;
  isPopular: boolean;
  isVillaOfMonth: boolean;
  sortOrder: number;
  thumbnailKey: string | null;
};

function toListItem(r: ListRow): VillaListItem {
  return {
    id: r.id,
    villa_id: r.id,
    name: r.name,
    slug: r.slug,
    town_id: r.townId,
    town_name: r.townName,
    district_name: r.districtName,
    villa_type_name: r.villaTypeName,
    owner_name: r.ownerFirst ? `${r.ownerFirst} ${r.ownerLast ?? ''}`.trim() : null,
    capacity: r.capacity,
    bedrooms: r.bedrooms,
    active: r.active,
    popular: r.isPopular,
    villa_of_month: r.isVillaOfMonth,
    order: r.sortOrder,
    thumbnail: r.thumbnailKey ? imageUrl(r.thumbnailKey, 480) : null,
  };
}

function baseList(db: Db) {
  return db
    .select(listColumns)
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .leftJoin(districts, eq(districts.id, villas.districtId))
    .leftJoin(villaTypes, eq(villaTypes.id, villas.villaTypeId))
    .leftJoin(users, eq(users.id, villas.ownerId));
}

export interface VillaListQuery {
  skip: number;
  take: number;
  order: VillaOrder;
  id?: number | undefined;
  popular?: boolean | undefined;
  q?: string | undefined;
  /** OWNER: only these villas. */
  ownerId?: number | undefined;
}

const ORDER_BY: Record<VillaOrder, SQL[]> = {
  order: [asc(villas.sortOrder), asc(villas.id)],
  newest: [desc(villas.createdAt), desc(villas.id)],
  // Turkish alphabetical order (Ç after C, İ after I …) on PGlite and PostgreSQL alike.
  name: [asc(turkishOrder(villas.name)), asc(villas.id)],
  capacity: [desc(villas.capacity), asc(villas.id)],
};

export async function listVillas(db: Db, q: VillaListQuery) {
  const term = q.q?.trim();
  const where = and(
    q.id ? eq(villas.id, q.id) : undefined,
    q.popular !== undefined ? eq(villas.isPopular, q.popular) : undefined,
    q.ownerId !== undefined ? eq(villas.ownerId, q.ownerId) : undefined,
    term
      ? or(ilike(villas.name, `%${term}%`), ilike(villas.slug, `%${term}%`), ilike(towns.name, `%${term}%`))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    baseList(db)
      .where(where)
      .orderBy(...ORDER_BY[q.order])
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(villas).innerJoin(towns, eq(towns.id, villas.townId)).where(where),
  ]);
  return { rows: rows.map(toListItem), total: total?.n ?? 0 };
}

export async function pickVillas(db: Db, ownerId?: number) {
  const rows = await db
    .select({ id: villas.id, name: villas.name, slug: villas.slug, active: villas.active })
    .from(villas)
    .where(ownerId !== undefined ? eq(villas.ownerId, ownerId) : undefined)
    .orderBy(asc(turkishOrder(villas.name)), asc(villas.id));
  return rows;
}

export async function searchVillas(db: Db, term: string, take: number, ownerId?: number) {
  const like = `%${term}%`;
  const rows = await db
    .select({ id: villas.id, name: villas.name, slug: villas.slug, thumbnailKey })
    .from(villas)
    .where(
      and(
        or(ilike(villas.name, like), ilike(villas.slug, like)),
        ownerId !== undefined ? eq(villas.ownerId, ownerId) : undefined,
      ),
    )
    .orderBy(asc(turkishOrder(villas.name)), asc(villas.id))
    .limit(take);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    thumbnail: r.thumbnailKey ? imageUrl(r.thumbnailKey, 480) : null,
  }));
}

export function toImage(r: typeof villaImages.$inferSelect): VillaImage {
  return {
    id: r.id,
    villa_id: r.villaId,
    order: r.sortOrder,
    width: r.width,
    height: r.height,
    urls: {
      small: imageUrl(r.fileKey, 480),
      medium: imageUrl(r.fileKey, 960),
      large: imageUrl(r.fileKey, 1600),
    },
  };
}

export function toPrice(r: typeof villaPrices.$inferSelect): VillaPrice {
  return {
    id: r.id,
    villa_id: r.villaId,
    start_date: r.startDate,
    end_date: r.endDate,
    nightly_price: num(r.nightlyPrice),
    currency: r.currency as VillaPrice['currency'],
    min_stay: r.minStay,
  };
}

export function toComment(r: typeof comments.$inferSelect): VillaComment {
  return {
    id: r.id,
    villa_id: r.villaId,
    author_name: r.authorName,
    rating: r.rating,
    title: r.title,
    body: r.body,
    reply: r.reply,
    active: r.active,
    stayed_at: r.stayedAt,
    verified_stay: r.reservationId !== null,
    created_at: r.createdAt.toISOString(),
  };
}

export function toFeed(r: typeof villaIcalFeeds.$inferSelect): VillaIcalFeed {
  return {
    id: r.id,
    villa_id: r.villaId,
    source: r.source as VillaIcalFeed['source'],
    url: r.url,
    last_sync_at: r.lastSyncAt ? r.lastSyncAt.toISOString() : null,
    last_status: r.lastStatus,
    last_error: r.lastError,
    last_success_at: r.lastSuccessAt ? r.lastSuccessAt.toISOString() : null,
    last_error_at: r.lastErrorAt ? r.lastErrorAt.toISOString() : null,
    failing_since: r.failingSince ? r.failingSince.toISOString() : null,
    held_at: r.heldAt ? r.heldAt.toISOString() : null,
    held_reason: r.heldReason,
    last_added: r.lastAdded,
    last_changed: r.lastChanged,
    last_removed: r.lastRemoved,
  };
}

/** The villa's blocks from 90 days ago on; end_date exclusive. */
export async function villaDates(db: Db | Tx, villaId: number, onlyId?: number): Promise<VillaDate[]> {
  const rows = await blocksWithHolder(db)
    .where(
      and(
        eq(villaBlocks.villaId, villaId),
        onlyId !== undefined
          ? eq(villaBlocks.id, onlyId)
          : sql`upper(${villaBlocks.period}) >= current_date - 90`,
      ),
    )
    .orderBy(sql`lower(${villaBlocks.period})`);
  return rows.map((r) => ({
    id: r.id,
    villa_id: r.villaId,
    kind: r.kind as VillaDate['kind'],
    start_date: r.start,
    end_date: r.end,
    note: r.note,
    reservation_code: r.code,
    source: r.channel,
  }));
}

export async function getVillaDetail(
  db: Db,
  id: number,
  ownerView: boolean,
): Promise<VillaDetail | undefined> {
  const [base] = await baseList(db).where(eq(villas.id, id));
  if (!base) return undefined;
  const [full] = await db.select().from(villas).where(eq(villas.id, id));
  if (!full) return undefined;
  const [prices, dates, images, commentRows, featureRows, feeds] = await Promise.all([
    db.select().from(villaPrices).where(eq(villaPrices.villaId, id)).orderBy(asc(villaPrices.startDate)),
    villaDates(db, id),
    db
      .select()
      .from(villaImages)
      .where(eq(villaImages.villaId, id))
      .orderBy(asc(villaImages.sortOrder), asc(villaImages.id)),
    ownerView
      ? Promise.resolve([])
      : db.select().from(comments).where(eq(comments.villaId, id)).orderBy(desc(comments.createdAt)),
    db.select({ id: villaFeatures.featureId }).from(villaFeatures).where(eq(villaFeatures.villaId, id)),
    db.select().from(villaIcalFeeds).where(eq(villaIcalFeeds.villaId, id)).orderBy(asc(villaIcalFeeds.id)),
  ]);
  return {
    ...toListItem(base),
    district_id: full.districtId,
    villa_type_id: full.villaTypeId,
    owner_id: full.ownerId,
    bathrooms: full.bathrooms,
    summary: full.summary,
    description: full.description,
    address: full.address,
    latitude: full.latitude === null ? null : Number(full.latitude),
    longitude: full.longitude === null ? null : Number(full.longitude),
    license_number: full.licenseNumber,
    check_in_time: full.checkInTime,
    check_out_time: full.checkOutTime,
    check_in_instructions: full.checkInInstructions,
    deposit: num(full.deposit),
    cleaning_fee: num(full.cleaningFee),
    prepayment_rate: full.prepaymentRate,
    infants_count_in_capacity: full.infantsCountInCapacity,
    // An owner does not see the bank-transfer data staff keep about them.
    btrans_owner_name: ownerView ? '' : full.btransOwnerName,
    btrans_identity_number: ownerView ? '' : full.btransIdentityNumber,
    btrans_iban: ownerView ? '' : full.btransIban,
    btrans_commission_rate: ownerView ? 0 : num(full.btransCommissionRate),
    cleaning_fee_keeper: full.cleaningFeeKeeper === 'agency' ? 'agency' : 'owner',
    ical_export_path: `/v1/villas/${full.id}/calendar/${full.icalToken}.ics`,
    feature_ids: featureRows.map((f) => f.id).sort((a, b) => a - b),
    prices: prices.map(toPrice),
    dates,
    images: images.map(toImage),
    comments: commentRows.map(toComment),
    ical_feeds: feeds.map(toFeed),
  };
}

/**
 * Every villa (an OWNER's own only) with all its price periods and its blocked ranges that end on
 * `today` or later, in three queries whatever the number of villas.
 */
export async function villasWithDates(db: Db, today: string, ownerId?: number): Promise<VillaWithDates[]> {
  const rows = await db
    .select({ id: villas.id, name: villas.name, slug: villas.slug })
    .from(villas)
    .where(ownerId !== undefined ? eq(villas.ownerId, ownerId) : undefined)
    .orderBy(asc(turkishOrder(villas.name)), asc(villas.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [prices, blocks] = await Promise.all([
    db
      .select()
      .from(villaPrices)
      .where(inArray(villaPrices.villaId, ids))
      .orderBy(asc(villaPrices.villaId), asc(villaPrices.startDate), asc(villaPrices.id)),
    db
      .select({
        villaId: villaBlocks.villaId,
        kind: villaBlocks.kind,
        ...blockSpan,
      })
      .from(villaBlocks)
      .where(and(inArray(villaBlocks.villaId, ids), sql`upper(${villaBlocks.period}) >= ${today}::date`))
      .orderBy(asc(villaBlocks.villaId), sql`lower(${villaBlocks.period})`, asc(villaBlocks.id)),
  ]);
  const byVilla = new Map<number, VillaWithDates>(
    rows.map((r) => [r.id, { id: r.id, name: r.name, slug: r.slug, prices: [], blocked: [] }]),
  );
  for (const p of prices) byVilla.get(p.villaId)?.prices.push(toPrice(p));
  for (const b of blocks) {
    byVilla.get(b.villaId)?.blocked.push({ start: b.start, end: b.end, kind: b.kind as VillaBlockKind });
  }
  return [...byVilla.values()];
}

export async function villaIdsExist(db: Db | Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: villas.id }).from(villas).where(inArray(villas.id, ids));
  return rows.map((r) => r.id);
}

// ---- Writes of the villa admin (admin-routes.ts) ----

/** The references a villa body names, as the database has them (service.ts checks them). */
export async function villaReferences(db: Db, body: VillaBody) {
  const [[town], [district], [villaType], [owner]] = await Promise.all([
    db.select({ id: towns.id }).from(towns).where(eq(towns.id, body.town_id)),
    body.district_id
      ? db.select({ townId: districts.townId }).from(districts).where(eq(districts.id, body.district_id))
      : Promise.resolve([]),
    body.villa_type_id
      ? db.select({ id: villaTypes.id }).from(villaTypes).where(eq(villaTypes.id, body.villa_type_id))
      : Promise.resolve([]),
    body.owner_id
      ? db.select({ role: users.role }).from(users).where(eq(users.id, body.owner_id))
      : Promise.resolve([]),
  ]);
  return { town, district, villaType, owner };
}

function columnsOf(body: VillaBody, slug: string) {
  return {
    name: body.name,
    slug,
    townId: body.town_id,
    districtId: body.district_id,
    villaTypeId: body.villa_type_id,
    ownerId: body.owner_id,
    capacity: body.capacity,
    bedrooms: body.bedrooms,
    bathrooms: body.bathrooms,
    summary: body.summary,
    description: body.description,
    address: body.address,
    latitude: body.latitude === null ? null : String(body.latitude),
    longitude: body.longitude === null ? null : String(body.longitude),
    licenseNumber: body.license_number,
    checkInTime: body.check_in_time,
    checkOutTime: body.check_out_time,
    checkInInstructions: body.check_in_instructions,
    deposit: String(body.deposit),
    cleaningFee: String(body.cleaning_fee),
    prepaymentRate: body.prepayment_rate,
    infantsCountInCapacity: body.infants_count_in_capacity,
    active: body.active,
  };
}

/** A free slug for a villa: the wanted one or one made from the name (-2, -3… when taken). */
export const villaSlug = (db: Db, wanted: string, name: string, excludeId?: number) =>
  uniqueSlug(db, villas, wanted, name, excludeId);

export async function villaExists(db: Db | Tx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
  return row !== undefined;
}

/** A new villa, last in the display order; its id. */
export async function insertVilla(db: Db, body: VillaBody, slug: string): Promise<number> {
  const [row] = await db
    .insert(villas)
    .values({ ...columnsOf(body, slug), sortOrder: await nextSortOrder(db, villas) })
    .returning({ id: villas.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVilla(db: Db, id: number, body: VillaBody, slug: string): Promise<void> {
  await db
    .update(villas)
    .set({ ...columnsOf(body, slug), updatedAt: sql`now()` })
    .where(eq(villas.id, id));
}

/** Whether the villa exists (and was updated). */
export async function updateVillaBtrans(db: Db, id: number, b: VillaBtransBody): Promise<boolean> {
  const [row] = await db
    .update(villas)
    .set({
      btransOwnerName: b.btrans_owner_name,
      btransIdentityNumber: b.btrans_identity_number,
      btransIban: b.btrans_iban,
      btransCommissionRate: String(b.btrans_commission_rate),
      cleaningFeeKeeper: b.cleaning_fee_keeper,
      updatedAt: sql`now()`,
    })
    .where(eq(villas.id, id))
    .returning({ id: villas.id });
  return row !== undefined;
}

/** How many of these feature ids exist. */
export async function countFeatures(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const known = await db.select({ id: features.id }).from(features).where(inArray(features.id, ids));
  return known.length;
}

/** Replaces the villa's feature set. */
export async function replaceVillaFeatures(db: Db, villaId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(villaFeatures).where(eq(villaFeatures.villaId, villaId));
    if (ids.length) await tx.insert(villaFeatures).values(ids.map((featureId) => ({ villaId, featureId })));
  });
}

const FLAG_COLUMN = { active: 'active', popular: 'isPopular', villa_of_month: 'isVillaOfMonth' } as const;

/** Sets a flag; one villa of the month at a time (choosing one clears the previous). False: no such villa. */
export async function setVillaFlag(db: Db, id: number, flag: VillaFlag, value: boolean): Promise<boolean> {
  const done = await db.transaction(async (tx) => {
    if (flag === 'villa_of_month' && value) {
      await tx
        .update(villas)
        .set({ isVillaOfMonth: false })
        .where(and(eq(villas.isVillaOfMonth, true), ne(villas.id, id)));
    }
    return tx
      .update(villas)
      .set({ [FLAG_COLUMN[flag]]: value, updatedAt: sql`now()` })
      .where(eq(villas.id, id))
      .returning({ id: villas.id });
  });
  return done.length > 0;
}

/**
 * Gives these villas their current order slots in the new order (the smallest slot to the first
 * id…); equal slots (new villas) become consecutive. False when some id is no villa (nothing written).
 */
export async function reorderVillas(db: Db, ids: number[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: villas.id, sortOrder: villas.sortOrder })
      .from(villas)
      .where(inArray(villas.id, ids));
    if (rows.length !== ids.length) return false;
    const slots = rows.map((r) => r.sortOrder).sort((a, b) => a - b);
    for (let i = 1; i < slots.length; i++) {
      const prev = slots[i - 1] ?? 0;
      if ((slots[i] ?? 0) <= prev) slots[i] = prev + 1;
    }
    for (const [i, id] of ids.entries()) {
      await tx
        .update(villas)
        .set({ sortOrder: slots[i] ?? i })
        .where(eq(villas.id, id));
    }
    return true;
  });
}
