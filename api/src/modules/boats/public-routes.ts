import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getPublicBoat, requestBoatRental, searchPublicBoats } from '@villa/shared/contracts/boats';
import { todayIso } from '@villa/shared/lib/format/dates';
import { found, HttpError } from '../../lib/http-error.ts';
import { PUBLIC, PUBLIC_WRITE, registerRoute } from '../../lib/route-kit.ts';
import { imagesOf } from '../boat-images/repository.ts';
import { pricesOf } from '../boat-prices/repository.ts';
import { busyRanges, createRentalRequest } from '../boat-reservations/repository.ts';
import { dayCount, quote } from './pricing.ts';
import { featureNamesOf, findActiveBoat, searchBoats } from './public-repository.ts';

const MAX_DAYS = 60;
const PAST = 'Başlangıç tarihi bugünden önce olamaz.';
const TOO_LONG = `Tekne en fazla ${MAX_DAYS} gün için kiralanabilir.`;
const BOTH_DATES = 'Başlangıç ve bitiş tarihlerini birlikte seçin.';
const ORDER = 'Bitiş tarihi başlangıç tarihinden önce olamaz.';

function checkDays(start: string | undefined, end: string | undefined, today: string) {
  if ((start === undefined) !== (end === undefined)) throw new HttpError(400, BOTH_DATES);
  if (!start || !end) return;
  if (end < start) throw new HttpError(400, ORDER);
  if (start < today) throw new HttpError(400, PAST);
  if (dayCount(start, end) > MAX_DAYS) throw new HttpError(400, TOO_LONG);
}

/**
 * The storefront's boats: search, detail and the day-rental request.
 * Endpoints: @villa/shared/contracts/boats; SQL in public-repository.ts.
 */
export const publicBoatsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, searchPublicBoats, PUBLIC, async ({ query }, reply) => {
    const today = todayIso();
    checkDays(query.started_at, query.finished_at, today);
    const { rows, total } = await searchBoats(app.db, query, today);
    reply.header('cache-control', 'no-cache');
    return { items: rows, total };
  });

  registerRoute(app, getPublicBoat, PUBLIC, async ({ params }) => {
    const today = todayIso();
    const card = found(await findActiveBoat(app.db, params.slug, today));
    const [images, prices, features, busy] = await Promise.all([
      imagesOf(app.db, [card.id]),
      pricesOf(app.db, [card.id]),
      featureNamesOf(app.db, card.id),
      busyRanges(app.db, card.id, today),
    ]);
    return {
      ...card,
      images,
      prices: prices.filter((p) => p.end_date >= today).map(({ boat_id: _b, ...p }) => p),
      features,
      busy,
    };
  });

  registerRoute(
    app,
    requestBoatRental,
    { ...PUBLIC_WRITE, rateLimit: { max: 20, timeWindow: '1 minute' } },
    async ({ body: b }) => {
      checkDays(b.started_at, b.finished_at, todayIso());
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
      return {
        reservation_id: row.reservation_id,
        boat_name: row.boat_name,
        status: row.status,
        started_at: row.started_at,
        finished_at: row.finished_at,
        guests: row.guests,
        total_amount: row.total_amount,
        currency: row.currency,
      };
    },
  );
};
