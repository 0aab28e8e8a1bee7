import { describe, expect, it } from 'vitest';
import { bookedNights } from './booked-nights';

describe('bookedNights', () => {
  it('marks every night of a block but not its check-out day', () => {
    const nights = bookedNights({
      from: '2027-03-01',
      to: '2027-04-01',
      blocked: [
        { start: '2027-03-30', end: '2027-04-02' },
        { start: '2027-03-05', end: '2027-03-07' },
      ],
    });
    expect([...nights].sort()).toEqual([
      '2027-03-05',
      '2027-03-06',
      '2027-03-30',
      '2027-03-31',
      '2027-04-01',
    ]);
    expect(nights.has('2027-03-07')).toBe(false);
  });

  it('is empty while the calendar loads', () => {
    expect(bookedNights(undefined).size).toBe(0);
  });
});
