import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { btransQuerySchema, ministryQuerySchema } from '@villa/shared/contracts/reports';
import { settings } from '../../db/schema/settings.ts';
import { HttpError } from '../../lib/http-error.ts';
import { btransXml, ministryWorkbook } from './files.ts';
import { btransReport, ministryReport } from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const btransRecordSchema = z.object({
  reservationId: z.number().int(),
  reservationCode: z.string(),
  villaId: z.number().int(),
  villaName: z.string(),
  licenseNumber: z.string(),
  address: z.string(),
  townName: z.string(),
  districtName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  amount: z.number(),
  commissionRate: z.number(),
  commission: z.number(),
  ownerIdentityNumber: z.string(),
  ownerName: z.string(),
  iban: z.string(),
});
const btransReportSchema = z.object({
  month: z.string(),
  agency: z.object({ name: z.string(), tursabNumber: z.string(), taxNumber: z.string() }),
  warnings: z.array(z.string()),
  records: z.array(btransRecordSchema),
  skipped: z.array(
    z.object({
      reservationId: z.number().int(),
      reservationCode: z.string(),
      villaId: z.number().int(),
      villaName: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
  totals: z.object({ count: z.number().int(), amount: z.number(), commission: z.number() }),
});
const ministryReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  villas: z.array(
    z.object({
      villaId: z.number().int(),
      name: z.string(),
      licenseNumber: z.string(),
      ownerName: z.string(),
      townName: z.string(),
      districtName: z.string(),
      stays: z.array(
        z.object({
          reservationId: z.number().int(),
          reservationCode: z.string(),
          checkIn: z.string(),
          checkOut: z.string(),
          nights: z.number().int(),
          guests: z.number().int(),
        }),
      ),
    }),
  ),
  totals: z.object({
    villas: z.number().int(),
    stays: z.number().int(),
    nights: z.number().int(),
    guests: z.number().int(),
  }),
});

/** 'Raporlar' (ADMIN): the monthly BTrans notification (screen + XML) and the villa report (screen + Excel). */
export const reportsRoutes: FastifyPluginAsyncZod<{ agencyTaxNumber: string }> = async (app, opts) => {
  const tags = ['reports'];

  app.get(
    '/btrans',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'BTrans raporu: ayın onaylı kısa süreli konaklamaları',
        description:
          'month=YYYY-AA; çıkış tarihi o ay içinde olan onaylı rezervasyonlar. Ev sahibi kimliği, IBAN veya konumu eksik olanlar `skipped` içinde nedenleriyle listelenir ve dosyaya girmez. format=xml: GİB günlük kiralama bildirimi XML’i (Content-Disposition ile indirilir; acente vergi numarası tanımlı değilse 409).',
        querystring: btransQuerySchema,
        response: { 200: z.object({ content: btransReportSchema }) },
      },
    },
    async (request, reply) => {
      const { month, format } = request.query;
      const report = await btransReport(app.db, month, opts.agencyTaxNumber);
      if (format === 'json') return { content: report };
      if (!report.agency.taxNumber) throw new HttpError(409, report.warnings[0] ?? 'Acente bilgileri eksik.');
      const xml = btransXml(report);
      // A file, not the JSON envelope: fastify sends a string as it is.
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="btrans-${month}.xml"`)
        .send(xml as never);
    },
  );

  app.get(
    '/ministry',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villa raporu: izin numaraları, ev sahipleri ve dönemdeki konaklamalar',
        description:
          'from/to=YYYY-AA-GG (en fazla bir yıl); dönemde en az bir gecesi olan onaylı konaklamalar. format=xlsx: Excel dosyası.',
        querystring: ministryQuerySchema,
        response: { 200: z.object({ content: ministryReportSchema }) },
      },
    },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const report = await ministryReport(app.db, from, to);
      if (format === 'json') return { content: report };
      const [brand] = await app.db
        .select({ value: settings.value })
        .from(settings)
        .where(eq(settings.key, 'brand_name'));
      const file = await ministryWorkbook(report, brand?.value || 'Likya Villa');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="villa-raporu-${from}_${to}.xlsx"`)
        .send(file as never);
    },
  );
};
