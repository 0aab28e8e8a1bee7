import { TZDate } from '@date-fns/tz';
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { tr } from 'date-fns/locale/tr';
import { TURKISH_MONTHS } from './months';

/**
 * Dates the Turkish way, in Europe/Istanbul, for the storefront, the admin and the server-written
 * HTML (date-fns with the `tr` locale and @date-fns/tz: no hours are ever added by hand).
 *
 * Two kinds of value:
 * - a calendar day, 'YYYY-MM-DD' (check-in, a price period): shown as that day, in any zone;
 * - an instant (an ISO timestamp, a Date, epoch milliseconds: created_at, paid_at): shown as the
 *   day and time it was in Istanbul.
 *
 *   formatDate('2031-07-01')                            → '01.07.2031'
 *   formatDate('2031-07-01', 'long')                    → '1 Temmuz 2031'
 *   formatDateTime('2031-06-30T22:15:00Z')              → '1 Tem 2031 01:15'
 *   formatDatePattern('2031-07-01', 'EEEE, d MMMM')     → 'Salı, 1 Temmuz'
 *   todayIso()                                          → the day it is now in Istanbul
 *
 * A missing or unreadable value is shown as '—'.
 */

export const TIME_ZONE = 'Europe/Istanbul';

export type DateInput = string | number | Date;
export type DateStyle = 'short' | 'medium' | 'long';

const PATTERNS: Record<DateStyle, string> = {
  short: 'dd.MM.yyyy',
  medium: 'd MMM yyyy',
  long: 'd MMMM yyyy',
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MISSING = '—';

/** The value as a date in Istanbul; null when it is not a date. */
export function toIstanbul(value: DateInput | null | undefined): TZDate | null {
  if (value === null || value === undefined || value === '') return null;
  const day = typeof value === 'string' ? DAY.exec(value) : null;
  if (day) {
    const [y, m, d] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
    const date = new TZDate(y, m, d, TIME_ZONE);
    // 2031-02-30 is no day (Date would roll it over to 2 March).
    return date.getFullYear() === y && date.getMonth() === m && date.getDate() === d ? date : null;
  }
  const date = new TZDate(new Date(value).getTime(), TIME_ZONE);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * The moment an Istanbul wall-clock time of a day is: ('2031-07-01', 12) → 2031-07-01T09:00:00Z.
 * Throws a RangeError for a string that is no day.
 */
export function istanbulMoment(day: string, hours: number, minutes = 0, seconds = 0, ms = 0): Date {
  const date = toIstanbul(DAY.test(day) ? day : null);
  if (!date) throw new RangeError(`not a day: ${day}`);
  const { y, m, d } = { y: date.getFullYear(), m: date.getMonth(), d: date.getDate() };
  return new Date(new TZDate(y, m, d, hours, minutes, seconds, ms, TIME_ZONE).getTime());
}

/** Any date-fns pattern, in Turkish, in Istanbul ('MMMM yyyy' → 'Temmuz 2031', 'EEEEE' → 'S'). */
export function formatDatePattern(value: DateInput | null | undefined, pattern: string): string {
  const date = toIstanbul(value);
  return date ? format(date, pattern, { locale: tr }) : MISSING;
}

/** A day: 'short' 01.07.2031 (default), 'medium' 1 Tem 2031, 'long' 1 Temmuz 2031. */
export function formatDate(value: DateInput | null | undefined, style: DateStyle = 'short'): string {
  return formatDatePattern(value, PATTERNS[style]);
}

/** A moment with its Istanbul time: '1 Tem 2031 14:30' ('medium', default), '01.07.2031 14:30', '1 Temmuz 2031 14:30'. */
export function formatDateTime(value: DateInput | null | undefined, style: DateStyle = 'medium'): string {
  return formatDatePattern(value, `${PATTERNS[style]} HH:mm`);
}

/** The calendar day in Istanbul at this moment (or at `now`), as YYYY-MM-DD. */
export function todayIso(now: DateInput = Date.now()): string {
  return formatDatePattern(now, 'yyyy-MM-dd');
}

/** The month in Istanbul at this moment (or at `now`), as YYYY-MM. */
export function thisMonthIso(now: DateInput = Date.now()): string {
  return formatDatePattern(now, 'yyyy-MM');
}

/** A calendar day moved by `days` (negative: back), as YYYY-MM-DD; DST never shifts it. */
export function addDaysIso(day: string, days: number): string {
  const date = toIstanbul(day);
  if (!date || !DAY.test(day)) throw new RangeError(`not a day: ${day}`);
  return format(addCalendarDays(date, days), 'yyyy-MM-dd');
}

/** The months in Turkish, January first (./months, without date-fns). */
export { TURKISH_MONTHS };

/** 'YYYY-MM' → 'Ekim 2026' (the month picker's text, report rows); '' for no month. */
export function monthText(month: string | null | undefined): string {
  const m = month ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month) : null;
  return m ? `${TURKISH_MONTHS[Number(m[2]) - 1]} ${m[1]}` : '';
}
