import { asc, eq } from 'drizzle-orm';
import type { Feature, FeatureBody, FeatureCategory } from '@villa/shared/contracts/villa-features';
import { featureCategories, features } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';

const toFeature = (f: typeof features.$inferSelect): Feature => ({
  id: f.id,
  category_id: f.categoryId,
  name: f.name,
  icon: f.icon,
  filterable: f.filterable,
});

/** Categories in order, each with its features. */
export async function listFeatureTree(db: Db): Promise<FeatureCategory[]> {
  const [cats, feats] = await Promise.all([
    db.select().from(featureCategories).orderBy(asc(featureCategories.sortOrder), asc(featureCategories.id)),
    db.select().from(features).orderBy(asc(features.sortOrder), asc(features.name), asc(features.id)),
  ]);
  return cats.map((c) => ({
    id: c.id,
    name: c.name,
    features: feats.filter((f) => f.categoryId === c.id).map(toFeature),
  }));
}

export async function insertCategory(db: Db, name: string): Promise<FeatureCategory> {
  const [row] = await db.insert(featureCategories).values({ name }).returning();
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, name: row.name, features: [] };
}

/** Deletes a category (its features and the villas' marks go with it); false when unknown. */
export async function deleteCategory(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(featureCategories)
    .where(eq(featureCategories.id, id))
    .returning({ id: featureCategories.id });
  return rows.length > 0;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [cat] = await db
    .select({ id: featureCategories.id })
    .from(featureCategories)
    .where(eq(featureCategories.id, id));
  return !!cat;
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
  const rows = await db.delete(features).where(eq(features.id, id)).returning({ id: features.id });
  return rows.length > 0;
}
