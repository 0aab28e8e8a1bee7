import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { BoatType } from '@villa/shared/contracts/boat-types';
import { boats, boatTypes } from '../../db/schema/boats.ts';
import type { Db } from '../../db/types.ts';
import { slugify } from '../../lib/slug.ts';

const columns = {
  id: boatTypes.id,
  name: boatTypes.name,
  slug: boatTypes.slug,
  // Qualified by hand: in a one-table select drizzle writes ${boatTypes.id} as a bare "id", which
  // inside the subquery is the boat's own id.
  boatCount: sql<number>`(select count(*)::int from ${boats} where ${boats.boatTypeId} = ${boatTypes}."id")`,
};

function toBoatType(r: { id: number; name: string; slug: string; boatCount: number }): BoatType {
  return { id: r.id, name: r.name, slug: r.slug, boat_count: Number(r.boatCount) };
}

export async function listBoatTypes(db: Db, q: { skip: number; take: number }) {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(columns)
      .from(boatTypes)
      .orderBy(asc(boatTypes.sortOrder), desc(boatTypes.id))
      .limit(q.take)
      .offset(q.skip),
    db.select({ total: count() }).from(boatTypes),
  ]);
  return { items: rows.map(toBoatType), total: totalRow?.total ?? 0 };
}

export async function getBoatType(db: Db, id: number): Promise<BoatType | undefined> {
  const [row] = await db.select(columns).from(boatTypes).where(eq(boatTypes.id, id));
  return row ? toBoatType(row) : undefined;
}

/** The slug of a name; a name whose slug another type already has is a duplicate. */
export async function slugTaken(db: Db, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: boatTypes.id })
    .from(boatTypes)
    .where(and(eq(boatTypes.slug, slugify(name)), exceptId ? ne(boatTypes.id, exceptId) : undefined));
  return !!row;
}

export async function insertBoatType(db: Db, name: string): Promise<number> {
  const [row] = await db
    .insert(boatTypes)
    .values({ name, slug: slugify(name) })
    .returning({ id: boatTypes.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateBoatType(db: Db, id: number, name: string): Promise<void> {
  await db
    .update(boatTypes)
    .set({ name, slug: slugify(name) })
    .where(eq(boatTypes.id, id));
}

export async function countBoatsOfType(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(boats).where(eq(boats.boatTypeId, id));
  return row?.n ?? 0;
}

export async function deleteBoatType(db: Db, id: number): Promise<void> {
  await db.delete(boatTypes).where(eq(boatTypes.id, id));
}
