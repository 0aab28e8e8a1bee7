import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import type { ContactMessage } from '@villa/shared/contracts/content';
import { contactMessages } from '../../db/schema/contact.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const messageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
const listQuery = pagingQuery(10, 50).extend({
  status: z
    .enum(['all', 'unread', 'read'], { error: 'Durum all, unread veya read olmalıdır.' })
    .default('all'),
});
const listResponse = z.object({ content: z.array(messageSchema), total: z.number().int() });
const messageResponse = z.object({ content: messageSchema });
const idParams = z.object({ id: recordId() });
const readBody = z.object({ isRead: z.boolean({ error: 'Okundu durumu true veya false olmalıdır.' }) });

const columns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  isRead: contactMessages.isRead,
  createdAt: contactMessages.createdAt,
};
const toMessage = (r: Omit<ContactMessage, 'createdAt'> & { createdAt: Date }): ContactMessage => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/** İletişim formu mesajları; unread ones feed the menu's contactCount. */
export const contactMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['contact-messages'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'İletişim formu mesajları (yeniden eskiye)',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const { skip, take, status } = request.query;
      const where = status === 'all' ? undefined : eq(contactMessages.isRead, status === 'read');
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(contactMessages).where(where),
      ]);
      return { content: rows.map(toMessage), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Mesaj detayı', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const [row] = await app.db
        .select(columns)
        .from(contactMessages)
        .where(eq(contactMessages.id, request.params.id));
      if (!row) throw notFound();
      return { content: toMessage(row) };
    },
  );

  app.patch(
    '/:id/read',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Mesajı okundu / okunmadı yap',
        params: idParams,
        body: readBody,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(contactMessages)
        .set({ isRead: request.body.isRead })
        .where(eq(contactMessages.id, request.params.id))
        .returning(columns);
      if (!row) throw notFound();
      return { content: toMessage(row) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Mesajı sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const [row] = await app.db
        .delete(contactMessages)
        .where(eq(contactMessages.id, request.params.id))
        .returning(columns);
      if (!row) throw notFound();
      return { content: toMessage(row) };
    },
  );
};
