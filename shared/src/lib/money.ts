import type { KeyValue } from '../contracts/site';

// Formatting amounts: lib/format/money (formatMoney), one formatter for every currency.

export const CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const CURRENCY_META: Record<
  Currency,
  { iso: string; symbol: string; label: string; rateKey?: string }
> = {
  TL: { iso: 'TRY', symbol: '₺', label: 'TL' },
  DOLLAR: { iso: 'USD', symbol: '$', label: 'Dolar', rateKey: 'dollar_exchange_rate' },
  EURO: { iso: 'EUR', symbol: '€', label: 'Euro', rateKey: 'euro_exchange_rate' },
  POUND: { iso: 'GBP', symbol: '£', label: 'Sterlin', rateKey: 'sterling_exchange_rate' },
};

/** A currency as a price form offers it: 'TL (₺)', 'Dolar ($)', 'Euro (€)', 'Sterlin (£)'. */
export function currencyChoice(currency: Currency): string {
  const { label, symbol } = CURRENCY_META[currency];
  return `${label} (${symbol})`;
}

export type Rates = Partial<Record<Currency, number>>;

/** Reads the TL value of one unit of each foreign currency from the site data entries. */
export function ratesFromEntries(entries: readonly KeyValue[] | undefined): Rates {
  const rates: Rates = { TL: 1 };
  for (const currency of CURRENCIES) {
    const key = CURRENCY_META[currency].rateKey;
    if (!key) continue;
    const value = Number(entries?.find((e) => e.key === key)?.value);
    if (Number.isFinite(value) && value > 0) rates[currency] = value;
  }
  return rates;
}

/** Converts a TL amount; returns null when the rate is unknown. */
export function convertFromTl(amountTl: number, currency: Currency, rates: Rates): number | null {
  if (currency === 'TL') return amountTl;
  const rate = rates[currency];
  return rate ? amountTl / rate : null;
}
