import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { BoatImage } from '@villa/shared/contracts/boats';
import { boatImages } from '../../db/schema/boats.ts';
import { setSortOrder } from '../../db/sort-order.ts';
import type { Db } from '../../db/types.ts';
import { imageUrls } from '../boats/image-urls.ts';

type Row = typeof boatImages.$inferSelect;

export function toBoatImage(r: Row): BoatImage {
  return {
    id: r.id,
    boat_id: r.boatId,
    order: r.sortOrder,
    width: r.width,
    height: r.height,
    urls: imageUrls(r.fileBase),
  };
}

export async function imagesOf(db: Db, boatIds: number[]): Promise<BoatImage[]> {
  if (boatIds.length === 0) return [];
  const rows = await db
    .select()
    .from(boatImages)
    .where(inArray(boatImages.boatId, boatIds))
    .orderBy(asc(boatImages.sortOrder), asc(boatImages.id));
  return rows.map(toBoatImage);
}

export async function getBoatImageRow(db: Db, id: number): Promise<Row | undefined> {
  const [row] = await db.select().from(boatImages).where(eq(boatImages.id, id));
  return row;
}

export async function insertBoatImage(
  db: Db,
  data: { boatId: number; fileBase: string; width: number; height: number },
): Promise<BoatImage> {
  const [row] = await db
    .insert(boatImages)
    .values({
      ...data,
      // New images go last.
      sortOrder: sql`coalesce((select max(${boatImages.sortOrder}) from ${boatImages} where ${boatImages.boatId} = ${data.boatId}), 0) + 1`,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toBoatImage(row);
}

export async function deleteBoatImage(db: Db, id: number): Promise<void> {
  await db.delete(boatImages).where(eq(boatImages.id, id));
}

/** Sets the order of all of a boat's images at once (ids in their new order). */
export async function reorderBoatImages(db: Db, ids: number[]): Promise<void> {
  await setSortOrder(db, boatImages, ids);
}

export async function imageIdsOf(db: Db, boatId: number): Promise<number[]> {
  const rows = await db.select({ id: boatImages.id }).from(boatImages).where(eq(boatImages.boatId, boatId));
  return rows.map((r) => r.id);
}
