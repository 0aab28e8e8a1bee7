import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getBoatReservation,
  listBoatReservations,
  updateBoatReservation,
} from '@villa/shared/contracts/boat-reservations';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

/**
 * Boat reservations for staff (SPEC §7): list with filters, detail, status change.
 * Endpoints: @villa/shared/contracts/boat-reservations.
 */
export const boatReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listBoatReservations, ADMIN_ONLY, async ({ query }) => {
    const { rows, total } = await repo.listBoatReservations(app.db, query);
    return { items: rows, total };
  });

  registerRoute(app, getBoatReservation, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getBoatReservation(app.db, params.id));
  });

  registerRoute(app, updateBoatReservation, ADMIN_ONLY, async ({ params, body }) => {
    const existing = found(await repo.getBoatReservation(app.db, params.id));
    const start = body.started_at ?? existing.started_at;
    const end = body.finished_at ?? existing.finished_at;
    if (end < start) throw new HttpError(400, 'Bitiş tarihi başlangıç tarihinden önce olamaz.');
    return repo.changeBoatReservation(app.db, existing.id, body);
  });
};
