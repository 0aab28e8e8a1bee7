/** Villa and boat reservation statuses with their Turkish labels and allowed transitions. */
export const RESERVATION_STATUSES = [
  'new',
  'awaiting_prepayment',
  'confirmation_sent',
  'confirmed',
  'cancelled',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  new: 'Yeni talep',
  awaiting_prepayment: 'Ön ödeme bekleniyor',
  confirmation_sent: 'Onay gönderildi',
  confirmed: 'Onaylandı',
  cancelled: 'İptal edildi',
};

/** Statuses that occupy the calendar; only these are guarded against overlap by the database. */
export const BLOCKING_STATUSES: readonly ReservationStatus[] = [
  'awaiting_prepayment',
  'confirmation_sent',
  'confirmed',
];

export const STATUS_TRANSITIONS: Record<ReservationStatus, readonly ReservationStatus[]> = {
  new: ['awaiting_prepayment', 'confirmation_sent', 'confirmed', 'cancelled'],
  awaiting_prepayment: ['confirmation_sent', 'confirmed', 'cancelled'],
  confirmation_sent: ['confirmed', 'cancelled'],
  confirmed: ['cancelled'],
  cancelled: [],
};

export function isBlocking(status: string): boolean {
  return (BLOCKING_STATUSES as readonly string[]).includes(status);
}

export function canTransition(from: string, to: string): boolean {
  return (STATUS_TRANSITIONS[from as ReservationStatus] ?? []).includes(to as ReservationStatus);
}

/** A stay quote computed by the server (all amounts in TL): the zod shape lives in ./bookings. */
export type { StayQuote } from './bookings';
