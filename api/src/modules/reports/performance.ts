import { and, asc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  PerformanceFigures,
  PerformanceMonthRow,
  PerformanceReport,
  PerformanceSource,
  PerformanceVillaRow,
} from '@villa/shared/contracts/reports';
import { towns } from '../../db/schema/regions.ts';
import { reservations, villaBlocks } from '../../db/schema/reservations.ts';
import { blockOverlaps, blocksWithHolder } from '../villa-blocks/repository.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Db } from '../../db/types.ts';
import { nightsOf, todayInTurkey, toUtc } from '../pricing/dates.ts';

/**
 * 'Performans': the README's Definitions, computed night by night (a period is at most a year).
 * Sold nights and revenue come from confirmed reservations; channel nights from the blocks of
 * imported iCal events; closed nights from manual closings (kind 'external', 'Manuel Kapatma', and
 * kind 'closed', the villa calendar's closed dates). Only active villas count.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
/** a / b, 0 when b is 0 (no available or sold night): never NaN or Infinity. */
const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);

export const SOURCE_LABELS: Record<string, string> = {
  web: 'Site',
  offer: 'Teklif',
  staff: 'Personel',
  'channel:airbnb': 'Airbnb',
  'channel:booking': 'Booking.com',
  'channel:vrbo': 'Vrbo',
  'channel:other': 'Diğer takvim',
};

interface Acc {
  nights: number;
  sold: number;
  channel: number;
  closed: number;
  revenue: number;
}
const emptyAcc = (): Acc => ({ nights: 0, sold: 0, channel: 0, closed: 0, revenue: 0 });

function figures(a: Acc): PerformanceFigures {
  const available = a.nights - a.closed;
  const revenue = round2(a.revenue);
  return {
    nights: a.nights,
    available_nights: available,
    sold_nights: a.sold,
    channel_nights: a.channel,
    closed_nights: a.closed,
    revenue,
    occupancy: round4(ratio(a.sold + a.channel, available)),
    adr: round2(ratio(a.revenue, a.sold)),
    revpar: round2(ratio(a.revenue, available)),
  };
}

/** The nights of [start, end) that fall in [from, to). */
function nightsIn(start: string, end: string, from: string, to: string): string[] {
  const s = start > from ? start : from;
  const e = end < to ? end : to;
  return s < e ? nightsOf(s, e) : [];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export interface PerformanceFilter {
  from: string;
  to: string;
  townId?: number | undefined;
  villaId?: number | undefined;
}

export async function performanceReport(db: Db, f: PerformanceFilter): Promise<PerformanceReport> {
  const { from, to } = f;
  const villaWhere: SQL[] = [eq(villas.active, true)];
  if (f.townId) villaWhere.push(eq(villas.townId, f.townId));
  if (f.villaId) villaWhere.push(eq(villas.id, f.villaId));
  const villaRows = await db
    .select({ id: villas.id, name: villas.name, townId: villas.townId, townName: towns.name })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .where(and(...villaWhere))
    .orderBy(asc(villas.name), asc(villas.id));
  const ids = villaRows.map((v) => v.id);

  const days = nightsOf(from, to);
  const months = [...new Set(days.map((d) => d.slice(0, 7)))];
  const daysInMonth = new Map<string, number>();
  for (const d of days) daysInMonth.set(d.slice(0, 7), (daysInMonth.get(d.slice(0, 7)) ?? 0) + 1);

  const total = emptyAcc();
  const byVilla = new Map<number, Acc>(ids.map((id) => [id, emptyAcc()]));
  const byMonth = new Map<string, Acc>(months.map((m) => [m, emptyAcc()]));
  total.nights = days.length * ids.length;
  for (const acc of byVilla.values()) acc.nights = days.length;
  for (const [m, acc] of byMonth) acc.nights = (daysInMonth.get(m) ?? 0) * ids.length;

  const add = (villaId: number, night: string, key: keyof Acc, amount = 1) => {
    total[key] += amount;
    byVilla.get(villaId)![key] += amount;
    byMonth.get(night.slice(0, 7))![key] += amount;
  };

  const sources = new Map<string, PerformanceSource>();
  const source = (key: string, kind: PerformanceSource['kind']) => {
    let s = sources.get(key);
    if (!s) {
      s = {
        key,
        label: SOURCE_LABELS[key] ?? key,
        kind,
        bookings: 0,
        nights: 0,
        revenue: kind === 'reservation' ? 0 : null,
      };
      sources.set(key, s);
    }
    return s;
  };
  const leadDays: number[] = [];
  const cancellations = { count: 0, nights: 0, revenue: 0 };

  if (ids.length > 0) {
    const [stays, blocks] = await Promise.all([
      db
        .select({
          villaId: reservations.villaId,
          status: reservations.status,
          checkIn: reservations.checkIn,
          checkOut: reservations.checkOut,
          amount: reservations.accommodationAmount,
          source: reservations.source,
          createdAt: reservations.createdAt,
        })
        .from(reservations)
        .where(
          and(
            inArray(reservations.villaId, ids),
            inArray(reservations.status, ['confirmed', 'cancelled']),
            lt(reservations.checkIn, to),
            gt(reservations.checkOut, from),
          ),
        ),
      blocksWithHolder(db).where(
        and(
          inArray(villaBlocks.villaId, ids),
          inArray(villaBlocks.kind, ['ical', 'external', 'closed']),
          blockOverlaps(from, to),
        ),
      ),
    ]);

    for (const s of stays) {
      const inPeriod = nightsIn(s.checkIn, s.checkOut, from, to);
      if (inPeriod.length === 0) continue;
      const perNight = Number(s.amount) / nightsOf(s.checkIn, s.checkOut).length;
      if (s.status === 'cancelled') {
        cancellations.count += 1;
        cancellations.nights += inPeriod.length;
        cancellations.revenue += perNight * inPeriod.length;
        continue;
      }
      for (const night of inPeriod) {
        add(s.villaId, night, 'sold');
        add(s.villaId, night, 'revenue', perNight);
      }
      const src = source(s.source, 'reservation');
      src.bookings += 1;
      src.nights += inPeriod.length;
      src.revenue = (src.revenue ?? 0) + perNight * inPeriod.length;
      const requested = todayInTurkey(s.createdAt);
      leadDays.push(Math.max(0, Math.round((toUtc(s.checkIn) - toUtc(requested)) / 86_400_000)));
    }

    for (const b of blocks) {
      const inPeriod = nightsIn(b.start, b.end, from, to);
      if (inPeriod.length === 0) continue;
      const key = b.kind === 'ical' ? 'channel' : 'closed';
      for (const night of inPeriod) add(b.villaId, night, key);
      if (b.kind === 'ical') {
        const src = source(`channel:${b.channel ?? 'other'}`, 'channel');
        src.bookings += 1;
        src.nights += inPeriod.length;
      }
    }
  }

  const byVillaRows: PerformanceVillaRow[] = villaRows.map((v) => ({
    villa_id: v.id,
    villa_name: v.name,
    town_id: v.townId,
    town_name: v.townName,
    ...figures(byVilla.get(v.id)!),
  }));
  const byMonthRows: PerformanceMonthRow[] = months.map((m) => ({ month: m, ...figures(byMonth.get(m)!) }));
  const order = ['web', 'offer', 'staff'];
  const sourceRows = [...sources.values()]
    .map((s) => ({ ...s, revenue: s.revenue === null ? null : round2(s.revenue) }))
    .sort((a, b) => {
      const ia = order.indexOf(a.key);
      const ib = order.indexOf(b.key);
      if (ia !== -1 || ib !== -1) return (ia === -1 ? 99 : ia) - (ib === -1 ? 99 : ib);
      return a.key.localeCompare(b.key);
    });
  return {
    from,
    to,
    totals: figures(total),
    by_villa: byVillaRows,
    by_month: byMonthRows,
    lead_time: { median_days: median(leadDays), bookings: leadDays.length },
    cancellations: {
      count: cancellations.count,
      nights: cancellations.nights,
      revenue: round2(cancellations.revenue),
    },
    sources: sourceRows,
  };
}
