import { describe, expect, it } from 'vitest';
import { listingSearchPath, listingSearchQuery, readSearchParams } from './listing-search';

describe('listing search', () => {
  it('reads only the known filters with a value, and the old type parameter as types', () => {
    const sp = new URLSearchParams('checkin=2027-06-10&checkout=&utm_source=x&type=3&guests=2');
    expect(readSearchParams(sp)).toEqual({ checkin: '2027-06-10', guests: '2', types: '3' });
    expect(readSearchParams(new URLSearchParams('type=3&types=5'))).toEqual({ types: '5' });
  });

  it('asks one page of 20 cards for the client', () => {
    expect(listingSearchQuery({ town: 'kas' })).toEqual({ client: 'true', town: 'kas', take: 20 });
  });

  it('gives the same address whatever the order of the filters', () => {
    const a = listingSearchPath({ town: 'kas', checkin: '2027-06-10', checkout: '2027-06-17' });
    const b = listingSearchPath({ checkout: '2027-06-17', checkin: '2027-06-10', town: 'kas' });
    expect(a).toBe(b);
    expect(a).toBe('/v2/search?checkin=2027-06-10&checkout=2027-06-17&client=true&take=20&town=kas');
  });

  it('escapes what it carries', () => {
    expect(listingSearchPath({ features: 'a&b=c' })).toBe(
      '/v2/search?client=true&features=a%26b%3Dc&take=20',
    );
  });
});
