import type { BoatMoney, BoatPrice } from '@villa/shared/contracts/boats';
import { round2 } from '@villa/shared/lib/format/money';

/** Days from start to end, both inclusive (YYYY-MM-DD). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const d = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  while (d <= last) {
    out.push(d.toISOString().slice(0, 10));
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

export const dayCount = (start: string, end: string) =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;

/** Lowest daily price among the periods that share a day with [from, to] (to open: from on). */
export function fromPrice(prices: BoatPrice[], from: string, to?: string): BoatMoney | null {
  const relevant = prices.filter((p) => p.end_date >= from && (to === undefined || p.start_date <= to));
  if (relevant.length === 0) return null;
  const best = relevant.reduce((a, b) => (b.daily_price < a.daily_price ? b : a));
  return { amount: best.daily_price, currency: best.currency };
}

/** Total for the days when each day has a price and all are in one currency; otherwise null. */
export function quote(
  prices: BoatPrice[],
  start: string,
  end: string,
): (BoatMoney & { days: number }) | null {
  const days = daysBetween(start, end);
  let total = 0;
  let currency: BoatPrice['currency'] | undefined;
  for (const day of days) {
    const p = prices.find((x) => x.start_date <= day && day <= x.end_date);
    if (!p) return null;
    if (currency && p.currency !== currency) return null;
    currency = p.currency;
    total += p.daily_price;
  }
  return currency ? { amount: round2(total), currency, days: days.length } : null;
}
