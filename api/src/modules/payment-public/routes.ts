import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { banks } from '../../db/schema/content.ts';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { inCurrencies } from '../reservations/repository.ts';
import { round2 } from '../reservations/wire.ts';
import { readKeys } from '../settings/repository.ts';

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
