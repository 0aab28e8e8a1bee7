import { describe, expect, it } from 'vitest';
import {
  addDaysIso,
  formatDate,
  formatDatePattern,
  formatDateTime,
  istanbulMoment,
  thisMonthIso,
  todayIso,
} from './dates';

// The test run's own zone must not matter: every value is read in Europe/Istanbul.
describe('calendar days', () => {
  it('formats a YYYY-MM-DD day as that day in three styles', () => {
    expect(formatDate('2031-07-01')).toBe('01.07.2031');
    expect(formatDate('2031-07-01', 'medium')).toBe('1 Tem 2031');
    expect(formatDate('2031-07-01', 'long')).toBe('1 Temmuz 2031');
  });

  it('takes any date-fns pattern in Turkish', () => {
    expect(formatDatePattern('2031-07-01', 'EEEE, d MMMM')).toBe('Salı, 1 Temmuz');
    expect(formatDatePattern('2031-07-01', 'MMMM yyyy')).toBe('Temmuz 2031');
    expect(formatDatePattern('2031-08-19', 'd MMM')).toBe('19 Ağu');
  });

  it('shows a missing or impossible value as a dash', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('2031-02-30')).toBe('—');
    expect(formatDateTime('yesterday')).toBe('—');
  });

  it('moves a day by whole days across the clock changes of other zones', () => {
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDaysIso('2026-10-24', 3)).toBe('2026-10-27');
    expect(addDaysIso('2026-01-01', -1)).toBe('2025-12-31');
    expect(() => addDaysIso('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('instants', () => {
  it('finds the moment of an Istanbul wall-clock time on a day, and refuses what is no day', () => {
    expect(istanbulMoment('2031-07-01', 12).toISOString()).toBe('2031-07-01T09:00:00.000Z');
    expect(istanbulMoment('2031-12-31', 23, 59, 59, 999).toISOString()).toBe('2031-12-31T20:59:59.999Z');
    expect(istanbulMoment('2031-01-01', 0).toISOString()).toBe('2030-12-31T21:00:00.000Z');
    expect(() => istanbulMoment('2031-02-30', 12)).toThrow(RangeError);
    expect(() => istanbulMoment('1 Temmuz', 12)).toThrow(RangeError);
  });

  it('shows a moment as the day and time it was in Istanbul', () => {
    // 22:15 UTC on 30 June is 01:15 on 1 July in Istanbul (UTC+3 all year).
    expect(formatDateTime('2031-06-30T22:15:00Z')).toBe('1 Tem 2031 01:15');
    expect(formatDateTime(new Date('2031-06-30T22:15:00Z'), 'short')).toBe('01.07.2031 01:15');
    expect(formatDate('2031-06-30T22:15:00Z')).toBe('01.07.2031');
    expect(formatDateTime(Date.UTC(2031, 0, 2, 9, 5), 'long')).toBe('2 Ocak 2031 12:05');
  });

  it("gives today's day and month in Istanbul", () => {
    const lateUtc = Date.UTC(2031, 11, 31, 21, 30); // 00:30 on 1 January 2032 in Istanbul
    expect(todayIso(lateUtc)).toBe('2032-01-01');
    expect(thisMonthIso(lateUtc)).toBe('2032-01');
    expect(todayIso()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
