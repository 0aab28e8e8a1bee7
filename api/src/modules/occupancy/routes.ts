import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getOccupancy, type OccupancyKind } from '@villa/shared/contracts/occupancy';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { addDays, nightsOf, todayInTurkey } from '../pricing/dates.ts';
import { blocksBetween, listVillas } from './repository.ts';

const CLOSED_LABEL: Record<string, string> = {
  closed: 'Kapalı',
  ical: 'Senkron takvim',
  external: 'Manuel kapatma',
};

/** GET /v1/admin/occupancy: every villa against the days of a month; two indexed queries. */
export const occupancyRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, getOccupancy, ADMIN_ONLY, async ({ query }) => {
    const month = query.month ?? todayInTurkey().slice(0, 7);
    const first = `${month}-01`;
    const next = addDays(addDays(first, 27), 5).slice(0, 7) + '-01';
    const days = nightsOf(first, next);
    const [villaRows, blocks] = await Promise.all([listVillas(app.db), blocksBetween(app.db, first, next)]);
    return {
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
    };
  });
};
