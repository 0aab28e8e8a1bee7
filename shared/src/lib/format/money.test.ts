import { describe, expect, it } from 'vitest';
import { currencyIso, currencySign, formatMoney, round2 } from './money';

describe('formatMoney', () => {
  it('writes whole amounts with the sign first by default (prices)', () => {
    expect(formatMoney(12345)).toBe('₺12.345');
    expect(formatMoney(12345.6, 'TL')).toBe('₺12.346');
    expect(formatMoney(1234, 'EURO')).toBe('€1.234');
    expect(formatMoney(1234, 'DOLLAR')).toBe('$1.234');
    expect(formatMoney(1234, 'POUND')).toBe('£1.234');
  });

  it('accepts ISO codes as banks store them', () => {
    expect(formatMoney(1234, 'TRY')).toBe('₺1.234');
    expect(formatMoney(1234, 'USD')).toBe('$1.234');
  });

  it('writes two decimals, or up to two, when asked', () => {
    expect(formatMoney(1234.5, 'TL', { decimals: 2 })).toBe('₺1.234,50');
    expect(formatMoney(1234, 'EURO', { decimals: 2 })).toBe('€1.234,00');
    expect(formatMoney(1234.5, 'TL', { decimals: 'auto' })).toBe('₺1.234,5');
    expect(formatMoney(1234, 'TL', { decimals: 'auto' })).toBe('₺1.234');
  });

  it('writes the code after the amount for running text and e-mails', () => {
    expect(formatMoney(12345, 'TL', { display: 'code' })).toBe('12.345 TL');
    expect(formatMoney(52500, 'TRY', { display: 'code', decimals: 2 })).toBe('52.500,00 TL');
    expect(formatMoney(38000, 'EURO', { display: 'code' })).toBe('38.000 EUR');
  });

  it('writes an unknown currency code after the number instead of failing', () => {
    expect(formatMoney(10, 'XYZ')).toBe('10 XYZ');
  });
});

describe('money helpers', () => {
  it('gives each currency its sign', () => {
    expect(['TL', 'DOLLAR', 'EURO', 'POUND', 'TRY', 'GBP'].map((c) => currencySign(c as 'TL'))).toEqual([
      '₺',
      '$',
      '€',
      '£',
      '₺',
      '£',
    ]);
  });

  it('gives the ISO 4217 code of a site currency', () => {
    expect(['TL', 'DOLLAR', 'EURO', 'POUND', 'USD', 'XYZ'].map(currencyIso)).toEqual([
      'TRY',
      'USD',
      'EUR',
      'GBP',
      'USD',
      'XYZ',
    ]);
  });

  it('rounds to kuruş', () => {
    expect(round2(1.005 * 1000)).toBe(1005);
    expect(round2(10.126)).toBe(10.13);
    expect(round2(0.1 + 0.2)).toBe(0.3);
  });
});
