import { describe, expect, it } from 'vitest';
import { CURRENCIES, convertFromTl, currencyChoice, ratesFromEntries } from './money';

const entries = [
  { key: 'dollar_exchange_rate', value: '40' },
  { key: 'euro_exchange_rate', value: '50' },
  { key: 'sterling_exchange_rate', value: 'abc' },
];

describe('currency conversion', () => {
  it('reads rates from site data and ignores invalid ones', () => {
    expect(ratesFromEntries(entries)).toEqual({ TL: 1, DOLLAR: 40, EURO: 50 });
  });

  it('converts TL amounts with the rates', () => {
    const rates = ratesFromEntries(entries);
    expect(convertFromTl(10_000, 'TL', rates)).toBe(10_000);
    expect(convertFromTl(10_000, 'DOLLAR', rates)).toBe(250);
    expect(convertFromTl(10_000, 'POUND', rates)).toBeNull();
  });
});

describe('currency choices', () => {
  it("names each currency with its sign, as the price forms' select offers it", () => {
    expect(CURRENCIES.map(currencyChoice)).toEqual(['TL (₺)', 'Dolar ($)', 'Euro (€)', 'Sterlin (£)']);
  });
});
