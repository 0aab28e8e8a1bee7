import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { int, isoDate, optionalText, recordId } from '@villa/shared/contracts/fields';
import { createPublicRequest, enquire } from './public-repository.ts';
import { asc, eq } from 'drizzle-orm';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { banks } from '../../db/schema/content.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { inCurrencies } from './queries.ts';
import { round2 } from './wire.ts';
import { readKeys } from '../settings/repository.ts';

const PUBLIC = { access: 'public' } as const;

const email = z
  .string({ error: 'E-posta adresi gerekli.' })
  .trim()
  .toLowerCase()
  .max(254, 'E-posta adresi çok uzun.')
  .email('Geçerli bir e-posta adresi girin.');

export const requestBody = z.object({
  villaId: recordId('Villa'),
  checkIn: isoDate('Giriş tarihi'),
  checkOut: isoDate('Çıkış tarihi'),
  guests: int('Misafir sayısı', 1, 50),
  name: z
    .string({ error: 'Ad soyad gerekli.' })
    .trim()
    .min(3, 'Adınızı ve soyadınızı yazın.')
    .max(120, 'Ad soyad en fazla 120 karakter olabilir.'),
  phone: z
    .string({ error: 'Telefon numarası gerekli.' })
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'Geçerli bir telefon numarası girin.'),
  email,
  note: optionalText('Not', 1000),
  kvkk: z.literal(true, { error: 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});

const resultSchema = z.object({
  code: z.string(),
  status: z.string(),
  totalTl: z.number(),
  prepaymentTl: z.number(),
  existing: z.boolean(),
  message: z.string(),
});

const enquireSchema = z.object({
  code: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  villa: z.object({ name: z.string(), slug: z.string(), thumbnail: z.string() }),
  customerName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number(),
  guests: z.number(),
  totalTl: z.number(),
  prepaymentTl: z.number(),
  paidTl: z.number(),
  balanceTl: z.number(),
  depositTl: z.number(),
  createdAt: z.string(),
  instructions: z.array(z.string()),
  banks: z.array(z.object({ bankName: z.string(), accountHolder: z.string(), iban: z.string() })),
});

/** The visitor's reservation request and 'Rezervasyonlarım' (SPEC §2 /enquire). */
export const publicReservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront reservations'];

  app.post(
    '/v1/reservations',
    {
      config: { ...PUBLIC, idempotent: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Rezervasyon talebi (fiyat sunucuda hesaplanır; durum "Yeni talep")',
        description:
          'Aynı e-posta, villa ve tarihlerle 24 saat içinde gönderilmiş açık bir talep varsa yeni kayıt ' +
          'oluşturulmaz: 200 ile mevcut kod döner (`existing: true`). Idempotency-Key başlığı desteklenir.',
        body: requestBody,
        response: {
          200: z.object({ content: resultSchema }),
          201: z.object({ content: resultSchema }),
        },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const content = await createPublicRequest(app.db, {
        villaId: b.villaId,
        checkIn: b.checkIn,
        checkOut: b.checkOut,
        guests: b.guests,
        name: b.name,
        phone: b.phone,
        email: b.email,
        note: b.note,
      });
      return reply.status(content.existing ? 200 : 201).send({ content });
    },
  );

  app.get(
    '/v1/enquire',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Rezervasyon sorgulama (kod ve e-posta)',
        querystring: z.object({
          code: z
            .string({ error: 'Rezervasyon kodu gerekli.' })
            .trim()
            .min(4, 'Rezervasyon kodunu girin.')
            .max(20, 'Rezervasyon kodu en fazla 20 karakter olabilir.'),
          email,
        }),
        response: { 200: z.object({ content: enquireSchema }) },
      },
    },
    async (request) => ({ content: await enquire(app.db, request.query.code, request.query.email) }),
  );
};

const pageSchema = z.object({
  reservationCode: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  customerName: z.string(),
  villaName: z.string(),
  villaSlug: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  totalAmount: z.number(),
  prepaymentAmount: z.number(),
  paidAmount: z.number(),
  prepaymentDue: z.number(),
  balanceAtCheckIn: z.number(),
  optionExpiresAt: z.string().nullable(),
  totalInCurrencies: z.record(z.string(), z.number()),
  banks: z.array(
    z.object({
      bankName: z.string(),
      branch: z.string(),
      accountHolder: z.string(),
      iban: z.string(),
      currency: z.string(),
    }),
  ),
  contactPhone: z.string(),
});

/** GET /v1/payment/{token}: the page behind the payment link (public; the token is the secret). */
export const paymentPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payment/:token',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payment'],
        summary: 'Ödeme linki sayfasının verisi',
        params: z.object({
          token: z
            .string()
            .min(16)
            .max(80)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
        response: { 200: z.object({ content: pageSchema }) },
      },
    },
    async (request) => {
      const [row] = await app.db
        .select({ r: reservations, villaName: villas.name, villaSlug: villas.slug })
        .from(reservations)
        .innerJoin(villas, eq(villas.id, reservations.villaId))
        .where(eq(reservations.paymentToken, request.params.token));
      if (!row) throw new HttpError(404, 'Ödeme bağlantısı geçersiz veya süresi dolmuş.');
      const [bankRows, rates, [phone]] = await Promise.all([
        app.db
          .select()
          .from(banks)
          .where(eq(banks.active, true))
          .orderBy(asc(banks.sortOrder), asc(banks.id)),
        exchangeRates(app.db),
        readKeys(app.db, ['site_phone']),
      ]);
      const r = row.r;
      const total = Number(r.totalAmount);
      const prepayment = Number(r.prepaymentAmount);
      const paid = Number(r.paidAmount);
      return {
        content: {
          reservationCode: r.reservationCode,
          status: r.status,
          statusLabel: RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status,
          customerName: r.customerName,
          villaName: row.villaName,
          villaSlug: row.villaSlug,
          checkIn: r.checkIn,
          checkOut: r.checkOut,
          nights: r.nights,
          guests: r.guests,
          totalAmount: total,
          prepaymentAmount: prepayment,
          paidAmount: paid,
          prepaymentDue: round2(Math.max(0, prepayment - paid)),
          balanceAtCheckIn: round2(Math.max(0, total - Math.max(paid, prepayment))),
          optionExpiresAt: r.optionExpiresAt ? r.optionExpiresAt.toISOString() : null,
          totalInCurrencies: inCurrencies(total, rates),
          banks: bankRows.map((b) => ({
            bankName: b.bankName,
            branch: b.branch,
            accountHolder: b.accountHolder,
            iban: b.iban,
            currency: b.currency,
          })),
          contactPhone: phone?.value ?? '',
        },
      };
    },
  );
};
