import { format, parseISO } from 'date-fns';
import { tr } from 'date-fns/locale/tr';
import { describe, expect, it } from 'vitest';
import { addDaysIso, formatTr, nightsBetween, toIso, type TrPattern } from './dates';

describe('storefront dates (no date-fns at run time)', () => {
  const patterns: TrPattern[] = ['d MMMM', 'd MMM', 'd MMM yyyy', 'd MMMM yyyy'];

  it('formats every day of a year as date-fns with the tr locale does', () => {
    for (let i = 0; i < 366; i++) {
      const iso = addDaysIso('2028-01-01', i);
      for (const pattern of patterns) {
        expect(formatTr(iso, pattern)).toBe(format(parseISO(iso), pattern, { locale: tr }));
      }
    }
    expect(formatTr('2026-07-12')).toBe('12 Temmuz 2026');
    expect(formatTr('2026-08-03', 'd MMM')).toBe('3 Ağu');
  });

  it('adds days across months, years and clock changes, and counts nights', () => {
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDaysIso('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysIso('2026-03-28', 2)).toBe('2026-03-30');
    expect(toIso(new Date(2026, 9, 25))).toBe('2026-10-25');
    expect(nightsBetween('2026-03-28', '2026-04-04')).toBe(7);
    expect(nightsBetween('2026-10-20', '2026-10-27')).toBe(7);
  });

  it('shows a value that is not a day as given', () => {
    expect(formatTr('')).toBe('');
    expect(formatTr('soon', 'd MMM')).toBe('soon');
  });
});
