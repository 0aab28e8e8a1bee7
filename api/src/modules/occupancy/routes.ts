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
import { blocksBetween, blocksInOrderBetween, listVillas } from './repository.ts';

const CLOSED_LABEL: Record<string, string> = {
  closed: 'Kapalı',
  ical: 'Senkron takvim',
  external: 'Manuel kapatma',
};

type Block = Awaited<ReturnType<typeof blocksBetween>>[number];

const kindOf = (isReservation: boolean, status: string | null): OccupancyKind =>
  !isReservation ? 'closed' : status === 'confirmed' ? 'booked' : 'option';

/** What both views say of a block: its villa, days, colour (kind) and reservation. */
const spanOf = (b: Block, isReservation: boolean) => ({
  villaId: b.villaId,
  start: b.start,
  end: b.end,
  kind: kindOf(isReservation, b.status),
  reservationId: b.reservationId,
  reservationCode: b.code,
  customerName: b.customerName,
});

/** A reservation's code, customer and status in Turkish; otherwise what closed the days. */
const labelOf = (b: Block, isReservation: boolean) =>
  isReservation
    ? `${b.code ?? ''} · ${b.customerName ?? ''} (${RESERVATION_STATUS_LABELS[b.status as ReservationStatus] ?? b.status})`
    : (CLOSED_LABEL[b.kind] ?? 'Kapalı');

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
        const isReservation = b.kind === 'reservation';
        return { ...spanOf(b, isReservation), label: labelOf(b, isReservation) };
      }),
    };
  });

  // The timeline (rows = villas, columns = days): the same blocks over any range up to 93 days,
  // with what colours them (reservation status, channel of an imported block).
  registerRoute(app, getOccupancyRange, ADMIN_ONLY, async ({ query }) => {
    const { from, to } = query;
    const [villaRows, blocks] = await Promise.all([
      listVillas(app.db),
      blocksInOrderBetween(app.db, from, to),
    ]);
    return {
      from,
      to,
      days: nightsOf(from, to),
      villas: villaRows,
      spans: blocks.map((b) => {
        const source: OccupancyRangeSpan['source'] =
          b.kind === 'reservation' || b.kind === 'ical' || b.kind === 'external' ? b.kind : 'closed';
        return {
          ...spanOf(b, source === 'reservation'),
          status: b.status,
          source,
          channel: source === 'ical' ? (b.channel ?? 'other') : null,
          closingId: b.closingId,
          note: b.note,
          label: labelOf(b, source === 'reservation'),
        };
      }),
    };
  });
};
