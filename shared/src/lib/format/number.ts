/**
 * Numbers as Turkish readers write them (1.234.567,89), character for character what
 * `Intl.NumberFormat('tr-TR')` writes, without Intl: the first Intl formatter a page builds loads
 * the browser's locale data, 35-70 ms of the main thread on this repository's machines (about
 * 100 ms on a mid-range phone), inside the storefront's first render. Intl still writes what this
 * does not cover (NaN, infinities, numbers JavaScript writes in exponent form), never reached by a
 * price.
 *
 * Rounding is Intl's: half away from zero, applied to the number's shortest decimal form
 * (1.005 → 1,01, as people expect, where `toFixed` answers 1.00).
 */
export function formatNumberTr(value: number, minFraction = 0, maxFraction = minFraction): string {
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e')) return intlFallback(value, minFraction, maxFraction);
  const [whole, fraction = ''] = text.split('.') as [string, string?];
  // The digits kept, as one integer string, rounded up when the first dropped digit is 5 or more.
  let digits = whole + fraction.padEnd(maxFraction, '0').slice(0, maxFraction);
  if ((fraction[maxFraction] ?? '0') >= '5') digits = increment(digits);
  const cut = digits.length - maxFraction;
  const int = digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0';
  let frac = digits.slice(cut);
  while (frac.length > minFraction && frac.endsWith('0')) frac = frac.slice(0, -1);
  // Intl writes a minus for every negative number and for -0, also when it rounds to 0.
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')}${frac ? `,${frac}` : ''}`;
}

/** A string of decimal digits plus one ('0999' → '1000'). */
function increment(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function intlFallback(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  return new Intl.NumberFormat('tr-TR', { minimumFractionDigits, maximumFractionDigits }).format(value);
}
