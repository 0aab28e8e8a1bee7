import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PRICE_OVERLAP_MESSAGE,
  villaPriceBodySchema,
  villaPriceUpdateSchema,
} from '@villa/shared/contracts/villa-prices';
import { sqlState } from '../../db/errors.ts';
import { villaPrices } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { ADMIN_OR_OWNER, assertVillaReach, idParams, message, messageResponse } from '../villas/common.ts';
import { toPrice } from '../villas/repository.ts';

const PRICE_MISSING = 'Fiyat dönemi bulunamadı.';

function mapPriceError(err: unknown): never {
  const state = sqlState(err);
  if (state === '23P01') throw new HttpError(409, PRICE_OVERLAP_MESSAGE);
  if (state === '23514')
    throw new HttpError(400, 'Fiyat dönemi geçersiz: tarihleri, fiyatı ve en az konaklamayı kontrol edin.');
  throw err;
}

/** Villa price periods (SPEC §7): nightly price, currency and minimum stay per dated period. */
export const villaPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa prices'];

  const priceRow = async (id: number) => {
    const [row] = await app.db.select().from(villaPrices).where(eq(villaPrices.id, id));
    return row;
  };

  app.post(
    '/',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Fiyat dönemi ekle',
        description:
          'Başlangıç ve bitiş, dönemin geceleridir (ikisi de dahil). Aynı villanın dönemleri çakışamaz (409).',
        body: villaPriceBodySchema,
      },
    },
    async (request, reply) => {
      const b = request.body;
      await assertVillaReach(app.db, currentUser(request), b.villa_id);
      const [row] = await app.db
        .insert(villaPrices)
        .values({
          villaId: b.villa_id,
          startDate: b.start_date,
          endDate: b.end_date,
          nightlyPrice: String(b.nightly_price),
          currency: b.currency,
          minStay: b.min_stay,
        })
        .returning()
        .catch(mapPriceError);
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: toPrice(row) });
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_OR_OWNER,
      schema: { tags, summary: 'Fiyat dönemini güncelle', params: idParams, body: villaPriceUpdateSchema },
    },
    async (request) => {
      const existing = await priceRow(request.params.id);
      const me = currentUser(request);
      if (!existing) {
        if (me.role === 'OWNER') throw new HttpError(403, 'Bu işlem için yetkiniz yok.');
        throw new HttpError(404, PRICE_MISSING);
      }
      await assertVillaReach(app.db, me, existing.villaId);
      const b = request.body;
      const [row] = await app.db
        .update(villaPrices)
        .set({
          startDate: b.start_date,
          endDate: b.end_date,
          nightlyPrice: String(b.nightly_price),
          currency: b.currency,
          minStay: b.min_stay,
        })
        .where(eq(villaPrices.id, existing.id))
        .returning()
        .catch(mapPriceError);
      if (!row) throw new HttpError(404, PRICE_MISSING);
      return { content: toPrice(row) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_OR_OWNER,
      schema: { tags, summary: 'Fiyat dönemini sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const existing = await priceRow(request.params.id);
      const me = currentUser(request);
      if (!existing) {
        if (me.role === 'OWNER') throw new HttpError(403, 'Bu işlem için yetkiniz yok.');
        throw new HttpError(404, PRICE_MISSING);
      }
      await assertVillaReach(app.db, me, existing.villaId);
      await app.db.delete(villaPrices).where(eq(villaPrices.id, existing.id));
      return message('Fiyat dönemi silindi.');
    },
  );
};
