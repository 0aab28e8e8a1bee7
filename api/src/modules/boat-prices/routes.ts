import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boatPriceBodySchema, boatPriceUpdateSchema } from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { boatExists } from '../boats/repository.ts';
import { boatPriceSchema, envelope, idParams, messageResponse } from '../boats/wire.ts';
import {
  deleteBoatPrice,
  getBoatPrice,
  insertBoatPrice,
  overlappingPrice,
  updateBoatPrice,
  type PriceWrite,
} from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const BOAT_MISSING = 'Seçilen tekne bulunamadı.';

const trDate = (iso: string) => iso.split('-').reverse().join('.');
const overlapMessage = (p: { start_date: string; end_date: string }) =>
  `Bu tarihler teknenin ${trDate(p.start_date)} – ${trDate(p.end_date)} fiyat dönemiyle çakışıyor.`;
const OVERLAP_RACE = 'Bu tarihler teknenin başka bir fiyat dönemiyle çakışıyor.';

/** Two concurrent saves can both pass the check; the EXCLUDE constraint refuses the second. */
function mapOverlap(err: unknown): never {
  if (sqlState(err) === '23P01') throw new HttpError(409, OVERLAP_RACE);
  throw err;
}

/** Boat prices (SPEC §7): dated periods (both days inclusive) with a daily price and currency. */
export const boatPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boat prices'];

  const refuseOverlap = async (boatId: number, p: PriceWrite, exceptId?: number) => {
    const other = await overlappingPrice(app.db, boatId, p, exceptId);
    if (other) throw new HttpError(409, overlapMessage(other));
  };

  app.post(
    '/boat/price',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne fiyat dönemi ekle (çakışan dönem reddedilir)',
        body: boatPriceBodySchema,
        response: { 201: envelope(boatPriceSchema) },
      },
    },
    async (request, reply) => {
      const { boat_id, ...price } = request.body;
      if (!(await boatExists(app.db, boat_id))) throw new HttpError(400, BOAT_MISSING);
      await refuseOverlap(boat_id, price);
      const row = await insertBoatPrice(app.db, boat_id, price).catch(mapOverlap);
      return reply.status(201).send({ content: row });
    },
  );

  app.put(
    '/boat/price/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne fiyat dönemini güncelle',
        params: idParams,
        body: boatPriceUpdateSchema,
        response: { 200: envelope(boatPriceSchema) },
      },
    },
    async (request) => {
      const existing = await getBoatPrice(app.db, request.params.id);
      if (!existing) throw notFound();
      await refuseOverlap(existing.boat_id, request.body, existing.id);
      const row = await updateBoatPrice(app.db, existing.id, request.body).catch(mapOverlap);
      if (!row) throw notFound();
      return { content: row };
    },
  );

  app.delete(
    '/boat/price/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne fiyat dönemini sil',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      if (!(await deleteBoatPrice(app.db, request.params.id))) throw notFound();
      return { content: { message: 'Fiyat dönemi silindi.' } };
    },
  );
};
