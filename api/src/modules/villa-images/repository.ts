import { and, asc, eq, max } from 'drizzle-orm';
import type { VillaImage } from '@villa/shared/contracts/villa-images';
import { villaImages } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { toImage } from '../villas/repository.ts';

/** The villa's images in display order (the first is the thumbnail). */
export async function imagesOf(db: Db, villaId: number): Promise<VillaImage[]> {
  const rows = await db
    .select()
    .from(villaImages)
    .where(eq(villaImages.villaId, villaId))
    .orderBy(asc(villaImages.sortOrder), asc(villaImages.id));
  return rows.map(toImage);
}

export interface StoredImage {
  fileKey: string;
  width: number;
  height: number;
}

/** Adds stored images after the villa's last one, in one transaction. */
export async function insertImages(db: Db, villaId: number, stored: StoredImage[]): Promise<void> {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ m: max(villaImages.sortOrder) })
      .from(villaImages)
      .where(eq(villaImages.villaId, villaId));
    let order = (last?.m ?? -1) + 1;
    for (const s of stored) {
      await tx
        .insert(villaImages)
        .values({ villaId, fileKey: s.fileKey, width: s.width, height: s.height, sortOrder: order++ });
    }
  });
}

/** Deletes an image's row; its file key, or undefined when there was none. */
export async function deleteImageRow(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db.select().from(villaImages).where(eq(villaImages.id, id));
  if (!row) return undefined;
  await db.delete(villaImages).where(eq(villaImages.id, row.id));
  return row.fileKey;
}

export async function imageIdsOf(db: Db, villaId: number): Promise<number[]> {
  const rows = await db
    .select({ id: villaImages.id })
    .from(villaImages)
    .where(eq(villaImages.villaId, villaId));
  return rows.map((r) => r.id);
}

/** The images take the order of `ids` (0, 1, 2…). */
export async function setImageOrder(db: Db, villaId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [i, id] of ids.entries()) {
      await tx
        .update(villaImages)
        .set({ sortOrder: i })
        .where(and(eq(villaImages.id, id), eq(villaImages.villaId, villaId)));
    }
  });
}
