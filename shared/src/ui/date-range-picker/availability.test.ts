import { describe, expect, it } from 'vitest';
import {
  checkInRefusal,
  checkOutRefusal,
  dayState,
  indexNights,
  minStayFor,
  parseTypedDay,
  pickDay,
  toFieldText,
  type PickContext,
  type StayRules,
} from './availability';

const rules: StayRules = {
  blocked: [{ start: '2027-07-13', end: '2027-07-18' }],
  periods: [
    { startDate: '2027-07-01', endDate: '2027-07-31', minStay: 5 },
    { startDate: '2027-08-01', endDate: '2027-08-31', minStay: 7 },
  ],
  minStay: 2,
  min: '2027-07-01',
  max: '2027-09-30',
};
const nights = indexNights(rules.blocked);
const ctx = (from: string | null, to: string | null = null): PickContext => ({
  single: false,
  value: { from, to },
  active: 'from',
  rules,
  nights,
});

describe('typed days', () => {
  it.each([
    ['14.07.2027', '2027-07-14'],
    ['4.7.2027', '2027-07-04'],
    ['14/07/2027', '2027-07-14'],
    ['14-07-27', '2027-07-14'],
    [' 14072027 ', '2027-07-14'],
    ['29.02.2028', '2028-02-29'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseTypedDay(text)).toEqual({ ok: true, iso });
  });

  it.each([
    ['29.02.2027', '29.02.2027 diye bir tarih yok.'],
    ['2027-07-14', 'Tarihi gg.aa.yyyy biçiminde yazın (örneğin 14.07.2027).'],
    ['14 Temmuz', 'Tarihi gg.aa.yyyy biçiminde yazın (örneğin 14.07.2027).'],
  ])('refuses %s in Turkish', (text, message) => {
    expect(parseTypedDay(text)).toEqual({ ok: false, message });
  });

  it('writes a day back the Turkish way', () => {
    expect(toFieldText('2027-07-04')).toBe('04.07.2027');
    expect(toFieldText(null)).toBe('');
  });
});

describe('stay rules', () => {
  it('takes the minimum stay from the period of the check-in, else the default', () => {
    expect(minStayFor('2027-07-31', rules)).toBe(5);
    expect(minStayFor('2027-08-01', rules)).toBe(7);
    expect(minStayFor('2027-09-10', rules)).toBe(2);
    expect(minStayFor('2027-09-10', {})).toBe(1);
  });

  it('a check-out may be the first booked day but not a later one', () => {
    expect(checkOutRefusal('2027-07-08', '2027-07-13', rules, nights)).toBeNull();
    expect(checkOutRefusal('2027-07-08', '2027-07-14', rules, nights)?.code).toBe('spans-blocked');
    expect(checkOutRefusal('2027-07-08', '2027-07-20', rules, nights)?.code).toBe('spans-blocked');
    // The villa is free again on the range's end day.
    expect(checkInRefusal('2027-07-18', rules, nights)).toBeNull();
    expect(checkInRefusal('2027-07-17', rules, nights)?.message).toBe(
      '17.07.2027 gecesi dolu; başka bir tarih seçin.',
    );
  });

  it('enforces the minimum stay across a period boundary by the check-in', () => {
    expect(checkOutRefusal('2027-07-29', '2027-08-02', rules, nights)).toMatchObject({
      code: 'min-stay',
      minStay: 5,
    });
    expect(checkOutRefusal('2027-07-29', '2027-08-03', rules, nights)).toBeNull();
  });

  it('keeps the last check-out at max and the last check-in a night before', () => {
    expect(checkInRefusal('2027-09-30', rules, nights)?.code).toBe('after-max');
    expect(checkOutRefusal('2027-09-20', '2027-09-30', rules, nights)).toBeNull();
    expect(checkOutRefusal('2027-09-20', '2027-10-01', rules, nights)?.code).toBe('after-max');
  });
});

describe('picking', () => {
  it('starts, completes, restarts and undoes a stay', () => {
    expect(pickDay('2027-07-02', ctx(null))).toEqual({ from: '2027-07-02', to: null });
    expect(pickDay('2027-07-08', ctx('2027-07-02'))).toEqual({ from: '2027-07-02', to: '2027-07-08' });
    expect(pickDay('2027-07-01', ctx('2027-07-02'))).toEqual({ from: '2027-07-01', to: null });
    expect(pickDay('2027-07-02', ctx('2027-07-02'))).toEqual({ from: null, to: null });
    expect(pickDay('2027-07-05', ctx('2027-07-02'))).toBeNull();
    // A whole stay picked: the next click starts again.
    expect(pickDay('2027-07-20', ctx('2027-07-02', '2027-07-08'))).toEqual({ from: '2027-07-20', to: null });
  });

  it('lets a range of days end on its start day (sameDay), with no minimum stay', () => {
    const days: PickContext = { ...ctx('2027-07-02'), rules: { ...rules, sameDay: true } };
    expect(pickDay('2027-07-02', days)).toEqual({ from: '2027-07-02', to: '2027-07-02' });
    expect(pickDay('2027-07-03', days)).toEqual({ from: '2027-07-02', to: '2027-07-03' });
    expect(checkOutRefusal('2027-07-02', '2027-07-01', days.rules, nights)?.code).toBe('not-after-check-in');
    expect(checkInRefusal('2027-09-30', days.rules, nights)).toBeNull();
    expect(checkInRefusal('2027-09-30', rules, nights)?.code).toBe('after-max');
  });

  it('says why a day cannot be picked', () => {
    expect(dayState('2027-07-14', ctx(null))).toMatchObject({ enabled: false, note: 'dolu', blocked: true });
    expect(dayState('2027-07-13', ctx(null))).toMatchObject({
      enabled: false,
      note: 'dolu, yalnızca çıkış yapılabilir',
      checkoutOnly: true,
    });
    expect(dayState('2027-07-13', ctx('2027-07-08'))).toMatchObject({
      enabled: true,
      note: 'yalnızca çıkış',
    });
    expect(dayState('2027-07-10', ctx('2027-07-08'))).toMatchObject({ enabled: false, note: 'en az 5 gece' });
    expect(dayState('2027-07-19', ctx('2027-07-08'))).toMatchObject({
      enabled: false,
      note: 'arada dolu gece var',
    });
    expect(dayState('2027-06-30', ctx(null))).toMatchObject({ enabled: false, note: 'seçilemez' });
  });
});
