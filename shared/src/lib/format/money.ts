import { CURRENCY_META, type Currency } from '../money';
import { formatNumberTr } from './number';

/**
 * Money as people read it in Turkish, for every currency, in the storefront, the admin and the
 * server-written HTML: one function, the variants are options. Written as Intl's tr-TR currency
 * format writes it, without Intl (see ./number).
 *
 *   formatMoney(12345)                                → '₺12.345'
 *   formatMoney(1234.5, 'EURO', { decimals: 2 })      → '€1.234,50'
 *   formatMoney(1234.5, 'TL', { decimals: 'auto' })   → '₺1.234,5'
 *   formatMoney(12345, 'TL', { display: 'code' })     → '12.345 TL'  (running text: "12.345 TL'den")
 */

/** The site's currencies (TL, DOLLAR, EURO, POUND) or their ISO 4217 codes (banks store TRY/USD/EUR/GBP as TL/USD/EUR/GBP). */
export type MoneyCurrency = Currency | 'TRY' | 'USD' | 'EUR' | 'GBP';

export interface MoneyFormat {
  /** 0: whole units (default; prices); 2: always two (payments, totals); 'auto': up to two. */
  decimals?: 0 | 2 | 'auto';
  /** 'symbol' (default): ₺12.345; 'code': 12.345 TL, 12.345 EUR (running text, e-mails). */
  display?: 'symbol' | 'code';
}

const ISO: Record<MoneyCurrency, string> = {
  TL: 'TRY',
  DOLLAR: 'USD',
  EURO: 'EUR',
  POUND: 'GBP',
  TRY: 'TRY',
  USD: 'USD',
  EUR: 'EUR',
  GBP: 'GBP',
};

/** The code written after an amount: Turkish readers write TL, not TRY. */
const CODE_LABEL: Record<string, string> = { TRY: 'TL', USD: 'USD', EUR: 'EUR', GBP: 'GBP' };

const SIGN: Record<string, string> = Object.fromEntries(
  Object.values(CURRENCY_META).map((m) => [m.iso, m.symbol]),
);

/** The fraction digits an option asks for: [minimum, maximum]. */
const FRACTION: Record<`${NonNullable<MoneyFormat['decimals']>}`, [number, number]> = {
  '0': [0, 0],
  '2': [2, 2],
  auto: [0, 2],
};

/** An amount in a currency, the Turkish way. An unknown currency code is written after the number. */
export function formatMoney(
  amount: number,
  currency: MoneyCurrency | string = 'TL',
  options: MoneyFormat = {},
): string {
  const { decimals = 0, display = 'symbol' } = options;
  const number = formatNumberTr(amount, ...FRACTION[decimals]);
  const iso = ISO[currency as MoneyCurrency];
  if (!iso) return `${number} ${currency}`;
  if (display === 'code') return `${number} ${CODE_LABEL[iso] ?? iso}`;
  // Intl's tr-TR currency form: the sign of the currency between the minus and the digits.
  return number.startsWith('-') ? `-${SIGN[iso]}${number.slice(1)}` : `${SIGN[iso]}${number}`;
}

/** The ISO 4217 code of a site currency ('TL' → 'TRY'); an unknown code as it is. */
export function currencyIso(currency: MoneyCurrency | string): string {
  return ISO[currency as MoneyCurrency] ?? currency;
}

/** The currency sign of a site currency or ISO code ('₺', '$', '€', '£'). */
export function currencySign(currency: MoneyCurrency): string {
  return SIGN[ISO[currency]] ?? currency;
}

/** Rounds an amount to kuruş (two decimals), as the database stores it. */
export const round2 = (n: number): number => Math.round(n * 100) / 100;
