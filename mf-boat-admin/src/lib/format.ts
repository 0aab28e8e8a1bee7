import { CURRENCY_META } from '@villa/shared/lib/money';
import type { BoatCurrency } from '@villa/shared/contracts/boats';

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  day: '2-digit',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2025-07-01' → '01 Temmuz 2025'. */
export const formatDay = (iso: string) => dateFormat.format(new Date(`${iso}T00:00:00Z`));

export function formatAmount(amount: number, currency: BoatCurrency): string {
  return new Intl.NumberFormat('tr-TR', {
    style: 'currency',
    currency: CURRENCY_META[currency].iso,
    maximumFractionDigits: 2,
  }).format(amount);
}

export const CURRENCY_LABELS: Record<BoatCurrency, string> = {
  TL: 'TL (₺)',
  DOLLAR: 'Dolar ($)',
  EURO: 'Euro (€)',
  POUND: 'Sterlin (£)',
};
