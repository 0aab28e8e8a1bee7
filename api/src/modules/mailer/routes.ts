import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox as listOutboxEndpoint } from '@villa/shared/contracts/bookings';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { listOutbox } from './repository.ts';

/** GET /v1/admin/outbox: every message sent or stored (without SMTP_URL the outbox is the mailbox). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listOutboxEndpoint, ADMIN_ONLY, async ({ query }) =>
    listOutbox(app.db, { skip: query.skip, take: query.take, reservationId: query.reservation_id }),
  );
};
