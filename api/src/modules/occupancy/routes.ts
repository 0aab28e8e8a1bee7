import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blankAsAbsent, isoMonth } from '@villa/shared/contracts/fields';
import type { OccupancyKind } from '@villa/shared/contracts/bookings';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { towns } from '../../db/schema/regions.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { addDays, nightsOf, todayInTurkey } from '../pricing/dates.ts';

const monthQuery = z.object({ month: z.preprocess(blankAsAbsent, isoMonth('Ay').optional()) });

const spanSchema = z.object({
  villaId: z.number().int(),
  start: z.string(),
  end: z.string(),
  kind: z.enum(['booked', 'option', 'closed']),
  reservationId: z.number().int().nullable(),
  reservationCode: z.string().nullable(),
  customerName: z.string().nullable(),
  label: z.string(),
});

const CLOSED_LABEL: Record<string, string> = {
  closed: 'Kapalı',
  ical: 'Senkron takvim',
  external: 'Manuel kapatma',
};

/** GET /v1/admin/occupancy: every villa against the days of a month; two indexed queries. */
export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/occupancy',
    {
      config: { access: ['ADMIN'] },
      schema: {
        tags: ['occupancy'],
        summary: 'Doluluk takvimi (ay)',
        description:
          'month=YYYY-MM (varsayılan bu ay). Dolu (onaylı), opsiyon (ön ödeme bekleyen) ve kapalı günler ayrı.',
        querystring: monthQuery,
        response: {
          200: z.object({
            content: z.object({
              month: z.string(),
              days: z.array(z.string()),
              villas: z.array(z.object({ id: z.number().int(), name: z.string(), townName: z.string() })),
              spans: z.array(spanSchema),
            }),
          }),
        },
      },
    },
    async (request) => {
      const month = request.query.month ?? todayInTurkey().slice(0, 7);
      const first = `${month}-01`;
      const next = addDays(addDays(first, 27), 5).slice(0, 7) + '-01';
      const days = nightsOf(first, next);
      const [villaRows, blocks] = await Promise.all([
        app.db
          .select({ id: villas.id, name: villas.name, townName: towns.name })
          .from(villas)
          .innerJoin(towns, eq(towns.id, villas.townId))
          .orderBy(asc(villas.sortOrder), asc(villas.name)),
        app.db
          .select({
            villaId: villaBlocks.villaId,
            start: sql<string>`lower(${villaBlocks.period})::text`,
            end: sql<string>`upper(${villaBlocks.period})::text`,
            kind: villaBlocks.kind,
            reservationId: villaBlocks.reservationId,
            status: reservations.status,
            code: reservations.reservationCode,
            customerName: reservations.customerName,
          })
          .from(villaBlocks)
          .leftJoin(reservations, eq(reservations.id, villaBlocks.reservationId))
          .where(sql`${villaBlocks.period} && daterange(${first}::date, ${next}::date, '[)')`),
      ]);
      return {
        content: {
          month,
          days,
          villas: villaRows,
          spans: blocks.map((b) => {
            const kind: OccupancyKind =
              b.kind !== 'reservation' ? 'closed' : b.status === 'confirmed' ? 'booked' : 'option';
            return {
              villaId: b.villaId,
              start: b.start,
              end: b.end,
              kind,
              reservationId: b.reservationId,
              reservationCode: b.code,
              customerName: b.customerName,
              label:
                b.kind === 'reservation'
                  ? `${b.code ?? ''} · ${b.customerName ?? ''} (${RESERVATION_STATUS_LABELS[b.status as ReservationStatus] ?? b.status})`
                  : (CLOSED_LABEL[b.kind] ?? 'Kapalı'),
            };
          }),
        },
      };
    },
  );
};
