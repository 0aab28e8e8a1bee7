import { describe, expect, it } from 'vitest';
import { julyVilla } from '../lib/test-villas';
import { villaCalendar, type VillaWithDates } from './villa-calendar';

const villa: VillaWithDates = julyVilla({
  id: 7,
  name: 'Villa Akasya',
  slug: 'villa-akasya',
  minStay: 5,
  blocked: [
    { start: '2031-07-10', end: '2031-07-14', kind: 'reservation' },
    { start: '2031-07-20', end: '2031-07-22', kind: 'closed' },
    { start: '2031-07-25', end: '2031-07-27', kind: 'ical' },
    { start: '2031-07-28', end: '2031-07-30', kind: 'external' },
  ],
});

describe('villaCalendar', () => {
  it('hands the picker every blocked night and the periods’ minimum stays', () => {
    expect(villaCalendar(villa, null)).toEqual({
      blocked: [
        { start: '2031-07-10', end: '2031-07-14', kind: 'booked' },
        { start: '2031-07-20', end: '2031-07-22', kind: 'closed' },
        { start: '2031-07-25', end: '2031-07-27', kind: 'booked' },
        { start: '2031-07-28', end: '2031-07-30', kind: 'closed' },
      ],
      periods: [{ startDate: '2031-07-01', endDate: '2031-07-31', minStay: 5 }],
    });
    expect(villaCalendar(undefined)).toEqual({ blocked: [], periods: [] });
  });

  it('leaves out the edited reservation’s own nights, and only those', () => {
    const own = {
      villaId: 7,
      start: '2031-07-10',
      end: '2031-07-14',
      kind: 'reservation' as const,
      blocking: true,
    };
    expect(villaCalendar(villa, own).blocked.map((b) => b.start)).toEqual([
      '2031-07-20',
      '2031-07-25',
      '2031-07-28',
    ]);
    // A reservation that blocks nothing (new, cancelled) cannot free another one's nights.
    expect(villaCalendar(villa, { ...own, blocking: false }).blocked).toHaveLength(4);
    // Another villa's reservation with the same dates frees nothing here.
    expect(villaCalendar(villa, { ...own, villaId: 8 }).blocked).toHaveLength(4);
    // A closing with the same dates is not the reservation.
    expect(villaCalendar(villa, { ...own, start: '2031-07-20', end: '2031-07-22' }).blocked).toHaveLength(4);
    // A manual closing being edited frees its own nights.
    const closing = {
      villaId: 7,
      start: '2031-07-28',
      end: '2031-07-30',
      kind: 'external' as const,
      blocking: true,
    };
    expect(villaCalendar(villa, closing).blocked.map((b) => b.start)).toEqual([
      '2031-07-10',
      '2031-07-20',
      '2031-07-25',
    ]);
  });
});
