import { and, asc, count, desc, eq, inArray, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Boat,
  BoatBody,
  BoatDetail,
  BoatListFilter,
  BoatPickerItem,
} from '@villa/shared/contracts/boats';
import { boatFeatureLinks, boatImages, boats, boatTypes, marinas } from '../../db/schema/boats.ts';
import { towns } from '../../db/schema/regions.ts';
import { updateById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { slugify } from '../../lib/slug.ts';
import { imagesOf } from '../boat-images/repository.ts';
import { pricesOf } from '../boat-prices/repository.ts';
import { boatImageUrl } from './image-urls.ts';

/** File base of the boat's first image, for thumbnails. */
export const firstImageBase = sql<string | null>`(select ${boatImages.fileBase} from ${boatImages}
  where ${boatImages.boatId} = ${boats.id} order by ${boatImages.sortOrder}, ${boatImages.id} limit 1)`;

const columns = {
  id: boats.id,
  name: boats.name,
  slug: boats.slug,
  marinaId: boats.marinaId,
  marinaName: marinas.name,
  townName: towns.name,
  boatTypeId: boats.boatTypeId,
  boatTypeName: boatTypes.name,
  capacity: boats.capacity,
  cabins: boats.cabins,
  length: boats.length,
  crew: boats.crew,
  description: boats.description,
  active: boats.active,
  createdAt: boats.createdAt,
  thumb: firstImageBase,
};

type Selected = {
  id: number;
  name: string;
  slug: string;
  marinaId: number;
  marinaName: string;
  townName: string;
  boatTypeId: number;
  boatTypeName: string;
  capacity: number;
  cabins: number;
  length: string;
  crew: number;
  description: string;
  active: boolean;
  createdAt: Date;
  thumb: string | null;
};

function toBoat(r: Selected): Boat {
  return {
    id: r.id,
    boat_id: r.id,
    name: r.name,
    slug: r.slug,
    marina_id: r.marinaId,
    marina_name: r.marinaName,
    town_name: r.townName,
    boat_type_id: r.boatTypeId,
    boat_type_name: r.boatTypeName,
    capacity: r.capacity,
    cabins: r.cabins,
    length: Number(r.length),
    crew: r.crew,
    description: r.description,
    active: r.active,
    created_at: r.createdAt.toISOString(),
    thumbnail: r.thumb ? boatImageUrl(r.thumb, 480) : null,
  };
}

/** Boats with their marina, town and type, and the first image: the admin list's and the storefront's rows. */
export const boatRows = (db: Db) =>
  db
    .select(columns)
    .from(boats)
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .innerJoin(towns, eq(towns.id, marinas.townId))
    .innerJoin(boatTypes, eq(boatTypes.id, boats.boatTypeId));

export async function listBoats(db: Db, q: BoatListFilter) {
  const where: SQL | undefined = q.id ? eq(boats.id, q.id) : undefined;
  const orderBy =
    q.order === 'name'
      ? [asc(boats.name), asc(boats.id)]
      : q.order === 'oldest'
        ? [asc(boats.id)]
        : [desc(boats.id)];
  const [rows, [totalRow]] = await Promise.all([
    boatRows(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.take)
      .offset(q.skip),
    db.select({ total: count() }).from(boats).where(where),
  ]);
  return { rows: rows.map(toBoat), total: totalRow?.total ?? 0 };
}

export async function pickBoats(db: Db, onlyActive: boolean): Promise<BoatPickerItem[]> {
  return db
    .select({ id: boats.id, name: boats.name, active: boats.active })
    .from(boats)
    .where(onlyActive ? eq(boats.active, true) : undefined)
    .orderBy(asc(boats.name), asc(boats.id));
}

export async function getBoat(db: Db, id: number): Promise<Boat | undefined> {
  const [row] = await boatRows(db).where(eq(boats.id, id));
  return row ? toBoat(row) : undefined;
}

export async function getBoatDetail(db: Db, id: number): Promise<BoatDetail | undefined> {
  const boat = await getBoat(db, id);
  if (!boat) return undefined;
  const [prices, images, links] = await Promise.all([
    pricesOf(db, [id]),
    imagesOf(db, [id]),
    db
      .select({ id: boatFeatureLinks.featureId })
      .from(boatFeatureLinks)
      .where(eq(boatFeatureLinks.boatId, id)),
  ]);
  return { ...boat, prices, images, feature_ids: links.map((l) => l.id).sort((a, b) => a - b) };
}

export async function boatExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: boats.id }).from(boats).where(eq(boats.id, id));
  return !!row;
}

export async function marinaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: marinas.id }).from(marinas).where(eq(marinas.id, id));
  return !!row;
}

export async function boatTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: boatTypes.id }).from(boatTypes).where(eq(boatTypes.id, id));
  return !!row;
}

/** A free slug for the name: 'Gulet Ece', then 'gulet-ece-2' and so on. */
export async function freeSlug(db: Db, name: string, exceptId?: number): Promise<string> {
  const root = slugify(name) || 'tekne';
  const taken = await db
    .select({ slug: boats.slug })
    .from(boats)
    .where(
      and(
        or(eq(boats.slug, root), like(boats.slug, `${root}-%`)),
        exceptId ? ne(boats.id, exceptId) : undefined,
      ),
    );
  const used = new Set(taken.map((t) => t.slug));
  if (!used.has(root)) return root;
  for (let i = 2; ; i++) if (!used.has(`${root}-${i}`)) return `${root}-${i}`;
}

const values = (b: BoatBody) => ({
  name: b.name,
  marinaId: b.marina_id,
  boatTypeId: b.boat_type_id,
  capacity: b.capacity,
  cabins: b.cabins,
  length: b.length.toFixed(1),
  crew: b.crew,
  description: b.description,
  active: b.active,
});

export async function insertBoat(db: Db, b: BoatBody, slug: string): Promise<number> {
  const [row] = await db
    .insert(boats)
    .values({ ...values(b), slug })
    .returning({ id: boats.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBoat(db: Db, id: number, b: BoatBody, slug: string): Promise<void> {
  await db
    .update(boats)
    .set({ ...values(b), slug })
    .where(eq(boats.id, id));
}

export async function currentSlugAndName(db: Db, id: number) {
  const [row] = await db.select({ slug: boats.slug, name: boats.name }).from(boats).where(eq(boats.id, id));
  return row;
}

export async function setBoatActivity(db: Db, id: number, active: boolean): Promise<boolean> {
  return updateById(db, boats, id, { active });
}

export async function boatsByIds(db: Db, ids: number[]): Promise<Boat[]> {
  if (ids.length === 0) return [];
  return (await boatRows(db).where(inArray(boats.id, ids))).map(toBoat);
}
