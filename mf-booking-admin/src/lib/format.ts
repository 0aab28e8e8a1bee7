import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';

// Money and dates come from the one format module: formatMoney (@villa/shared/lib/format/money;
// TL with two decimals here) and formatDate/formatDateTime (@villa/shared/lib/format/dates, Istanbul).

export function statusLabel(status: string): string {
  return RESERVATION_STATUS_LABELS[status as ReservationStatus] ?? status;
}

export type Tone = 'neutral' | 'success' | 'danger' | 'warning' | 'info';
export const STATUS_TONE: Record<string, Tone> = {
  new: 'info',
  awaiting_prepayment: 'warning',
  confirmation_sent: 'neutral',
  confirmed: 'success',
  cancelled: 'danger',
};
