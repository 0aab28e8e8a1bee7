import { eq } from 'drizzle-orm';
import type { VillaComment, VillaCommentBody } from '@villa/shared/contracts/villa-comments';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import { deleteById } from '../../db/by-id.ts';
import type { Db } from '../../db/types.ts';
import { toComment } from '../villas/repository.ts';

export async function villaExists(db: Db, id: number): Promise<boolean> {
  const [villa] = await db.select({ id: villas.id }).from(villas).where(eq(villas.id, id));
  return !!villa;
}

/** A comment written by staff. */
export async function insertComment(db: Db, b: VillaCommentBody): Promise<VillaComment> {
  const [row] = await db
    .insert(comments)
    .values({
      villaId: b.villa_id,
      authorName: b.author_name,
      rating: b.rating,
      title: b.title,
      body: b.body,
      reply: b.reply,
      stayedAt: b.stayed_at,
      active: b.active,
      source: 'staff',
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toComment(row);
}

export async function deleteComment(db: Db, id: number): Promise<boolean> {
  return deleteById(db, comments, id);
}

export async function setCommentActivity(
  db: Db,
  id: number,
  active: boolean,
): Promise<VillaComment | undefined> {
  const [row] = await db.update(comments).set({ active }).where(eq(comments.id, id)).returning();
  return row ? toComment(row) : undefined;
}
