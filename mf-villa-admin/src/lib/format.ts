import type { VillaCurrency } from '@villa/shared/contracts/villa-prices';

const CURRENCY_SIGNS: Record<VillaCurrency, string> = { TL: '₺', DOLLAR: '$', EURO: '€', POUND: '£' };
const number = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });

export function money(amount: number, currency: VillaCurrency | string): string {
  const sign = CURRENCY_SIGNS[currency as VillaCurrency] ?? currency;
  return `${sign}${number.format(amount)}`;
}

/** '2031-07-01' → '01.07.2031' without going through a Date (no time zone can shift it). */
export function trDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

export const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

/** YYYY-MM-DD of a local calendar day (from a date picker). */
export function isoOfLocal(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The local Date of a YYYY-MM-DD (for the date picker). */
export function localOfIso(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

export function addDaysIso(iso: string, days: number): string {
  const d = localOfIso(iso);
  d.setDate(d.getDate() + days);
  return isoOfLocal(d);
}
