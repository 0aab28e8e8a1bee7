import { toFieldText } from './field-text';
/**
 * The rules of picking a stay, on calendar days written 'YYYY-MM-DD' (days of Europe/Istanbul, as
 * the API sends them). Pure and light: the closed fields validate typed dates with it before the
 * calendar chunk is loaded, and the calendar disables its days with it.
 *
 * A day stands for two things: the morning a guest leaves (check-out) and the night that starts
 * that evening (check-in). A blocked range { start, end } closes the nights start … end-1; its
 * `end` is the day the villa is free again (exclusive, as VillaAvailability and villa dates are).
 * So the first day of a booking is still a valid check-out: a guest can leave the morning another
 * arrives.
 */

/** Unavailable nights: `end` exclusive. `kind` only changes the word a screen reader hears. */
export interface BlockedRange {
  start: string;
  end: string;
  kind?: 'booked' | 'closed';
}

/** A price period: its nights start … end (both included), as the API's PricePeriod. */
export interface StayPeriod {
  startDate: string;
  endDate: string;
  /** Minimum nights of a stay whose check-in falls in this period. */
  minStay?: number;
  /** Nightly price, shown in the cells when the picker has a price formatter. */
  nightlyPrice?: number;
}

export interface StayRules {
  blocked?: readonly BlockedRange[];
  periods?: readonly StayPeriod[];
  /** Minimum nights where no period says otherwise (default 1). */
  minStay?: number;
  /** Earliest selectable day (check-in, or the single date). */
  min?: string;
  /** Latest selectable day (the last check-out, or the single date). */
  max?: string;
  /**
   * A range of days rather than a stay (list and report filters: 'from … to', both included): the
   * end may be the start day itself, and no minimum stay applies.
   */
  sameDay?: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a 'YYYY-MM-DD' day; NaN when it is not a real day. UTC arithmetic: no zone can shift it. */
export function dayNumber(iso: string): number {
  const m = ISO_DAY.exec(iso);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d)
    return Number.NaN;
  return t / MS_PER_DAY;
}

/** The 'YYYY-MM-DD' day of a day number. */
export function isoOfDayNumber(n: number): string {
  return new Date(n * MS_PER_DAY).toISOString().slice(0, 10);
}

export function isIsoDay(value: string | null | undefined): value is string {
  return typeof value === 'string' && !Number.isNaN(dayNumber(value));
}

/** Nights between two days (check-out minus check-in). */
export function nightsBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(iso: string, days: number): string {
  return isoOfDayNumber(dayNumber(iso) + days);
}

// The fields' text, in its own small module: the closed fields (LazyDateRangePicker) need only it.
export { toFieldText };

export type TypedDay = { ok: true; iso: string } | { ok: false; message: string };

const TYPED = /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{2}|\d{4})$/;

/** A day typed in a field the Turkish way (14.07.2027; 14/7/2027 and 14.07.27 are read too). */
export function parseTypedDay(text: string): TypedDay {
  const trimmed = text.trim();
  const m = TYPED.exec(trimmed) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed);
  if (!m) return { ok: false, message: 'Tarihi gg.aa.yyyy biçiminde yazın (örneğin 14.07.2027).' };
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const iso = `${year}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  if (!isIsoDay(iso)) return { ok: false, message: `${trimmed} diye bir tarih yok.` };
  return { ok: true, iso };
}

/** Nights closed by the blocked ranges, as a set of day numbers (the night that starts on that day). */
export interface NightIndex {
  kind: Map<number, 'booked' | 'closed'>;
}

export function indexNights(blocked: readonly BlockedRange[] = []): NightIndex {
  const kind = new Map<number, 'booked' | 'closed'>();
  for (const range of blocked) {
    const start = dayNumber(range.start);
    const end = dayNumber(range.end);
    if (Number.isNaN(start) || Number.isNaN(end)) continue;
    for (let n = start; n < end; n += 1) kind.set(n, range.kind ?? 'booked');
  }
  return { kind };
}

/** The minimum nights of a stay that starts on `checkIn`: its price period's, else the default. */
export function minStayFor(checkIn: string, rules: StayRules): number {
  const period = periodOf(checkIn, rules.periods);
  return Math.max(1, period?.minStay ?? rules.minStay ?? 1);
}

/** The price period whose nights include `day`. */
export function periodOf(day: string, periods: readonly StayPeriod[] = []): StayPeriod | undefined {
  return periods.find((p) => p.startDate <= day && day <= p.endDate);
}

/** Why a day cannot be picked as it is asked for; null when it can. Messages are whole Turkish sentences. */
export type Refusal =
  | {
      code: 'before-min' | 'after-max' | 'night-blocked' | 'not-after-check-in' | 'spans-blocked';
      message: string;
    }
  | { code: 'min-stay'; message: string; minStay: number };

export function formatShortDay(iso: string): string {
  return toFieldText(iso);
}

function rangeRefusal(day: string, rules: StayRules): Refusal | null {
  if (rules.min && day < rules.min)
    return { code: 'before-min', message: `En erken ${formatShortDay(rules.min)} seçilebilir.` };
  if (rules.max && day > rules.max)
    return { code: 'after-max', message: `En geç ${formatShortDay(rules.max)} seçilebilir.` };
  return null;
}

/** Whether `day` can be a check-in (its night free, within min/max, and at least one night left before max). */
export function checkInRefusal(day: string, rules: StayRules, nights: NightIndex): Refusal | null {
  const bounds = rangeRefusal(day, rules);
  if (bounds) return bounds;
  if (rules.max && day >= rules.max && !(rules.sameDay && day === rules.max))
    return { code: 'after-max', message: `En geç ${formatShortDay(rules.max)} seçilebilir.` };
  const kind = nights.kind.get(dayNumber(day));
  if (kind) return { code: 'night-blocked', message: blockedSentence(day, kind) };
  return null;
}

/** Whether `day` can be the check-out of a stay starting `checkIn`. */
export function checkOutRefusal(
  checkIn: string,
  day: string,
  rules: StayRules,
  nights: NightIndex,
): Refusal | null {
  if (day < checkIn || (day === checkIn && !rules.sameDay)) {
    return rules.sameDay
      ? { code: 'not-after-check-in', message: 'Bitiş tarihi başlangıçtan önce olamaz.' }
      : { code: 'not-after-check-in', message: 'Çıkış tarihi girişten sonra olmalı.' };
  }
  const bounds = rangeRefusal(day, rules);
  if (bounds) return bounds;
  const from = dayNumber(checkIn);
  const to = dayNumber(day);
  for (let n = from; n < to; n += 1) {
    if (nights.kind.has(n)) {
      return { code: 'spans-blocked', message: 'Seçilen tarihler arasında dolu geceler var.' };
    }
  }
  const minStay = minStayFor(checkIn, rules);
  if (!rules.sameDay && to - from < minStay) {
    return { code: 'min-stay', minStay, message: `Bu tarihlerde en az ${minStay} gece konaklanır.` };
  }
  return null;
}

/** The one date of single mode: within min/max and, when blocked ranges are given, not a blocked night. */
export function singleDayRefusal(day: string, rules: StayRules, nights: NightIndex): Refusal | null {
  const bounds = rangeRefusal(day, rules);
  if (bounds) return bounds;
  const kind = nights.kind.get(dayNumber(day));
  if (kind) return { code: 'night-blocked', message: blockedSentence(day, kind) };
  return null;
}

function blockedSentence(day: string, kind: 'booked' | 'closed'): string {
  return kind === 'closed'
    ? `${formatShortDay(day)} gecesi kapalı; başka bir tarih seçin.`
    : `${formatShortDay(day)} gecesi dolu; başka bir tarih seçin.`;
}

/** The first blocked night on or after `day` (its day number), or Infinity. */
export function firstBlockedFrom(day: string, nights: NightIndex): number {
  const from = dayNumber(day);
  let first = Number.POSITIVE_INFINITY;
  for (const n of nights.kind.keys()) if (n >= from && n < first) first = n;
  return first;
}

/** The selection: check-in and check-out days, or the one day of single mode in `from`. */
export interface DateRangeValue {
  from: string | null;
  to: string | null;
}

/** Which end the next click sets. */
export type ActiveEnd = 'from' | 'to';

export interface PickContext {
  single: boolean;
  value: DateRangeValue;
  active: ActiveEnd;
  rules: StayRules;
  nights: NightIndex;
}

/** The check-in when a click sets the check-out (rather than starting a new stay), else null. */
function checkInToComplete({ single, value, active }: PickContext): string | null {
  return !single && value.from !== null && (value.to === null || active === 'to') ? value.from : null;
}

/**
 * What a click on `day` makes of the selection, or null when the day cannot be picked. In the
 * check-out step, days before the check-in start a new stay (as travel sites do).
 */
export function pickDay(day: string, ctx: PickContext): DateRangeValue | null {
  const { single, rules, nights } = ctx;
  if (single) return singleDayRefusal(day, rules, nights) ? null : { from: day, to: null };
  const checkIn = checkInToComplete(ctx);
  if (checkIn !== null) {
    // A second click on the start day: a one-day range where days are picked, else undo.
    if (day === checkIn) return rules.sameDay ? { from: checkIn, to: checkIn } : { from: null, to: null };
    if (day > checkIn)
      return checkOutRefusal(checkIn, day, rules, nights) ? null : { from: checkIn, to: day };
  }
  return checkInRefusal(day, rules, nights) ? null : { from: day, to: null };
}

export interface DayState {
  /** A click does something. */
  enabled: boolean;
  /** What a screen reader hears after the date ('dolu', 'en az 5 gece'…); '' for nothing. */
  note: string;
  /** The night of this day is blocked (drawn struck through). */
  blocked: boolean;
  /** A booked night's first day: allowed only as the check-out. */
  checkoutOnly: boolean;
}

/** How the calendar shows `day` at this step of the picking. */
export function dayState(day: string, ctx: PickContext): DayState {
  const { single, rules, nights } = ctx;
  const checkIn = checkInToComplete(ctx);
  const n = dayNumber(day);
  const kind = nights.kind.get(n);
  const blocked = kind !== undefined;
  const checkoutOnly = blocked && !single && !nights.kind.has(n - 1);
  const enabled = pickDay(day, ctx) !== null;
  let note = '';
  if (!enabled) {
    const refusal =
      checkIn !== null && day > checkIn
        ? checkOutRefusal(checkIn, day, rules, nights)
        : single
          ? singleDayRefusal(day, rules, nights)
          : checkInRefusal(day, rules, nights);
    switch (refusal?.code) {
      case 'min-stay':
        note = `en az ${refusal.minStay} gece`;
        break;
      case 'spans-blocked':
        note = blocked ? blockedWord(kind) : 'arada dolu gece var';
        break;
      case 'night-blocked':
        note = checkoutOnly ? `${blockedWord(kind)}, yalnızca çıkış yapılabilir` : blockedWord(kind);
        break;
      case 'before-min':
      case 'after-max':
      case 'not-after-check-in':
        note = 'seçilemez';
        break;
      default:
        note = blocked ? blockedWord(kind) : '';
    }
  } else if (checkoutOnly && checkIn !== null) {
    note = 'yalnızca çıkış';
  }
  return { enabled, note, blocked, checkoutOnly };
}

function blockedWord(kind: 'booked' | 'closed' | undefined): string {
  return kind === 'closed' ? 'kapalı' : 'dolu';
}
