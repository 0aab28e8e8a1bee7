import { z } from 'zod';
import { endpoint } from './endpoint';
import { blankAsAbsent, isoDate, isoMonth } from './fields';

/** 'Doluluk' (SPEC §7): every villa against the days of a month. */

export const OCCUPANCY_KINDS = ['booked', 'option', 'closed'] as const;
export type OccupancyKind = (typeof OCCUPANCY_KINDS)[number];

export const occupancySpan = z.object({
  villaId: z.number().int(),
  /** First blocked night and the exclusive end, clipped to nothing: the raw block. */
  start: z.string(),
  end: z.string(),
  kind: z.enum(OCCUPANCY_KINDS),
  reservationId: z.number().int().nullable(),
  reservationCode: z.string().nullable(),
  customerName: z.string().nullable(),
  label: z.string(),
});
export type OccupancySpan = z.infer<typeof occupancySpan>;

export const occupancyMonth = z.object({
  month: z.string(),
  days: z.array(z.string()),
  villas: z.array(z.object({ id: z.number().int(), name: z.string(), townName: z.string() })),
  spans: z.array(occupancySpan),
});
export type OccupancyMonth = z.infer<typeof occupancyMonth>;

export const getOccupancy = endpoint({
  method: 'GET',
  path: '/v1/admin/occupancy',
  summary: 'Doluluk takvimi (ay)',
  description:
    'month=YYYY-MM (varsayılan bu ay). Dolu (onaylı), opsiyon (ön ödeme bekleyen) ve kapalı günler ayrı.',
  tags: ['occupancy'],
  query: z.object({ month: z.preprocess(blankAsAbsent, isoMonth('Ay').optional()) }),
  response: occupancyMonth,
});

/** One block on the timeline: the month span plus what the timeline colours it by. */
export const occupancyRangeSpan = occupancySpan.extend({
  /** The reservation's status (a reservation block), else null. */
  status: z.string().nullable(),
  /** What blocks the nights: a reservation, an imported iCal event, a 'Manuel kapatma', a closed date. */
  source: z.enum(['reservation', 'ical', 'external', 'closed']),
  /** The iCal feed's channel (airbnb, booking, vrbo, other) of an imported block, else null. */
  channel: z.string().nullable(),
  /** The 'Manuel kapatma' entry holding a closing block, else null. */
  closingId: z.number().int().nullable(),
  /** The block's note (a closing's 'Açıklama': bakım, ev sahibi kullanımı…); '' when none. */
  note: z.string(),
});
export type OccupancyRangeSpan = z.infer<typeof occupancyRangeSpan>;

export const occupancyRange = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(z.string()),
  villas: z.array(z.object({ id: z.number().int(), name: z.string(), townName: z.string() })),
  spans: z.array(occupancyRangeSpan),
});
export type OccupancyRange = z.infer<typeof occupancyRange>;

export const occupancyRangeQuery = z
  .object({
    from: isoDate('Başlangıç tarihi'),
    /** Exclusive. */
    to: isoDate('Bitiş tarihi'),
  })
  .refine((v) => v.to > v.from, { message: 'Bitiş tarihi başlangıç tarihinden sonra olmalı.', path: ['to'] })
  .refine((v) => Date.parse(`${v.to}T00:00:00Z`) - Date.parse(`${v.from}T00:00:00Z`) <= 93 * 86_400_000, {
    message: 'Takvim en fazla 93 gün gösterebilir.',
    path: ['to'],
  });

/** The timeline: every villa's blocks overlapping [from, to), for rows = villas, columns = days. */
export const getOccupancyRange = endpoint({
  method: 'GET',
  path: '/v1/admin/occupancy/range',
  summary: 'Doluluk zaman çizelgesi (tarih aralığı)',
  description:
    'from/to=YYYY-AA-GG, to hariç (en fazla 93 gün). Her villanın bu aralıkla kesişen blokları: rezervasyon (durumu ve misafir adıyla), senkron takvim (kanalıyla), manuel kapatma (kaydı ve açıklamasıyla) ve kapalı günler.',
  tags: ['occupancy'],
  query: occupancyRangeQuery,
  response: occupancyRange,
});
