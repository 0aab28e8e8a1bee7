import { describe, expect, it } from 'vitest';
import { shiftMonths } from '../components/occupancy-screen';
import { barAriaLabel, barText, toneOf } from './bar-style';
import {
  barOf,
  busyNights,
  datesOf,
  daysBetween,
  firstBusyNight,
  layoutRow,
  normaliseRange,
} from './timeline-layout';
import { span } from './spans.test-support';

// The window: 1 July 2031 for 62 days (to 1 September, exclusive).
const FROM = '2031-07-01';
const N = 62;

describe('barOf: a span on the window', () => {
  it('runs from the middle of the check-in day to the middle of the check-out day', () => {
    expect(barOf(span('2031-07-03', '2031-07-07'), FROM, N)).toMatchObject({
      left: 2.5,
      width: 4,
      cutStart: false,
      cutEnd: false,
    });
  });

  it('is cut at the window’s start and end, and flagged so', () => {
    expect(barOf(span('2031-06-25', '2031-07-03'), FROM, N)).toMatchObject({
      left: 0,
      width: 2.5,
      cutStart: true,
      cutEnd: false,
    });
    expect(barOf(span('2031-08-30', '2031-09-10'), FROM, N)).toMatchObject({
      left: 60.5,
      width: 1.5,
      cutStart: false,
      cutEnd: true,
    });
    // A stay longer than the window fills it.
    expect(barOf(span('2031-06-01', '2031-10-01'), FROM, N)).toMatchObject({ left: 0, width: N });
  });

  it('is null for a span outside the window (a departure on the first morning included)', () => {
    expect(barOf(span('2031-06-20', '2031-06-25'), FROM, N)).toBeNull();
    expect(barOf(span('2031-09-01', '2031-09-05'), FROM, N)).toBeNull();
    // Left on the morning of 1 July: only half a day before the window's first noon — still shown.
    expect(barOf(span('2031-06-28', '2031-07-01'), FROM, N)).toMatchObject({ left: 0, width: 0.5 });
  });
});

describe('layoutRow: stacking', () => {
  it('keeps back-to-back stays (out and in on one day) in one lane', () => {
    const bars = layoutRow([span('2031-07-01', '2031-07-05'), span('2031-07-05', '2031-07-09')], FROM, N);
    expect(bars.map((b) => [b.lane, b.lanes])).toEqual([
      [0, 1],
      [0, 1],
    ]);
  });

  it('puts overlapping spans in separate lanes so both stay visible', () => {
    const bars = layoutRow(
      [
        span('2031-07-02', '2031-07-10'),
        span('2031-07-04', '2031-07-06', { source: 'ical', channel: 'airbnb', reservationId: null }),
        span('2031-07-05', '2031-07-08', { source: 'external', closingId: 3, reservationId: null }),
        span('2031-07-12', '2031-07-14'),
      ],
      FROM,
      N,
    );
    expect(bars.map((b) => [b.span.start, b.lane])).toEqual([
      ['2031-07-02', 0],
      ['2031-07-04', 1],
      ['2031-07-05', 2],
      ['2031-07-12', 0],
    ]);
    expect(new Set(bars.map((b) => b.lanes))).toEqual(new Set([3]));
  });

  it('leaves out spans outside the window', () => {
    expect(layoutRow([span('2031-05-01', '2031-05-05')], FROM, N)).toEqual([]);
  });
});

describe('a drag: the range and its refusal over taken nights', () => {
  const busy = busyNights([span('2031-07-05', '2031-07-08'), span('2031-06-28', '2031-07-02')], FROM, N);

  it('marks the nights a span takes (the check-out night is free)', () => {
    expect(busy.slice(0, 9)).toEqual([true, false, false, false, true, true, true, false, false]);
  });

  it('normalises a drag to the left and clamps it to the window', () => {
    expect(normaliseRange(6, 2, N)).toEqual({ first: 2, last: 6 });
    expect(normaliseRange(60, 99, N)).toEqual({ first: 60, last: 61 });
    expect(normaliseRange(-3, 1, N)).toEqual({ first: 0, last: 1 });
  });

  it('accepts free nights and refuses a range over a taken one, naming the first', () => {
    expect(firstBusyNight(busy, { first: 1, last: 3 })).toBeNull();
    expect(firstBusyNight(busy, { first: 2, last: 9 })).toBe(4);
    expect(firstBusyNight(busy, normaliseRange(8, 3, N))).toBe(4);
    // From the check-out day of the stay on: free.
    expect(firstBusyNight(busy, { first: 7, last: 12 })).toBeNull();
  });

  it('turns the nights into a closing’s dates (end exclusive)', () => {
    expect(datesOf(FROM, { first: 1, last: 3 })).toEqual({
      start: '2031-07-02',
      end: '2031-07-05',
      nights: 3,
    });
    expect(datesOf(FROM, { first: 61, last: 61 })).toEqual({
      start: '2031-08-31',
      end: '2031-09-01',
      nights: 1,
    });
  });
});

describe('labels and colours', () => {
  it('labels a stay with its guest, an imported block with its channel, a closing with its note', () => {
    expect(barText(span('2031-07-01', '2031-07-03'))).toBe('Ayşe Yılmaz');
    const ical = span('2031-07-01', '2031-07-03', {
      source: 'ical',
      channel: 'booking',
      reservationId: null,
    });
    expect(barText(ical)).toBe('Booking.com');
    expect(toneOf(ical)).toBe('booking');
    const closing = span('2031-07-01', '2031-07-03', {
      source: 'external',
      note: 'Bakım',
      reservationId: null,
    });
    expect(barText(closing)).toBe('Kapalı · Bakım');
    expect(barAriaLabel(span('2031-07-01', '2031-07-03'))).toMatch(
      /^Rezervasyon RZ7, Ayşe Yılmaz, Onaylandı, /,
    );
  });

  it('colours by status', () => {
    expect(toneOf(span('2031-07-01', '2031-07-03', { status: 'awaiting_prepayment' }))).toBe('option');
    expect(toneOf(span('2031-07-01', '2031-07-03', { status: 'confirmation_sent' }))).toBe('option');
    expect(toneOf(span('2031-07-01', '2031-07-03', { status: 'cancelled' }))).toBe('cancelled');
    expect(toneOf(span('2031-07-01', '2031-07-03', { source: 'ical', channel: 'mystery' }))).toBe('other');
  });
});

describe('the window moves', () => {
  it('by months, kept inside the target month', () => {
    expect(shiftMonths('2031-01-31', 1)).toBe('2031-02-28');
    expect(shiftMonths('2031-03-15', -3)).toBe('2030-12-15');
    expect(daysBetween('2031-03-29', '2031-04-02')).toBe(4);
  });
});
