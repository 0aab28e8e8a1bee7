import { asc, eq, type SQL } from 'drizzle-orm';
import type { VillaType, VillaTypeBody } from '@villa/shared/contracts/villa-types';
import { villas, villaTypes } from '../../db/schema/villas.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';
import { turkishOrder } from '../../lib/turkish-sort.ts';
import { uniqueSlug } from '../../lib/slug.ts';

const select = (db: Db, where?: SQL) =>
  db
    .select({
      id: villaTypes.id,
      name: villaTypes.name,
      slug: villaTypes.slug,
      villaCount: db.$count(villas, eq(villas.villaTypeId, villaTypes.id)),
    })
    .from(villaTypes)
    .where(where);

const toType = (r: { id: number; name: string; slug: string; villaCount: number }): VillaType => ({
  id: r.id,
  name: r.name,
  slug: r.slug,
  villa_count: Number(r.villaCount),
});

/** One page in the staff's order (sort order, then Turkish alphabetical). */
export async function listVillaTypes(db: Db, q: PageQuery) {
  return readPage(
    db,
    q,
    select(db).orderBy(asc(villaTypes.sortOrder), asc(turkishOrder(villaTypes.name)), asc(villaTypes.id)),
    { table: villaTypes },
    toType,
  );
}

export async function getVillaType(db: Db, id: number): Promise<VillaType | undefined> {
  const [row] = await select(db, eq(villaTypes.id, id));
  return row ? toType(row) : undefined;
}

export async function insertVillaType(db: Db, b: VillaTypeBody): Promise<number> {
  const slug = await uniqueSlug(db, villaTypes, b.slug, b.name);
  const [row] = await db.insert(villaTypes).values({ name: b.name, slug }).returning({ id: villaTypes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateVillaType(db: Db, id: number, b: VillaTypeBody): Promise<void> {
  const slug = await uniqueSlug(db, villaTypes, b.slug, b.name, id);
  await db.update(villaTypes).set({ name: b.name, slug }).where(eq(villaTypes.id, id));
}

export async function deleteVillaType(db: Db, id: number): Promise<void> {
  await db.delete(villaTypes).where(eq(villaTypes.id, id));
}
