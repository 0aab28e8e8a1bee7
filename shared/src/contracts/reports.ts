/**
 * Wire shapes of the reports area (ADMIN only): the monthly BTrans short-term rental notification
 * and the villa (Ministry) report. Amounts are in TL.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import { isoDate, isoMonth } from './fields';

const reportDate = isoDate;

export const btransQuerySchema = z.object({
  month: isoMonth('Ay'),
  format: z.enum(['json', 'xml'], { message: 'Biçim json veya xml olmalı.' }).default('json'),
});
export type BtransQuery = z.input<typeof btransQuerySchema>;

export const ministryQuerySchema = z
  .object({
    from: reportDate('Başlangıç tarihi'),
    to: reportDate('Bitiş tarihi'),
    format: z.enum(['json', 'xlsx'], { message: 'Biçim json veya xlsx olmalı.' }).default('json'),
  })
  .refine((v) => v.to >= v.from, { message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['to'] })
  .refine((v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 366 * 86_400_000, {
    message: 'Dönem en fazla bir yıl olabilir.',
    path: ['to'],
  });
export type MinistryQuery = z.input<typeof ministryQuerySchema>;

export const btransAgency = z.object({ name: z.string(), tursabNumber: z.string(), taxNumber: z.string() });
export type BtransAgency = z.infer<typeof btransAgency>;

/** One confirmed short-term stay as notified to the tax office. */
export const btransRecord = z.object({
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
export type BtransRecord = z.infer<typeof btransRecord>;

/** A stay of the month left out of the file, with what is missing. */
export const btransSkipped = z.object({
  reservationId: z.number().int(),
  reservationCode: z.string(),
  villaId: z.number().int(),
  villaName: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  reasons: z.array(z.string()),
});
export type BtransSkipped = z.infer<typeof btransSkipped>;

export const btransReport = z.object({
  month: z.string(),
  agency: btransAgency,
  /** Problems with the file as a whole (e.g. no agency tax number): the XML cannot be made until fixed. */
  warnings: z.array(z.string()),
  records: z.array(btransRecord),
  skipped: z.array(btransSkipped),
  totals: z.object({ count: z.number().int(), amount: z.number(), commission: z.number() }),
});
export type BtransReport = z.infer<typeof btransReport>;

export const ministryStay = z.object({
  reservationId: z.number().int(),
  reservationCode: z.string(),
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
});
export type MinistryStay = z.infer<typeof ministryStay>;

export const ministryVilla = z.object({
  villaId: z.number().int(),
  name: z.string(),
  licenseNumber: z.string(),
  ownerName: z.string(),
  townName: z.string(),
  districtName: z.string(),
  stays: z.array(ministryStay),
});
export type MinistryVilla = z.infer<typeof ministryVilla>;

export const ministryReport = z.object({
  from: z.string(),
  to: z.string(),
  villas: z.array(ministryVilla),
  totals: z.object({
    villas: z.number().int(),
    stays: z.number().int(),
    nights: z.number().int(),
    guests: z.number().int(),
  }),
});
export type MinistryReport = z.infer<typeof ministryReport>;

const tags = ['reports'];

/** format=json answers the report; format=xml sends the file (the handler sends it itself). */
export const getBtransReport = endpoint({
  method: 'GET',
  path: '/v1/admin/reports/btrans',
  summary: 'BTrans raporu: ayın onaylı kısa süreli konaklamaları',
  description:
    'month=YYYY-AA; çıkış tarihi o ay içinde olan onaylı rezervasyonlar. Ev sahibi kimliği, IBAN veya konumu eksik olanlar `skipped` içinde nedenleriyle listelenir ve dosyaya girmez. format=xml: GİB günlük kiralama bildirimi XML’i (Content-Disposition ile indirilir; acente vergi numarası tanımlı değilse 409).',
  tags,
  query: btransQuerySchema,
  response: btransReport,
});

/** format=json answers the report; format=xlsx sends the workbook (the handler sends it itself). */
export const getMinistryReport = endpoint({
  method: 'GET',
  path: '/v1/admin/reports/ministry',
  summary: 'Villa raporu: izin numaraları, ev sahipleri ve dönemdeki konaklamalar',
  description:
    'from/to=YYYY-AA-GG (en fazla bir yıl); dönemde en az bir gecesi olan onaylı konaklamalar. format=xlsx: Excel dosyası.',
  tags,
  query: ministryQuerySchema,
  response: ministryReport,
});
