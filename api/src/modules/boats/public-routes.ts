import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int, recordId, text } from '@villa/shared/contracts/fields';
import { boatRentalRequestSchema, isoDate } from '@villa/shared/contracts/boats';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { imagesOf } from '../boat-images/repository.ts';
import { pricesOf } from '../boat-prices/repository.ts';
import { busyRanges, createRentalRequest } from '../boat-reservations/repository.ts';
import {
  currencySchema,
  envelope,
  listEnvelope,
  publicBoatDetailSchema,
  publicBoatSchema,
  todayIstanbul,
} from './wire.ts';
import { dayCount, quote } from './pricing.ts';
import { featureNamesOf, findActiveBoat, searchBoats } from './public-repository.ts';

const PUBLIC = { access: 'public' } as const;
const MAX_DAYS = 60;
const PAST = 'Başlangıç tarihi bugünden önce olamaz.';
const TOO_LONG = `Tekne en fazla ${MAX_DAYS} gün için kiralanabilir.`;
const BOTH_DATES = 'Başlangıç ve bitiş tarihlerini birlikte seçin.';
const ORDER = 'Bitiş tarihi başlangıç tarihinden önce olamaz.';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const searchQuery = pagingQuery(20, 50).extend({
  client: optional(z.string().max(10)),
  started_at: optional(isoDate('Başlangıç tarihi')),
  finished_at: optional(isoDate('Bitiş tarihi')),
  capacity: optional(int('Kişi sayısı', 1, 200)),
  boat_type_id: optional(recordId()),
  marina_id: optional(recordId()),
});

function checkDays(start: string | undefined, end: string | undefined, today: string) {
  if ((start === undefined) !== (end === undefined)) throw new HttpError(400, BOTH_DATES);
  if (!start || !end) return;
  if (end < start) throw new HttpError(400, ORDER);
  if (start < today) throw new HttpError(400, PAST);
  if (dayCount(start, end) > MAX_DAYS) throw new HttpError(400, TOO_LONG);
}

const requestResponse = z.object({
  reservation_id: z.string(),
  boat_name: z.string(),
  status: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  guests: z.number().int(),
  total_amount: z.number().nullable(),
  currency: currencySchema,
});

/** The storefront's boats: search, detail and the day-rental request. */
export const publicBoatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['public boats'];

  app.get(
    '/searchboats',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Kiralık tekneler',
        description:
          'started_at ve finished_at (ikisi de dahil) verilirse yalnız o günlerde boş tekneler ve toplam fiyat ' +
          '(quote) döner; capacity: en az bu kadar kişi alan tekneler. Fiyatlar dönemin para birimindedir.',
        querystring: searchQuery,
        response: { 200: listEnvelope(publicBoatSchema) },
      },
    },
    async (request, reply) => {
      const today = todayIstanbul();
      checkDays(request.query.started_at, request.query.finished_at, today);
      const { rows, total } = await searchBoats(app.db, request.query, today);
      reply.header('cache-control', 'no-cache');
      return { content: rows, total };
    },
  );

  app.get(
    '/searchboats/:slug',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Tekne detayı',
        params: z.object({ slug: text('Tekne adresi', 200) }),
        querystring: z.object({ client: optional(z.string().max(10)) }),
        response: { 200: envelope(publicBoatDetailSchema) },
      },
    },
    async (request) => {
      const today = todayIstanbul();
      const card = await findActiveBoat(app.db, request.params.slug, today);
      if (!card) throw notFound();
      const [images, prices, features, busy] = await Promise.all([
        imagesOf(app.db, [card.id]),
        pricesOf(app.db, [card.id]),
        featureNamesOf(app.db, card.id),
        busyRanges(app.db, card.id, today),
      ]);
      return {
        content: {
          ...card,
          images,
          prices: prices.filter((p) => p.end_date >= today).map(({ boat_id: _b, ...p }) => p),
          features,
          busy,
        },
      };
    },
  );

  app.post(
    '/boatreservations',
    {
      config: { ...PUBLIC, idempotent: true, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Günlük tekne kiralama talebi',
        description:
          'Ziyaretçinin talebi "Yeni talep" (new) durumunda kaydedilir; günler ancak personel onayladığında ' +
          'tutulur. Dolu günler için 409 döner.',
        body: boatRentalRequestSchema,
        response: { 201: envelope(requestResponse) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      checkDays(b.started_at, b.finished_at, todayIstanbul());
      const prices = await pricesOf(app.db, [b.boat_id]);
      const q = quote(prices, b.started_at, b.finished_at);
      const row = await createRentalRequest(app.db, {
        boatId: b.boat_id,
        startedAt: b.started_at,
        finishedAt: b.finished_at,
        guests: b.guests,
        customerName: b.customer_name,
        customerEmail: b.customer_email,
        customerPhone: b.customer_phone,
        note: b.note,
        totalAmount: q?.amount ?? null,
        currency: q?.currency ?? 'TL',
      });
      return reply.status(201).send({
        content: {
          reservation_id: row.reservation_id,
          boat_name: row.boat_name,
          status: row.status,
          started_at: row.started_at,
          finished_at: row.finished_at,
          guests: row.guests,
          total_amount: row.total_amount,
          currency: row.currency,
        },
      });
    },
  );
};
