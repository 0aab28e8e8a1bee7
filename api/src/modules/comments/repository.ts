import { desc, eq } from 'drizzle-orm';
import type { AdminComment, CommentStatus } from '@villa/shared/contracts/comments';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import { readPage, type PageQuery } from '../../db/page.ts';
import type { Db } from '../../db/types.ts';

const columns = {
  id: comments.id,
  villaId: comments.villaId,
  villaName: villas.name,
  authorName: comments.authorName,
  authorEmail: comments.authorEmail,
  rating: comments.rating,
  title: comments.title,
  body: comments.body,
  reply: comments.reply,
  active: comments.active,
  source: comments.source,
  stayedAt: comments.stayedAt,
  reservationId: comments.reservationId,
  createdAt: comments.createdAt,
};
const toComment = ({
  reservationId,
  ...r
}: Omit<AdminComment, 'createdAt' | 'verifiedStay'> & {
  createdAt: Date;
  reservationId: number | null;
}): AdminComment => ({
  ...r,
  // Written through the review link of a real reservation.
  verifiedStay: reservationId !== null,
  createdAt: r.createdAt.toISOString(),
});

/** Newest first, optionally only the pending (hidden) or approved ones, with the villa's name. */
export async function listComments(
  db: Db,
  query: PageQuery & { status: CommentStatus },
): Promise<{ items: AdminComment[]; total: number }> {
  const { status } = query;
  const where = status === 'all' ? undefined : eq(comments.active, status === 'approved');
  return readPage(
    db,
    query,
    db
      .select(columns)
      .from(comments)
      .leftJoin(villas, eq(villas.id, comments.villaId))
      .where(where)
      .orderBy(desc(comments.createdAt), desc(comments.id)),
    { table: comments, where },
    toComment,
  );
}

export async function getComment(db: Db, id: number): Promise<AdminComment | undefined> {
  const [row] = await db
    .select(columns)
    .from(comments)
    .leftJoin(villas, eq(villas.id, comments.villaId))
    .where(eq(comments.id, id));
  return row ? toComment(row) : undefined;
}

/** Approves (shows) or hides a comment, or sets its reply; the comment as it now reads. */
export async function updateComment(
  db: Db,
  id: number,
  data: { active: boolean } | { reply: string },
): Promise<AdminComment | undefined> {
  const [row] = await db.update(comments).set(data).where(eq(comments.id, id)).returning({ id: comments.id });
  return row ? getComment(db, row.id) : undefined;
}
