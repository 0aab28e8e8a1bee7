import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getOccupancy,
  getOccupancyRange,
  type OccupancyKind,
  type OccupancyRangeSpan,
} from '@villa/shared/contracts/occupancy';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { addDays, nightsOf, todayInTurkey } from '../pricing/dates.ts';
import { blocksBetween, blocksWithChannelBetween, listVillas } from './repository.ts';

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

  // The timeline (rows = villas, columns = days): the same blocks over any range up to 93 days,
  // with what colours them (reservation status, channel of an imported block).
  registerRoute(app, getOccupancyRange, ADMIN_ONLY, async ({ query }) => {
    const { from, to } = query;
    const [villaRows, blocks] = await Promise.all([
      listVillas(app.db),
      blocksWithChannelBetween(app.db, from, to),
    ]);
    return {
      from,
      to,
      days: nightsOf(from, to),
      villas: villaRows,
      spans: blocks.map((b) => {
        const source: OccupancyRangeSpan['source'] =
          b.kind === 'reservation' || b.kind === 'ical' || b.kind === 'external' ? b.kind : 'closed';
        const kind: OccupancyKind =
          source !== 'reservation' ? 'closed' : b.status === 'confirmed' ? 'booked' : 'option';
        return {
          villaId: b.villaId,
          start: b.start,
          end: b.end,
          kind,
          reservationId: b.reservationId,
          reservationCode: b.code,
          customerName: b.customerName,
          status: b.status,
          source,
          channel: source === 'ical' ? (b.channel ?? 'other') : null,
          closingId: b.closingId,
          note: b.note,
          label:
            source === 'reservation'
              ? `${b.code ?? ''} · ${b.customerName ?? ''} (${RESERVATION_STATUS_LABELS[b.status as ReservationStatus] ?? b.status})`
              : (CLOSED_LABEL[b.kind] ?? 'Kapalı'),
        };
      }),
    };
  });
};
