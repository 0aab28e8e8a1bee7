import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  getFeaturedVillas,
  getPublicVilla,
  getVillaAvailability,
  getVillaQuote,
  listPublicComments,
  listPublicShowcases,
} from '@villa/shared/contracts/villas';
import { found, HttpError, MESSAGES } from '../../lib/http-error.ts';
import { fastifyPath, PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { computeQuote, partyOf } from '../pricing/quote.ts';
import { addDays, todayInTurkey } from '../pricing/dates.ts';
import { parseStay } from '../search/repository.ts';
import {
  activeVillaBySlug,
  featuredVillas,
  isFree,
  publicComments,
  publicShowcases,
  villaAvailability,
  villaDetail,
} from './public-repository.ts';

const CACHE = 'public, max-age=60';

/**
 * Public villa pages (SPEC §2 /villa/{slug}), the home's villa sections, showcases and comments.
 * Endpoints: @villa/shared/contracts/villas (storefront section); SQL in public-repository.ts.
 */
export const publicVillasRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, getFeaturedVillas, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return featuredVillas(app.db);
  });

  registerRoute(app, getPublicVilla, PUBLIC, async (request) => villaDetail(app.db, request.params.slug));

  registerRoute(app, getVillaAvailability, PUBLIC, async (request) => {
    const villa = found(await activeVillaBySlug(app.db, request.params.slug));
    // The schema accepts only real days, so the day arithmetic below cannot meet 'abc'.
    const from = request.query.from ?? todayInTurkey();
    const to = request.query.to ?? addDays(from, 400);
    if (to <= from) throw new HttpError(400, 'Bitiş tarihi başlangıçtan sonra olmalı.');
    if (to > addDays(from, 800)) throw new HttpError(400, 'En fazla iki yıllık takvim istenebilir.');
    return villaAvailability(app.db, villa.id, from, to);
  });

  registerRoute(app, getVillaQuote, PUBLIC, async (request) => {
    const villa = found(await activeVillaBySlug(app.db, request.params.slug));
    const { checkin, checkout, guests } = request.query;
    parseStay(checkin, checkout);
    const quote = await computeQuote(app.db, {
      villaId: villa.id,
      checkIn: checkin,
      checkOut: checkout,
      guests,
      party: partyOf(request.query),
    });
    if (!(await isFree(app.db, villa.id, checkin, checkout))) throw new HttpError(409, MESSAGES.overlap);
    return quote;
  });

  registerRoute(app, listPublicShowcases, PUBLIC, async (_request, reply) => {
    reply.header('cache-control', CACHE);
    return publicShowcases(app.db);
  });

  // Hand-registered from its contract: its `total` has always been documented as a number, and the
  // kit documents a paged list's total as an integer (the OpenAPI document must not change).
  app.get(
    fastifyPath(listPublicComments.path),
    {
      config: PUBLIC,
      schema: {
        tags: [...(listPublicComments.tags ?? [])],
        summary: listPublicComments.summary,
        querystring: listPublicComments.query,
        response: { 200: z.object({ content: listPublicComments.response, total: z.number() }) },
      },
    },
    async (request) => {
      const { items, total } = await publicComments(app.db, request.query.skip, request.query.take);
      return { content: items, total };
    },
  );
};
