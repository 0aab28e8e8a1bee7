import { describe, expect, it } from 'vitest';
import {
  countedGuests,
  guestsRefusal,
  guestsSummary,
  maxOf,
  readGuests,
  stepGuests,
  writeGuests,
} from './guests';

const party = (adults: number, children = 0, infants = 0) => ({ adults, children, infants });

describe('guests by age', () => {
  it('counts adults and children against the capacity, infants only where the villa says so', () => {
    expect(countedGuests(party(2, 2, 1))).toBe(4);
    expect(countedGuests(party(2, 2, 1), true)).toBe(5);
    expect(guestsRefusal(party(4, 2, 2), 6)).toBeNull();
    expect(guestsRefusal(party(4, 2, 1), 6, true)).toBe('Bu villa en fazla 6 kişiliktir (bebekler dahil).');
    expect(guestsRefusal(party(5, 2), 6)).toBe('Bu villa en fazla 6 kişiliktir.');
    expect(guestsRefusal(party(0, 2), 6)).toBe('En az bir yetişkin seçin.');
  });

  it('steps within the limits: at least one adult, the capacity, five infants', () => {
    expect(stepGuests(party(1), 'adults', -1, 6)).toEqual(party(1));
    expect(stepGuests(party(4, 2), 'children', 1, 6)).toEqual(party(4, 2));
    expect(stepGuests(party(4, 2), 'infants', 1, 6)).toEqual(party(4, 2, 1));
    expect(stepGuests(party(4, 2), 'infants', 1, 6, true)).toEqual(party(4, 2));
    expect(maxOf('infants', party(2), 6)).toBe(5);
    expect(maxOf('adults', party(2, 3), 6)).toBe(3);
  });

  it('reads the party from a URL, an old link (guests only) as adults', () => {
    expect(readGuests(new URLSearchParams('adults=2&children=1&infants=1&guests=4'))).toEqual(party(2, 1, 1));
    expect(readGuests(new URLSearchParams('guests=5'))).toEqual(party(5));
    expect(readGuests(new URLSearchParams(''))).toEqual(party(2));
    expect(readGuests(new URLSearchParams(''), null)).toBeNull();
    expect(readGuests(new URLSearchParams('adults=abc&guests=3'))).toEqual(party(3));
  });

  it('writes the breakdown and the total, leaving other params alone', () => {
    const p = writeGuests(new URLSearchParams('town=kas&guests=9'), party(2, 1, 1));
    expect(Object.fromEntries(p)).toEqual({
      town: 'kas',
      guests: '4',
      adults: '2',
      children: '1',
      infants: '1',
    });
    expect(writeGuests(new URLSearchParams('town=kas&adults=2&guests=2'), null).toString()).toBe('town=kas');
  });

  it('says the party in words', () => {
    expect(guestsSummary(party(3))).toBe('3 kişi');
    expect(guestsSummary(party(2, 1, 1))).toBe('2 yetişkin, 1 çocuk, 1 bebek');
  });
});
