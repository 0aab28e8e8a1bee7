import { asc, eq, type SQL } from 'drizzle-orm';
import type { District, DistrictBody } from '@villa/shared/contracts/regions';
import { districts, towns } from '../../db/schema/regions.ts';
import { villas } from '../../db/schema/villas.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';
import { uniqueSlug } from '../../lib/slug.ts';

const select = (db: Db, where?: SQL) =>
  db
    .select({
      id: districts.id,
      townId: districts.townId,
      townName: towns.name,
      name: districts.name,
      slug: districts.slug,
      villaCount: db.$count(villas, eq(villas.districtId, districts.id)),
    })
    .from(districts)
    .innerJoin(towns, eq(towns.id, districts.townId))
    .where(where);

const toDistrict = (r: Awaited<ReturnType<typeof select>>[number]): District => ({
  id: r.id,
  district_id: r.id,
  town_id: r.townId,
  town_name: r.townName,
  name: r.name,
  slug: r.slug,
  villa_count: Number(r.villaCount),
});

/** One page (optionally one town's), by town then district name. */
export async function listDistricts(db: Db, q: PageQuery & { town_id?: number }) {
  const where = q.town_id ? eq(districts.townId, q.town_id) : undefined;
  return readPage(
    db,
    q,
    select(db, where).orderBy(asc(towns.name), asc(districts.name), asc(districts.id)),
    { table: districts, where },
    toDistrict,
  );
}

export async function getDistrict(db: Db, id: number): Promise<District | undefined> {
  const [row] = await select(db, eq(districts.id, id));
  return row ? toDistrict(row) : undefined;
}

export async function townExists(db: Db, townId: number): Promise<boolean> {
  const [t] = await db.select({ id: towns.id }).from(towns).where(eq(towns.id, townId));
  return !!t;
}

export async function insertDistrict(db: Db, b: DistrictBody): Promise<number> {
  const slug = await uniqueSlug(db, districts, b.slug, b.name);
  const [row] = await db
    .insert(districts)
    .values({ townId: b.town_id, name: b.name, slug })
    .returning({ id: districts.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateDistrict(db: Db, id: number, b: DistrictBody): Promise<void> {
  const slug = await uniqueSlug(db, districts, b.slug, b.name, id);
  await db.update(districts).set({ townId: b.town_id, name: b.name, slug }).where(eq(districts.id, id));
}

export async function deleteDistrict(db: Db, id: number): Promise<void> {
  await db.delete(districts).where(eq(districts.id, id));
}
