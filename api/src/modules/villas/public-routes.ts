import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blankAsAbsent, int, isoDate, optionalIsoDate, text } from '@villa/shared/contracts/fields';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { computeQuote } from '../pricing/quote.ts';
import { addDays, todayInTurkey } from '../pricing/dates.ts';
import { photoSchema, villaCardSchema } from '../search/schemas.ts';
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

const PUBLIC = { access: 'public' } as const;
const CACHE = 'public, max-age=60';

const slugParams = z.object({ slug: text('Villa adresi', 200) });

const commentSchema = z.object({
  id: z.number(),
  authorName: z.string(),
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  reply: z.string(),
  stayedAt: z.string(),
  createdAt: z.string(),
  villa: z.object({ slug: z.string(), name: z.string() }).nullable(),
});

const detailSchema = villaCardSchema.extend({
  summary: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  licenseNumber: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  depositTl: z.number(),
  cleaningFeeTl: z.number(),
  prepaymentRate: z.number(),
  photos: z.array(photoSchema),
  features: z.array(
    z.object({ category: z.string(), items: z.array(z.object({ id: z.number(), name: z.string() })) }),
  ),
  prices: z.array(
    z.object({
      startDate: z.string(),
      endDate: z.string(),
      nightlyPrice: z.number(),
      currency: z.string(),
      nightlyTl: z.number(),
      minStay: z.number(),
    }),
  ),
  comments: z.array(commentSchema),
});

const quoteQuery = z.object({
  checkin: isoDate('Giriş tarihi'),
  checkout: isoDate('Çıkış tarihi'),
  guests: z.preprocess(blankAsAbsent, int('Misafir sayısı', 1, 50).default(2)),
});

const quoteSchema = z.object({
  villaId: z.number(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number(),
  nights: z.number(),
  nightly: z.array(
    z.object({ date: z.string(), price: z.number(), currency: z.string(), priceTl: z.number() }),
  ),
  accommodationTl: z.number(),
  cleaningFeeTl: z.number(),
  extraFeesTl: z.number(),
  totalTl: z.number(),
  prepaymentRate: z.number(),
  prepaymentTl: z.number(),
  balanceTl: z.number(),
  depositTl: z.number(),
  minStay: z.number(),
});

/** Public villa pages (SPEC §2 /villa/{slug}), the home's villa sections, showcases and comments. */
export const publicVillasRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront villas'];

  app.get(
    '/v1/villas/featured',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Ayın villası ve popüler villalar',
        response: {
          200: z.object({
            content: z.object({
              villaOfMonth: villaCardSchema.nullable(),
              popular: z.array(villaCardSchema),
            }),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await featuredVillas(app.db) };
    },
  );

  app.get(
    '/v1/villas/:slug',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Villa detayı',
        params: slugParams,
        response: { 200: z.object({ content: detailSchema }) },
      },
    },
    async (request) => ({ content: await villaDetail(app.db, request.params.slug) }),
  );

  app.get(
    '/v1/villas/:slug/availability',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Villanın dolu günleri (bitiş günü hariç)',
        params: slugParams,
        querystring: z.object({
          from: optionalIsoDate('Başlangıç tarihi'),
          to: optionalIsoDate('Bitiş tarihi'),
        }),
        response: {
          200: z.object({
            content: z.object({
              from: z.string(),
              to: z.string(),
              blocked: z.array(z.object({ start: z.string(), end: z.string() })),
            }),
          }),
        },
      },
    },
    async (request) => {
      const villa = await activeVillaBySlug(app.db, request.params.slug);
      if (!villa) throw notFound();
      // The schema accepts only real days, so the day arithmetic below cannot meet 'abc'.
      const from = request.query.from ?? todayInTurkey();
      const to = request.query.to ?? addDays(from, 400);
      if (to <= from) throw new HttpError(400, 'Bitiş tarihi başlangıçtan sonra olmalı.');
      if (to > addDays(from, 800)) throw new HttpError(400, 'En fazla iki yıllık takvim istenebilir.');
      return { content: await villaAvailability(app.db, villa.id, from, to) };
    },
  );

  app.get(
    '/v1/villas/:slug/quote',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Konaklama fiyatı (gece, temizlik, ön ödeme) ve müsaitlik',
        params: slugParams,
        querystring: quoteQuery,
        response: { 200: z.object({ content: quoteSchema }) },
      },
    },
    async (request) => {
      const villa = await activeVillaBySlug(app.db, request.params.slug);
      if (!villa) throw notFound();
      const { checkin, checkout, guests } = request.query;
      parseStay(checkin, checkout);
      const quote = await computeQuote(app.db, {
        villaId: villa.id,
        checkIn: checkin,
        checkOut: checkout,
        guests,
      });
      if (!(await isFree(app.db, villa.id, checkin, checkout))) throw new HttpError(409, MESSAGES.overlap);
      return { content: quote };
    },
  );

  app.get(
    '/v1/showcases',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Vitrinler ve villaları',
        response: {
          200: z.object({
            content: z.array(
              z.object({
                id: z.number(),
                title: z.string(),
                slug: z.string(),
                description: z.string(),
                villas: z.array(villaCardSchema),
              }),
            ),
          }),
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await publicShowcases(app.db) };
    },
  );

  app.get(
    '/v1/website/comments',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Onaylı misafir yorumları (20/sayfa)',
        querystring: pagingQuery(20, 50),
        response: { 200: z.object({ content: z.array(commentSchema), total: z.number() }) },
      },
    },
    async (request) => {
      const { items, total } = await publicComments(app.db, request.query.skip, request.query.take);
      return { content: items, total };
    },
  );
};
