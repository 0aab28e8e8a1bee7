import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Town, TownBody } from '@villa/shared/contracts/regions';
import { districts, towns } from '../../db/schema/regions.ts';
import { villas } from '../../db/schema/villas.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';
import { turkishOrder } from '../../lib/turkish-sort.ts';
import { uniqueSlug } from '../../lib/slug.ts';

type TownRow = typeof towns.$inferSelect;

/** Towns as the API answers them: with their districts (Turkish order) and villa counts. */
async function withDistricts(db: Db, rows: TownRow[]): Promise<Town[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [ds, counts] = await Promise.all([
    db
      .select()
      .from(districts)
      .where(inArray(districts.townId, ids))
      .orderBy(asc(turkishOrder(districts.name))),
    db
      .select({ townId: villas.townId, n: count() })
      .from(villas)
      .where(inArray(villas.townId, ids))
      .groupBy(villas.townId),
  ]);
  return rows.map((t) => ({
    id: t.id,
    town_id: t.id,
    name: t.name,
    slug: t.slug,
    description: t.description,
    popular: t.isPopular,
    villa_count: counts.find((c) => c.townId === t.id)?.n ?? 0,
    District: ds
      .filter((d) => d.townId === t.id)
      .map((d) => ({ id: d.id, district_id: d.id, name: d.name, slug: d.slug })),
  }));
}

/** One page, in the staff's order (sort order, then Turkish alphabetical). */
export async function listTowns(db: Db, q: PageQuery) {
  const { items, total } = await readPage(
    db,
    q,
    db
      .select()
      .from(towns)
      .orderBy(asc(towns.sortOrder), asc(turkishOrder(towns.name)), asc(towns.id)),
    { table: towns },
    (row) => row,
  );
  return { items: await withDistricts(db, items), total };
}

/** Every town, alphabetical (select boxes). */
export async function listAllTowns(db: Db): Promise<Town[]> {
  const rows = await db
    .select()
    .from(towns)
    .orderBy(asc(turkishOrder(towns.name)), asc(towns.id));
  return withDistricts(db, rows);
}

export async function getTown(db: Db, id: number): Promise<Town | undefined> {
  const rows = await db.select().from(towns).where(eq(towns.id, id));
  const [town] = await withDistricts(db, rows);
  return town;
}

export async function insertTown(db: Db, b: TownBody): Promise<Town | undefined> {
  const slug = await uniqueSlug(db, towns, b.slug, b.name);
  const [row] = await db
    .insert(towns)
    .values({ name: b.name, slug, description: b.description, isPopular: b.popular })
    .returning();
  if (!row) throw new Error('insert returned no row');
  const [town] = await withDistricts(db, [row]);
  return town;
}

export async function updateTown(db: Db, id: number, b: TownBody): Promise<Town | undefined> {
  const slug = await uniqueSlug(db, towns, b.slug, b.name, id);
  const [row] = await db
    .update(towns)
    .set({ name: b.name, slug, description: b.description, isPopular: b.popular })
    .where(eq(towns.id, id))
    .returning();
  if (!row) return undefined;
  const [town] = await withDistricts(db, [row]);
  return town;
}

export async function townName(db: Db, id: number): Promise<string | undefined> {
  const [town] = await db.select({ name: towns.name }).from(towns).where(eq(towns.id, id));
  return town?.name;
}

export async function countVillasInTown(db: Db, id: number): Promise<number> {
  const [used] = await db.select({ n: count() }).from(villas).where(eq(villas.townId, id));
  return used?.n ?? 0;
}

/** Deletes the town with its districts (which hold no villa by then). */
export async function deleteTownWithDistricts(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(districts).where(eq(districts.townId, id));
    await tx.delete(towns).where(eq(towns.id, id));
  });
}
