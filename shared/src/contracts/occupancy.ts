import { z } from 'zod';
import { endpoint } from './endpoint';
import { blankAsAbsent, isoMonth } from './fields';

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
