import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';

const tl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeStyle: 'short' });

export const formatTl = (n: number) => tl.format(n);
export const formatNumber = (n: number) => plain.format(n);
/** 'YYYY-MM-DD' → 'dd.MM.yyyy' without any time zone shift. */
export function formatDate(date: string): string {
  const [y, m, d] = date.slice(0, 10).split('-');
  return `${d}.${m}.${y}`;
}
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

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
