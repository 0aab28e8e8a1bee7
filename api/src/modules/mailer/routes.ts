import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { listOutbox } from './repository.ts';
import { outboxMessageSchema } from './schemas.ts';

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
