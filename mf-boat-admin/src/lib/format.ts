import type { BoatCurrency } from '@villa/shared/contracts/boats';
import { formatDatePattern } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';

/** '2025-07-01' → '01 Temmuz 2025' (format/dates: Turkish, Istanbul). */
export const formatDay = (iso: string) => formatDatePattern(iso, 'dd MMMM yyyy');

/** A boat price in its own currency, up to two decimals: the one money formatter (format/money). */
export const formatAmount = (amount: number, currency: BoatCurrency): string =>
  formatMoney(amount, currency, { decimals: 'auto' });
