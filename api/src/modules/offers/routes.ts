import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOffer,
  deleteOffer,
  getOffer,
  getPublicOffer,
  listOffers,
  previewOffer,
} from '@villa/shared/contracts/offers';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/**
 * 'Teklif Hazırla': priced villa offers for a customer, shared through a secret link.
 * Endpoints: @villa/shared/contracts/offers.
 */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listOffers, ADMIN_ONLY, async ({ query }) => repo.listOffers(app.db, query));

  registerRoute(app, previewOffer, ADMIN_ONLY, async ({ body }) => {
    repo.assertOfferDates(body.checkIn, body.checkOut);
    return repo.quoteVillas(app.db, body);
  });

  registerRoute(app, createOffer, ADMIN_ONLY, async (request) => {
    const { id, skipped } = await repo.createOffer(app.db, request.body, currentUser(request).id);
    const offer = found(await repo.getOffer(app.db, id));
    return { offer, skipped };
  });

  registerRoute(app, getOffer, ADMIN_ONLY, async ({ params }) => {
    const offer = await repo.getOffer(app.db, params.id);
    if (!offer) throw new HttpError(404, 'Teklif bulunamadı.');
    return offer;
  });

  registerRoute(app, deleteOffer, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteOffer(app.db, params.id))) throw new HttpError(404, 'Teklif bulunamadı.');
    return { message: 'Teklif silindi.' };
  });

  registerRoute(app, getPublicOffer, PUBLIC, async ({ query }) => {
    return found(await repo.getPublicOffer(app.db, query.token), repo.OFFER_MISSING);
  });
};
