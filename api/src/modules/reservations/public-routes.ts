import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enquireReservation,
  getPaymentPage,
  requestReservation,
} from '@villa/shared/contracts/public-reservations';
import { HttpError } from '../../lib/http-error.ts';
import { partyOf } from '../pricing/quote.ts';
import { PUBLIC, PUBLIC_WRITE, fastifyPath, registerRoute } from '../../lib/route-kit.ts';
import { createPublicRequest, enquire, paymentPage } from './public-repository.ts';

/**
 * The visitor's reservation request and 'Rezervasyonlarım' (SPEC §2 /enquire).
 * Endpoints: @villa/shared/contracts/public-reservations.
 */
export const publicReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Hand-registered from the contract: it answers 201 (a new request) or 200 (the visitor's open
  // one), and the document lists both; registerRoute documents a single status.
  const answer = z.object({ content: requestReservation.response });
  app.route({
    method: requestReservation.method,
    url: fastifyPath(requestReservation.path),
    config: { ...PUBLIC_WRITE, rateLimit: { max: 5, timeWindow: '1 minute' } },
    schema: {
      tags: [...requestReservation.tags],
      summary: requestReservation.summary,
      description: requestReservation.description,
      body: requestReservation.body,
      response: { 200: answer, 201: answer },
    },
    handler: async (request, reply) => {
      const b = request.body;
      const content = await createPublicRequest(app.db, {
        villaId: b.villaId,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        guests: b.guests,
        party: partyOf(b),
        name: b.name,
        phone: b.phone,
        email: b.email,
        note: b.note,
      });
      return reply.status(content.existing ? 200 : 201).send({ content });
    },
  });

  registerRoute(
    app,
    enquireReservation,
    { ...PUBLIC, rateLimit: { max: 20, timeWindow: '1 minute' } },
    async ({ query }) => enquire(app.db, query.code, query.email),
  );

  registerRoute(app, getPaymentPage, PUBLIC, async ({ params }) => {
    const page = await paymentPage(app.db, params.token);
    if (!page) throw new HttpError(404, 'Ödeme bağlantısı geçersiz veya süresi dolmuş.');
    return page;
  });
};
