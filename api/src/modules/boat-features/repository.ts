import { asc, count, eq, inArray } from 'drizzle-orm';
import type { BoatFeature, BoatFeatureBody } from '@villa/shared/contracts/boat-features';
import { boatFeatureCategories, boatFeatureLinks, boatFeatures } from '../../db/schema/boats.ts';
import { deleteById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { categoryCatalog } from '../../lib/feature-categories.ts';

const toFeature = (r: typeof boatFeatures.$inferSelect): BoatFeature => ({
  id: r.id,
  category_id: r.categoryId,
  name: r.name,
});

/** Categories in order, each with its features; adding a category; whether one exists. */
export const { listFeatureTree, insertCategory, categoryExists } = categoryCatalog<BoatFeature>(
  boatFeatureCategories,
  async (db) =>
    (
      await db
        .select()
        .from(boatFeatures)
        .orderBy(asc(boatFeatures.sortOrder), asc(boatFeatures.name), asc(boatFeatures.id))
    ).map(toFeature),
);

export async function countFeaturesIn(db: Db, categoryId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(boatFeatures)
    .where(eq(boatFeatures.categoryId, categoryId));
  return row?.n ?? 0;
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.delete(boatFeatureCategories).where(eq(boatFeatureCategories.id, id));
}

export async function getFeature(db: Db, id: number): Promise<BoatFeature | undefined> {
  const [row] = await db.select().from(boatFeatures).where(eq(boatFeatures.id, id));
  return row ? toFeature(row) : undefined;
}

export async function insertFeature(db: Db, body: BoatFeatureBody): Promise<BoatFeature> {
  const [row] = await db
    .insert(boatFeatures)
    .values({ categoryId: body.category_id, name: body.name })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toFeature(row);
}

export async function updateFeature(
  db: Db,
  id: number,
  body: BoatFeatureBody,
): Promise<BoatFeature | undefined> {
  const [row] = await db
    .update(boatFeatures)
    .set({ categoryId: body.category_id, name: body.name })
    .where(eq(boatFeatures.id, id))
    .returning();
  return row ? toFeature(row) : undefined;
}

export async function deleteFeature(db: Db, id: number): Promise<boolean> {
  return deleteById(db, boatFeatures, id);
}

export async function existingFeatureIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: boatFeatures.id })
    .from(boatFeatures)
    .where(inArray(boatFeatures.id, ids));
  return rows.map((r) => r.id);
}

/** Replaces the boat's features with exactly these. */
export async function setBoatFeatures(db: Db, boatId: number, featureIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(boatFeatureLinks).where(eq(boatFeatureLinks.boatId, boatId));
    if (featureIds.length > 0) {
      await tx.insert(boatFeatureLinks).values(featureIds.map((featureId) => ({ boatId, featureId })));
    }
  });
}
