import type { OccupancyRangeSpan } from '@villa/shared/contracts/occupancy';
import { addDaysIso } from '@villa/shared/lib/format/dates';

/**
 * The timeline's geometry, apart from React so it is tested on its own. Columns are the window's
 * days (index 0 = `from`); a stay is drawn from the middle of its check-in day to the middle of its
 * check-out day (guests arrive in the afternoon and leave in the morning), so a departure and an
 * arrival on one day share it. A night belongs to the day it starts on.
 */

/** Days between two ISO dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export interface Bar {
  span: OccupancyRangeSpan;
  /** In day units from the window's first day; clipped to [0, dayCount]. */
  left: number;
  width: number;
  /** The stay goes on before / after the window (the bar's end is cut, not rounded). */
  cutStart: boolean;
  cutEnd: boolean;
  /** Stacking: overlapping bars of one villa take lanes 0, 1, …; `lanes` is the row's count. */
  lane: number;
  lanes: number;
}

/** A span's bar in the window [from, from + dayCount), or null when it does not touch it. */
export function barOf(
  span: OccupancyRangeSpan,
  from: string,
  dayCount: number,
): Omit<Bar, 'lane' | 'lanes'> | null {
  const start = daysBetween(from, span.start) + 0.5;
  const end = daysBetween(from, span.end) + 0.5;
  const left = Math.max(0, start);
  const right = Math.min(dayCount, end);
  if (right <= left) return null;
  return { span, left, width: right - left, cutStart: start < 0, cutEnd: end > dayCount };
}

/**
 * One villa's bars with lanes: a bar that overlaps an earlier one goes to the first lane that is
 * free at its start (blocks never overlap in the database, but a cancelled or imported stay may
 * still be answered beside another one, and both must stay visible).
 */
export function layoutRow(spans: readonly OccupancyRangeSpan[], from: string, dayCount: number): Bar[] {
  const bars = spans
    .map((s) => barOf(s, from, dayCount))
    .filter((b): b is NonNullable<typeof b> => b !== null)
    .sort((a, b) => a.left - b.left || b.width - a.width);
  const laneEnds: number[] = [];
  const placed = bars.map((b) => {
    // Touching (one leaves at noon, the next arrives at noon) is not overlapping.
    let lane = laneEnds.findIndex((end) => end <= b.left + 1e-9);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(0);
    }
    laneEnds[lane] = b.left + b.width;
    return { ...b, lane, lanes: 0 };
  });
  const lanes = Math.max(1, laneEnds.length);
  return placed.map((b) => ({ ...b, lanes }));
}

/** The nights of the window that one villa's spans take (index = day of the window). */
export function busyNights(spans: readonly OccupancyRangeSpan[], from: string, dayCount: number): boolean[] {
  const busy = new Array<boolean>(dayCount).fill(false);
  for (const s of spans) {
    const a = Math.max(0, daysBetween(from, s.start));
    const b = Math.min(dayCount, daysBetween(from, s.end));
    for (let i = a; i < b; i++) busy[i] = true;
  }
  return busy;
}

/** A selection of nights, first and last inclusive, in window indexes. */
export interface NightRange {
  first: number;
  last: number;
}

/** Where the drag started and where it is now, in either order, clamped to the window. */
export function normaliseRange(anchor: number, focus: number, dayCount: number): NightRange {
  const clamp = (i: number) => Math.min(dayCount - 1, Math.max(0, i));
  const a = clamp(anchor);
  const b = clamp(focus);
  return a <= b ? { first: a, last: b } : { first: b, last: a };
}

/** The first busy night inside the range, or null when every night in it is free. */
export function firstBusyNight(busy: readonly boolean[], range: NightRange): number | null {
  for (let i = range.first; i <= range.last; i++) if (busy[i]) return i;
  return null;
}

/** The range as a closing's or a stay's dates: the first night and the exclusive end (the day after the last). */
export function datesOf(from: string, range: NightRange): { start: string; end: string; nights: number } {
  return {
    start: addDaysIso(from, range.first),
    end: addDaysIso(from, range.last + 1),
    nights: range.last - range.first + 1,
  };
}
