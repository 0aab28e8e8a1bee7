import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import type { OutboxMessage } from '@villa/shared/contracts/bookings';
import { mailOutbox, reservations } from '../../db/schema/reservations.ts';
import type { Db } from '../../db/types.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';

export const outboxMessageSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int().nullable(),
  reservationCode: z.string().nullable(),
  kind: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  status: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
});

export async function listOutbox(
  db: Db,
  q: { skip: number; take: number; reservationId?: number | undefined },
): Promise<{ rows: OutboxMessage[]; total: number }> {
  const where = q.reservationId ? eq(mailOutbox.reservationId, q.reservationId) : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ m: mailOutbox, code: reservations.reservationCode })
      .from(mailOutbox)
      .leftJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(q.take)
      .offset(q.skip),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return {
    rows: rows.map(({ m, code }) => ({
      id: m.id,
      reservationId: m.reservationId,
      reservationCode: code,
      kind: m.kind,
      toAddress: m.toAddress,
      subject: m.subject,
      html: m.html,
      text: m.text,
      status: m.status,
      error: m.error,
      createdAt: m.createdAt.toISOString(),
    })),
    total: totalRow?.n ?? 0,
  };
}

/** GET /v1/admin/outbox: every message sent or stored (without SMTP_URL the outbox is the mailbox). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags: ['mail'],
        summary: 'Gönderilen / bekleyen e-postalar (giden kutusu)',
        querystring: pagingQuery(20).extend({
          reservation_id: z.preprocess(emptyAsUndefined, recordId().optional()),
        }),
        response: { 200: z.object({ content: z.array(outboxMessageSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { rows, total } = await listOutbox(app.db, {
        skip: request.query.skip,
        take: request.query.take,
        reservationId: request.query.reservation_id,
      });
      return { content: rows, total };
    },
  );
};
