/**
 * Wire shapes of the reports area (ADMIN only): the monthly BTrans short-term rental notification
 * and the villa (Ministry) report. Amounts are in TL.
 */
import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  isoDate,
  isoMonth,
  recordIdFilter,
  reservationRef,
  stayDates,
  stayFields,
  townRef,
  villaRef,
  villaRefSnake,
} from './fields';

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
  ...reservationRef,
  ...villaRef,
  licenseNumber: z.string(),
  address: z.string(),
  townName: z.string(),
  districtName: z.string(),
  ...stayFields,
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
  ...reservationRef,
  ...villaRef,
  ...stayDates,
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

export const ministryStay = z.object({ ...reservationRef, ...stayFields });
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

/**
 * 'Performans' (ADMIN only): occupancy and revenue of the active villas for a period [from, to).
 * The words (nights, sold/channel/closed nights, revenue, occupancy, adr, revpar) are defined in the
 * README's "Definitions"; a division by zero gives 0.
 */
export const performanceQuerySchema = z
  .object({
    from: reportDate('Başlangıç tarihi'),
    /** Exclusive: the first day not counted. */
    to: reportDate('Bitiş tarihi'),
    town_id: recordIdFilter('Bölge'),
    villa_id: recordIdFilter('Villa'),
    format: z.enum(['json', 'xlsx'], { message: 'Biçim json veya xlsx olmalı.' }).default('json'),
  })
  .refine((v) => v.to > v.from, { message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.', path: ['to'] })
  .refine((v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 366 * 86_400_000, {
    message: 'Dönem en fazla bir yıl olabilir.',
    path: ['to'],
  });
export type PerformanceQuery = z.input<typeof performanceQuerySchema>;

/** The figures of a set of villa-nights (the whole period, one villa, or one month). */
export const performanceFigures = z.object({
  nights: z.number().int(),
  available_nights: z.number().int(),
  sold_nights: z.number().int(),
  channel_nights: z.number().int(),
  closed_nights: z.number().int(),
  /** TL, two decimals. */
  revenue: z.number(),
  /** 0..1 (4 decimals). */
  occupancy: z.number(),
  adr: z.number(),
  revpar: z.number(),
});
export type PerformanceFigures = z.infer<typeof performanceFigures>;

export const performanceVillaRow = performanceFigures.extend({ ...villaRefSnake, ...townRef });
export type PerformanceVillaRow = z.infer<typeof performanceVillaRow>;

export const performanceMonthRow = performanceFigures.extend({
  /** YYYY-MM; only the month's days inside the period count. */
  month: z.string(),
});
export type PerformanceMonthRow = z.infer<typeof performanceMonthRow>;

/** Where the period's stays came from: reservations by source, imported calendars by channel. */
export const performanceSource = z.object({
  /** web, offer, staff, or channel:<airbnb|booking|vrbo|other>. */
  key: z.string(),
  label: z.string(),
  kind: z.enum(['reservation', 'channel']),
  /** Confirmed reservations (or imported events) with a night in the period. */
  bookings: z.number().int(),
  nights: z.number().int(),
  /** TL; null for a channel (an imported block carries no amount). */
  revenue: z.number().nullable(),
});
export type PerformanceSource = z.infer<typeof performanceSource>;

export const performanceReport = z.object({
  from: z.string(),
  to: z.string(),
  totals: performanceFigures,
  by_villa: z.array(performanceVillaRow),
  by_month: z.array(performanceMonthRow),
  /** Days from the request (created) to check-in of the confirmed stays with a night in the period. */
  lead_time: z.object({ median_days: z.number().nullable(), bookings: z.number().int() }),
  /** Cancelled reservations with a night in the period: their nights and accommodation amount in it. */
  cancellations: z.object({ count: z.number().int(), nights: z.number().int(), revenue: z.number() }),
  sources: z.array(performanceSource),
});
export type PerformanceReport = z.infer<typeof performanceReport>;

/** format=json answers the report; format=xlsx sends the workbook (the handler sends it itself). */
export const getPerformanceReport = endpoint({
  method: 'GET',
  path: '/v1/admin/reports/performance',
  summary: 'Performans raporu: doluluk, gelir, ADR ve RevPAR',
  description:
    'from/to=YYYY-AA-GG, to hariç (en fazla bir yıl); town_id ve villa_id isteğe bağlı süzgeç. Yalnız etkin villalar. Gece, satılan/kanal/kapalı gece, gelir (konaklama tutarı gecelere eşit dağıtılır), doluluk = (satılan + kanal) / müsait gece, ADR = gelir / satılan gece, RevPAR = gelir / müsait gece; sıfıra bölme 0 verir. Ayrıca rezervasyon öncesi süre (medyan gün), iptaller ve kaynaklar. format=xlsx: Excel dosyası.',
  tags,
  query: performanceQuerySchema,
  response: performanceReport,
});
