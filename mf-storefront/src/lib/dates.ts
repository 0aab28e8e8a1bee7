/**
 * Calendar days (YYYY-MM-DD) for the storefront's pages, without date-fns: its format() and the
 * Turkish locale are ~7 KB gzip that the villa page and the listing would otherwise load at start
 * for four fixed patterns. The calendars (react-day-picker) still use date-fns in their own chunks.
 */

import { TURKISH_MONTHS as MONTHS } from '@villa/shared/lib/format/months';

/** date-fns' `tr` abbreviations ('MMM'). */
const MONTHS_SHORT = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** The patterns the pages use: '12 Temmuz', '12 Tem', '12 Tem 2026', '12 Temmuz 2026'. */
export type TrPattern = 'd MMMM' | 'd MMM' | 'd MMM yyyy' | 'd MMMM yyyy';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A day's local midnight (what date-fns' parseISO gives for a date-only string). */
function parseDay(iso: string): Date {
  const m = DAY.exec(iso);
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : new Date(Number.NaN);
}

/** Today as YYYY-MM-DD in the visitor's time zone. */
export function isoToday(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 10);
}

/** A local date as YYYY-MM-DD. */
export function toIso(d: Date): string {
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export function addDaysIso(iso: string, days: number): string {
  const d = parseDay(iso);
  d.setDate(d.getDate() + days);
  return toIso(d);
}

/** A day in Turkish: '12 Temmuz 2026' (default), '12 Temmuz', '12 Tem', '12 Tem 2026'; anything not a day as given. */
export function formatTr(iso: string, pattern: TrPattern = 'd MMMM yyyy'): string {
  const d = parseDay(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const month = (pattern.includes('MMMM') ? MONTHS : MONTHS_SHORT)[d.getMonth()]!;
  return `${d.getDate()} ${month}${pattern.endsWith('yyyy') ? ` ${d.getFullYear()}` : ''}`;
}

export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((parseDay(checkOut).getTime() - parseDay(checkIn).getTime()) / 86_400_000);
}
