import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from './money';
import { formatNumberTr } from './number';

const intl = (value: number, min: number, max: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);

/** Deterministic values: integers of every length, decimals, halves at each place, signs. */
function values(): number[] {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  const out = [
    0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 2.675, 999.995, 9999.5, 0.125, 0.045, 1e20, 123456789012.345,
  ];
  for (let digits = 1; digits <= 15; digits++)
    out.push(10 ** digits - 1, 10 ** (digits - 1), -(10 ** digits) + 0.5);
  for (let i = 0; i < 1500; i++) {
    const magnitude = 10 ** Math.floor(random() * 10);
    const decimals = Math.floor(random() * 5);
    const v = Math.round(random() * magnitude * 10 ** decimals) / 10 ** decimals;
    out.push(random() < 0.2 ? -v : v);
  }
  return out;
}

describe('formatNumberTr', () => {
  it('writes what Intl.NumberFormat tr-TR writes, for every fraction option the site uses', () => {
    for (const [min, max] of [
      [0, 0],
      [2, 2],
      [0, 2],
      [0, 1],
      [0, 3],
      [2, 4],
    ] as const)
      for (const v of values())
        expect(`${v} ${min}-${max}: ${formatNumberTr(v, min, max)}`).toBe(
          `${v} ${min}-${max}: ${intl(v, min, max)}`,
        );
  });

  it('leaves NaN, infinities and exponent-form numbers to Intl', () => {
    for (const v of [Number.NaN, Infinity, -Infinity, 1e21, 1.5e-7])
      expect(formatNumberTr(v, 0, 2)).toBe(intl(v, 0, 2));
  });
});

describe('formatMoney without Intl', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes what Intl’s tr-TR currency format writes, in every currency and option', () => {
    const digits = { 0: [0, 0], 2: [2, 2], auto: [0, 2] } as const;
    for (const [currency, iso] of [
      ['TL', 'TRY'],
      ['DOLLAR', 'USD'],
      ['EURO', 'EUR'],
      ['POUND', 'GBP'],
    ] as const)
      for (const decimals of [0, 2, 'auto'] as const) {
        const reference = new Intl.NumberFormat('tr-TR', {
          style: 'currency',
          currency: iso,
          minimumFractionDigits: digits[decimals][0],
          maximumFractionDigits: digits[decimals][1],
        });
        for (const v of values().slice(0, 400))
          expect(formatMoney(v, currency, { decimals })).toBe(reference.format(v));
      }
  });

  it('builds no Intl formatter for a price: a page’s first one costs a phone about 100 ms', () => {
    const spy = vi.spyOn(Intl, 'NumberFormat');
    formatMoney(12345.6);
    formatMoney(-1234.5, 'EURO', { decimals: 2 });
    formatMoney(52500, 'TRY', { display: 'code', decimals: 'auto' });
    formatMoney(10, 'XYZ');
    expect(formatNumberTr(4.85, 0, 1)).toBe('4,9');
    expect(spy).not.toHaveBeenCalled();
  });
});
