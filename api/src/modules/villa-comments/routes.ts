import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentActivitySchema, villaCommentBodySchema } from '@villa/shared/contracts/villa-comments';
import { comments } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, idParams, message, messageResponse, VILLA_MISSING } from '../villas/common.ts';
import { toComment } from '../villas/repository.ts';

const COMMENT_MISSING = 'Yorum bulunamadı.';

/** Villa comments added and moderated by staff (SPEC §7); only active ones reach the public site. */
export const villaCommentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa comments'];

  app.post(
    '/comment',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Villaya yorum ekle', body: villaCommentBodySchema } },
    async (request, reply) => {
      const b = request.body;
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, b.villa_id));
      if (!villa) throw new HttpError(404, VILLA_MISSING);
      const [row] = await app.db
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
      return reply.status(201).send({ content: toComment(row) });
    },
  );

  app.delete(
    '/comment/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Villa yorumunu sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const rows = await app.db
        .delete(comments)
        .where(eq(comments.id, request.params.id))
        .returning({ id: comments.id });
      if (rows.length === 0) throw new HttpError(404, COMMENT_MISSING);
      return message('Yorum silindi.');
    },
  );

  app.put(
    '/commentactivity/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Yorumu yayınla / gizle', params: idParams, body: commentActivitySchema },
    },
    async (request) => {
      const [row] = await app.db
        .update(comments)
        .set({ active: request.body.active })
        .where(eq(comments.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, COMMENT_MISSING);
      return { content: toComment(row) };
    },
  );
};
