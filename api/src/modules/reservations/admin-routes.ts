import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int, recordId, trimmedText } from '@villa/shared/contracts/fields';
import {
  DATE_TYPES,
  RESERVATION_ORDERS,
  bookingDate,
  reservationCreateSchema,
  reservationStatusChangeSchema,
  reservationStatusSchema,
  reservationUpdateSchema,
  sendMessageSchema,
} from '@villa/shared/contracts/bookings';
import { notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import { outboxMessageSchema } from '../mailer/schemas.ts';
import { computeQuote } from '../pricing/quote.ts';
import { sendReservationMessage, type MessageKind } from './messages.ts';
import { publicOrigin } from '../../web/public-origin.ts';
import { getReservationDetail, listReservations } from './queries.ts';
import { changeStatus } from './status.ts';
import { createReservation, updateReservation } from './writes.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const STAFF = { access: ['ADMIN', 'OWNER'] as const };
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const listQuery = pagingQuery(100).extend({
  order: optional(z.enum(RESERVATION_ORDERS, { message: 'Geçerli bir sıralama seçin.' })),
  oldrez: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1'),
    z.boolean().optional(),
  ),
  status: optional(reservationStatusSchema),
  villa_id: optional(recordId()),
  reservation_id: optional(trimmedText('Rezervasyon kodu', 40)),
  customer_name: optional(trimmedText('Müşteri adı', 120)),
  datetype: optional(z.enum(DATE_TYPES, { message: 'Geçerli bir tarih türü seçin.' })),
  date1: optional(bookingDate('Başlangıç tarihi')),
  date2: optional(bookingDate('Bitiş tarihi')),
});

export const reservationRowSchema = z.object({
  id: z.number().int(),
  reservationCode: z.string(),
  status: z.string(),
  villaId: z.number().int(),
  villaName: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  totalAmount: z.number(),
  prepaymentAmount: z.number(),
  paidAmount: z.number(),
  dueAmount: z.number(),
  optionExpiresAt: z.string().nullable(),
  source: z.string(),
  createdAt: z.string(),
});

export const transactionRowSchema = z.object({
  id: z.number().int(),
  reservationId: z.number().int(),
  reservationCode: z.string(),
  customerName: z.string(),
  villaName: z.string(),
  amount: z.number(),
  currency: z.string(),
  amountTl: z.number(),
  method: z.string(),
  status: z.string(),
  paidAt: z.string(),
  note: z.string(),
  createdAt: z.string(),
});

const detailSchema = reservationRowSchema.extend({
  adults: z.number().int(),
  children: z.number().int(),
  accommodationAmount: z.number(),
  cleaningFee: z.number(),
  extraFees: z.number(),
  deposit: z.number(),
  balanceAtCheckIn: z.number(),
  prepaymentDue: z.number(),
  note: z.string(),
  staffNote: z.string(),
  paymentToken: z.string().nullable(),
  totalInCurrencies: z.record(z.string(), z.number()),
  allowedStatuses: z.array(z.string()),
  logs: z.array(
    z.object({
      id: z.number().int(),
      action: z.string(),
      message: z.string(),
      userName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  transactions: z.array(transactionRowSchema),
  messages: z.array(outboxMessageSchema),
});
const detailResponse = z.object({ content: detailSchema });
const idParams = z.object({ id: recordId() });

const quoteQuery = z.object({
  villa_id: recordId(),
  check_in: bookingDate('Giriş tarihi'),
  check_out: bookingDate('Çıkış tarihi'),
  guests: z.preprocess(emptyAsUndefined, int('Misafir sayısı', 1, 50).default(1)),
});

/** Villa reservations (SPEC §7): list with filters, detail, create, edit, status, messages. */
export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reservations'];
  const mailer = app.mailer;

  app.get(
    '/reservations',
    {
      config: STAFF,
      schema: {
        tags,
        summary: 'Villa rezervasyonları (100’er)',
        description:
          'oldrez=true geçmiş konaklamalar (çıkışı bugünden önce), aksi halde güncel ve gelecek olanlar. ' +
          'datetype (checkin | checkout | created) ile date1–date2 aralığı. OWNER yalnızca kendi villalarını görür.',
        querystring: listQuery,
        response: { 200: z.object({ content: z.array(reservationRowSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const { rows, total } = await listReservations(app.db, currentUser(request), request.query);
      return { content: rows, total };
    },
  );

  app.get(
    '/reservations/quote',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Konaklama fiyatı (rezervasyon formu önizlemesi)',
        querystring: quoteQuery,
      },
    },
    async (request) => {
      const q = request.query;
      return {
        content: await computeQuote(app.db, {
          villaId: q.villa_id,
          checkIn: q.check_in,
          checkOut: q.check_out,
          guests: q.guests,
          allowPast: true,
        }),
      };
    },
  );

  app.get(
    '/reservations/:id',
    {
      config: STAFF,
      schema: { tags, summary: 'Rezervasyon detayı', params: idParams, response: { 200: detailResponse } },
    },
    async (request) => {
      const detail = await getReservationDetail(app.db, currentUser(request), request.params.id);
      if (!detail) throw notFound();
      return { content: detail };
    },
  );

  app.post(
    '/reservations',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Personel rezervasyonu oluştur',
        description:
          'Tutarlar sunucuda fiyat dönemlerinden hesaplanır; bloklayan durumlar tarihleri kapatır (çakışma 409).',
        body: reservationCreateSchema,
        response: { 201: detailResponse },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const id = await createReservation(app.db, user, request.body);
      const detail = await getReservationDetail(app.db, user, id);
      return reply.status(201).send({ content: detail! });
    },
  );

  app.put(
    '/reservations/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Rezervasyonu düzenle',
        params: idParams,
        body: reservationUpdateSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await updateReservation(app.db, user, request.params.id, request.body);
      const detail = await getReservationDetail(app.db, user, request.params.id);
      if (!detail) throw notFound();
      return { content: detail };
    },
  );

  app.patch(
    '/reservations/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Rezervasyon durumunu değiştir',
        description: 'İzin verilen geçişler STATUS_TRANSITIONS; bloklayan duruma geçiş çakışmada 409 döner.',
        params: idParams,
        body: reservationStatusChangeSchema,
        response: { 200: detailResponse },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await changeStatus(app.db, user, request.params.id, request.body);
      const detail = await getReservationDetail(app.db, user, request.params.id);
      if (!detail) throw notFound();
      return { content: detail };
    },
  );

  const sendRoute = (path: string, kind: MessageKind, summary: string) =>
    app.post(
      path,
      {
        config: ADMIN_ONLY,
        schema: {
          tags,
          summary,
          body: sendMessageSchema,
          response: {
            200: z.object({
              content: z.object({ outboxId: z.number().int(), mailStatus: z.string(), status: z.string() }),
            }),
          },
        },
      },
      async (request) => ({
        content: await sendReservationMessage(app.db, mailer, {
          kind,
          id: request.body.id,
          userId: currentUser(request).id,
          origin: publicOrigin(request),
          optionHours: request.body.optionHours,
        }),
      }),
    );
  sendRoute('/sendpaymentlink', 'payment_link', 'Müşteriye ödeme linki gönder (opsiyon başlatır)');
  sendRoute('/sendbank', 'bank_details', 'Müşteriye banka hesap bilgilerini gönder (opsiyon başlatır)');
  sendRoute('/sendconfirm', 'confirmation', 'Müşteriye rezervasyon onayı gönder');
};
