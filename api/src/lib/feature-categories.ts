import { asc, eq } from 'drizzle-orm';
import type { categoryTable } from '../db/columns.ts';
import type { Db } from '../db/types.ts';

/** A feature category table as db/columns.ts `categoryTable` makes it (villa and boat features). */
type Categories = ReturnType<typeof categoryTable<string>>;

/** A category with its features, as the feature lists answer it. */
interface Category<F> {
  id: number;
  name: string;
  features: F[];
}

/**
 * The category side of a feature catalogue (villa features, boat features): the categories in
 * order, each with its features; adding one; checking one exists. `features` reads every feature
 * in display order, as the answers carry it.
 */
export function categoryCatalog<F extends { category_id: number }>(
  categories: Categories,
  features: (db: Db) => PromiseLike<F[]>,
) {
  return {
    async listFeatureTree(db: Db): Promise<Category<F>[]> {
      const [cats, feats] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.id)),
        features(db),
      ]);
      return cats.map((c) => ({
        id: c.id,
        name: c.name,
        features: feats.filter((f) => f.category_id === c.id),
      }));
    },
    async insertCategory(db: Db, name: string): Promise<Category<F>> {
      const [row] = await db.insert(categories).values({ name }).returning();
      if (!row) throw new Error('insert returned no row');
      return { id: row.id, name: row.name, features: [] };
    },
    async categoryExists(db: Db, id: number): Promise<boolean> {
      const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
      return !!row;
    },
  };
}
