import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBoatPrice, deleteBoatPrice, updateBoatPrice } from '@villa/shared/contracts/boats';
import { formatDate } from '@villa/shared/lib/format/dates';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { boatExists } from '../boats/repository.ts';
import * as repo from './repository.ts';

const BOAT_MISSING = 'Seçilen tekne bulunamadı.';

const overlapMessage = (p: { start_date: string; end_date: string }) =>
  `Bu tarihler teknenin ${formatDate(p.start_date)} – ${formatDate(p.end_date)} fiyat dönemiyle çakışıyor.`;
const OVERLAP_RACE = 'Bu tarihler teknenin başka bir fiyat dönemiyle çakışıyor.';

/** Two concurrent saves can both pass the check; the EXCLUDE constraint refuses the second. */
const mapOverlap = conflictOn('23P01', OVERLAP_RACE);

/**
 * Boat prices (SPEC §7): dated periods (both days inclusive) with a daily price and currency.
 * Endpoints: @villa/shared/contracts/boats; SQL in repository.ts.
 */
export const boatPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const refuseOverlap = async (boatId: number, p: repo.PriceWrite, exceptId?: number) => {
    const other = await repo.overlappingPrice(app.db, boatId, p, exceptId);
    if (other) throw new HttpError(409, overlapMessage(other));
  };

  registerRoute(app, createBoatPrice, ADMIN_ONLY, async ({ body: { boat_id, ...price } }) => {
    if (!(await boatExists(app.db, boat_id))) throw new HttpError(400, BOAT_MISSING);
    await refuseOverlap(boat_id, price);
    return repo.insertBoatPrice(app.db, boat_id, price).catch(mapOverlap);
  });

  registerRoute(app, updateBoatPrice, ADMIN_ONLY, async ({ params, body }) => {
    const existing = found(await repo.getBoatPrice(app.db, params.id));
    await refuseOverlap(existing.boat_id, body, existing.id);
    return found(await repo.updateBoatPrice(app.db, existing.id, body).catch(mapOverlap));
  });

  registerRoute(app, deleteBoatPrice, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteBoatPrice(app.db, params.id))) throw notFound();
    return { message: 'Fiyat dönemi silindi.' };
  });
};
