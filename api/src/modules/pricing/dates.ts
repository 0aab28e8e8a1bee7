import { isRealIsoDate } from '@villa/shared/contracts/fields';
import { todayIso } from '@villa/shared/lib/format/dates';

/**
 * Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so that no server
 * time zone ever shifts a day.
 */
const DAY_MS = 86_400_000;

/** A real calendar day as YYYY-MM-DD (the same rule as the contracts' isoDate field). */
export const isIsoDate = isRealIsoDate;

export function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

export function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Nights of a stay: from check-in up to the day before check-out. */
export function nightsOf(checkIn: string, checkOut: string): string[] {
  const out: string[] = [];
  for (let t = toUtc(checkIn); t < toUtc(checkOut); t += DAY_MS) out.push(fromUtc(t));
  return out;
}

/** Today in Türkiye (Europe/Istanbul), as the agency's calendar sees it. */
export function todayInTurkey(now = new Date()): string {
  return todayIso(now);
}
