import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId, trimmedText } from '@villa/shared/contracts/fields';
import type { AdminComment } from '@villa/shared/contracts/content';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const commentSchema = z.object({
  id: z.number().int(),
  villaId: z.number().int().nullable(),
  villaName: z.string().nullable(),
  authorName: z.string(),
  authorEmail: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  reply: z.string(),
  active: z.boolean(),
  source: z.string(),
  stayedAt: z.string(),
  createdAt: z.string(),
});
const listQuery = pagingQuery(10, 50).extend({
  status: z
    .enum(['all', 'pending', 'approved'], { error: 'Durum all, pending veya approved olmalıdır.' })
    .default('all'),
});
const listResponse = z.object({ content: z.array(commentSchema), total: z.number().int() });
const commentResponse = z.object({ content: commentSchema });
const idParams = z.object({ id: recordId() });
const activityBody = z.object({ active: z.boolean({ error: 'Onay durumu true veya false olmalıdır.' }) });
const replyBody = z.object({
  reply: trimmedText('Yanıt', 2000)
    // Replies are shown as plain text; markup is refused rather than silently shown as code.
    .refine((v) => !/[<>]/.test(v), { message: 'Yanıt HTML etiketi içeremez.' }),
});

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
  createdAt: comments.createdAt,
};
const toComment = (r: Omit<AdminComment, 'createdAt'> & { createdAt: Date }): AdminComment => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

async function getComment(db: Db, id: number): Promise<AdminComment | undefined> {
  const [row] = await db
    .select(columns)
    .from(comments)
    .leftJoin(villas, eq(villas.id, comments.villaId))
    .where(eq(comments.id, id));
  return row ? toComment(row) : undefined;
}

/** Yorumlar: approve (active) or hide visitor comments and answer them. */
export const commentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['comments'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Yorumlar (yeniden eskiye)',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const { skip, take, status } = request.query;
      const where = status === 'all' ? undefined : eq(comments.active, status === 'approved');
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(comments)
          .leftJoin(villas, eq(villas.id, comments.villaId))
          .where(where)
          .orderBy(desc(comments.createdAt), desc(comments.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(comments).where(where),
      ]);
      return { content: rows.map(toComment), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Yorum detayı', params: idParams, response: { 200: commentResponse } },
    },
    async (request) => {
      const comment = await getComment(app.db, request.params.id);
      if (!comment) throw notFound();
      return { content: comment };
    },
  );

  app.patch(
    '/:id/activity',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Yorumu onayla (yayınla) veya gizle',
        params: idParams,
        body: activityBody,
        response: { 200: commentResponse },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(comments)
        .set({ active: request.body.active })
        .where(eq(comments.id, request.params.id))
        .returning({ id: comments.id });
      if (!row) throw notFound();
      const comment = await getComment(app.db, row.id);
      if (!comment) throw notFound();
      return { content: comment };
    },
  );

  app.put(
    '/:id/reply',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Yoruma yanıt yaz (boş metin yanıtı kaldırır)',
        params: idParams,
        body: replyBody,
        response: { 200: commentResponse },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(comments)
        .set({ reply: request.body.reply })
        .where(eq(comments.id, request.params.id))
        .returning({ id: comments.id });
      if (!row) throw notFound();
      const comment = await getComment(app.db, row.id);
      if (!comment) throw notFound();
      return { content: comment };
    },
  );
};
