import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { offerCreateSchema, offerPreviewSchema } from '@villa/shared/contracts/bookings';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  OFFER_MISSING,
  assertOfferDates,
  createOffer,
  deleteOffer,
  getOffer,
  getPublicOffer,
  listOffers,
  quoteVillas,
} from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const idParams = z.object({ id: recordId() });

const offerVillaSchema = z.object({
  villaId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  totalAmount: z.number(),
  capacity: z.number().int(),
  townName: z.string(),
});
const offerRowSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  note: z.string(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  villas: z.array(offerVillaSchema),
});
const quoteLineSchema = z.object({
  villaId: z.number().int(),
  name: z.string(),
  totalAmount: z.number().nullable(),
  nights: z.number().int(),
  reason: z.string().nullable(),
});
const publicOfferSchema = z.object({
  customerName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  guests: z.number().int(),
  expiresAt: z.string().nullable(),
  villas: z.array(offerVillaSchema),
});
const messageSchema = z.object({ content: z.object({ message: z.string() }) });

/** 'Teklif Hazırla': priced villa offers for a customer, shared through a secret link. */
export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['offers'];

  app.get(
    '/v1/admin/offers',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Hazırlanan teklifler (20’şer, en yeni önce)',
        querystring: pagingQuery(20),
        response: { 200: z.object({ content: z.array(offerRowSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { rows, total } = await listOffers(app.db, request.query.skip, request.query.take);
      return { content: rows, total };
    },
  );

  app.post(
    '/v1/admin/offers/preview',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Seçilen villaların bu tarihler için toplam fiyatı (kaydetmeden)',
        description:
          'Her villa için rezervasyonla aynı kurallarla (fiyat dönemleri, en az konaklama, temizlik ücreti) TL toplam; dolu, yayında olmayan veya fiyatlanamayan villalar nedeniyle döner.',
        body: offerPreviewSchema,
        response: { 200: z.object({ content: z.array(quoteLineSchema) }) },
      },
    },
    async (request) => {
      assertOfferDates(request.body.checkIn, request.body.checkOut);
      return { content: await quoteVillas(app.db, request.body) };
    },
  );

  app.post(
    '/v1/admin/offers',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Teklif oluştur',
        description:
          'Fiyatlanabilen villalar teklife eklenir; eklenemeyenler `skipped` içinde nedeniyle döner. Hiçbiri eklenemiyorsa 409 ve hiçbir şey kaydedilmez. Bağlantı: /teklif/{token}.',
        body: offerCreateSchema,
        response: {
          201: z.object({ content: z.object({ offer: offerRowSchema, skipped: z.array(quoteLineSchema) }) }),
        },
      },
    },
    async (request, reply) => {
      const { id, skipped } = await createOffer(app.db, request.body, currentUser(request).id);
      const offer = await getOffer(app.db, id);
      if (!offer) throw notFound();
      return reply.status(201).send({ content: { offer, skipped } });
    },
  );

  app.get(
    '/v1/admin/offers/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Teklif detayı',
        params: idParams,
        response: { 200: z.object({ content: offerRowSchema }) },
      },
    },
    async (request) => {
      const offer = await getOffer(app.db, request.params.id);
      if (!offer) throw new HttpError(404, 'Teklif bulunamadı.');
      return { content: offer };
    },
  );

  app.delete(
    '/v1/admin/offers/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Teklifi sil (bağlantı çalışmaz olur)',
        params: idParams,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      if (!(await deleteOffer(app.db, request.params.id))) throw new HttpError(404, 'Teklif bulunamadı.');
      return { content: { message: 'Teklif silindi.' } };
    },
  );

  app.get(
    '/v1/offer',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Müşteriye hazırlanan teklif (herkese açık, gizli bağlantıyla)',
        querystring: z.object({
          client: z.string().optional(),
          token: z
            .string({ message: 'Teklif bağlantısı eksik.' })
            .trim()
            .min(1, 'Teklif bağlantısı eksik.')
            .max(100, 'Teklif bağlantısı geçersiz.'),
        }),
        response: { 200: z.object({ content: publicOfferSchema }) },
      },
    },
    async (request) => {
      const offer = await getPublicOffer(app.db, request.query.token);
      if (!offer) throw new HttpError(404, OFFER_MISSING);
      return { content: offer };
    },
  );
};
