import { asc, eq } from 'drizzle-orm';
import type { Feature, FeatureBody } from '@villa/shared/contracts/villa-features';
import { featureCategories, features } from '../../db/schema/villas.ts';
import { deleteById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { categoryCatalog } from '../../lib/feature-categories.ts';

const toFeature = (f: typeof features.$inferSelect): Feature => ({
  id: f.id,
  category_id: f.categoryId,
  name: f.name,
  icon: f.icon,
  filterable: f.filterable,
});

/** Categories in order, each with its features; adding a category; whether one exists. */
export const { listFeatureTree, insertCategory, categoryExists } = categoryCatalog<Feature>(
  featureCategories,
  async (db) =>
    (
      await db.select().from(features).orderBy(asc(features.sortOrder), asc(features.name), asc(features.id))
    ).map(toFeature),
);

/** Deletes a category (its features and the villas' marks go with it); false when unknown. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  return deleteById(db, featureCategories, id);
}

const values = (b: FeatureBody) => ({
  categoryId: b.category_id,
  name: b.name,
  icon: b.icon,
  filterable: b.filterable,
});

export async function insertFeature(db: Db, b: FeatureBody): Promise<Feature> {
  const [row] = await db.insert(features).values(values(b)).returning();
  if (!row) throw new Error('insert returned no row');
  return toFeature(row);
}

export async function updateFeature(db: Db, id: number, b: FeatureBody): Promise<Feature | undefined> {
  const [row] = await db.update(features).set(values(b)).where(eq(features.id, id)).returning();
  return row ? toFeature(row) : undefined;
}

export async function deleteFeature(db: Db, id: number): Promise<boolean> {
  return deleteById(db, features, id);
}
