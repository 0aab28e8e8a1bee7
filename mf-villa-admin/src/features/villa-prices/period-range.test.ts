import { describe, expect, it } from 'vitest';
import { periodToRange, rangeToPeriod } from './period-range';

describe('price period ↔ picker range', () => {
  it('shows the inclusive last night as the exclusive morning after, and back', () => {
    expect(periodToRange('2031-07-01', '2031-07-31')).toEqual({ from: '2031-07-01', to: '2031-08-01' });
    expect(rangeToPeriod({ from: '2031-07-01', to: '2031-08-01' })).toEqual({
      start_date: '2031-07-01',
      end_date: '2031-07-31',
    });
    // One night; across a year's end and a leap day.
    expect(periodToRange('2031-07-05', '2031-07-05')).toEqual({ from: '2031-07-05', to: '2031-07-06' });
    expect(rangeToPeriod({ from: '2031-12-30', to: '2032-01-01' }).end_date).toBe('2031-12-31');
    expect(periodToRange('2032-02-28', '2032-02-29').to).toBe('2032-03-01');
  });

  it('keeps an unfinished range empty where it is empty', () => {
    expect(periodToRange('', '')).toEqual({ from: null, to: null });
    expect(rangeToPeriod({ from: '2031-07-01', to: null })).toEqual({
      start_date: '2031-07-01',
      end_date: '',
    });
  });
});
