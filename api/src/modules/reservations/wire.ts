import type { ReservationRow } from '@villa/shared/contracts/bookings';
import { reservations } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import type { MailData } from '../mail-templates/render.ts';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';
import { formatMoney, round2 } from '@villa/shared/lib/format/money';

export { round2 } from '@villa/shared/lib/format/money';

/** Columns of a reservation row with its villa's name (for list and detail queries). */
export const rowColumns = {
  r: reservations,
  villaName: villas.name,
};

export type ReservationRecord = typeof reservations.$inferSelect;

export function toReservationRow(r: ReservationRecord, villaName: string): ReservationRow {
  const total = Number(r.totalAmount);
  const paid = Number(r.paidAmount);
  return {
    id: r.id,
    reservationCode: r.reservationCode,
    status: r.status,
    villaId: r.villaId,
    villaName,
    customerName: r.customerName,
    customerEmail: r.customerEmail,
    customerPhone: r.customerPhone,
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: r.nights,
    guests: r.guests,
    totalAmount: total,
    prepaymentAmount: Number(r.prepaymentAmount),
    paidAmount: paid,
    dueAmount: round2(Math.max(0, total - paid)),
    optionExpiresAt: r.optionExpiresAt ? r.optionExpiresAt.toISOString() : null,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
  };
}

/** dd.MM.yyyy, as the agency writes dates in its messages. */
export const formatDateTr = (date: string): string => formatDate(date);

/** '1.234,50 TL': amounts in running text (log lines, e-mails). */
export const formatTl = (n: number): string => formatMoney(n, 'TL', { decimals: 2, display: 'code' });

/**
 * The template values every mail about a stay has: the guest, the villa, the days, the amounts
 * (what is still due after what was paid), the code and the option's deadline.
 */
export function stayMailData(r: ReservationRecord, villaName: string): MailData {
  const total = Number(r.totalAmount);
  return {
    musteri_adi: r.customerName,
    villa_adi: villaName,
    giris_tarihi: formatDateTr(r.checkIn),
    cikis_tarihi: formatDateTr(r.checkOut),
    gece_sayisi: r.nights,
    kisi_sayisi: r.guests,
    toplam_tutar: formatTl(total),
    on_odeme: formatTl(Number(r.prepaymentAmount)),
    kalan_tutar: formatTl(round2(Math.max(0, total - Number(r.paidAmount)))),
    rezervasyon_kodu: r.reservationCode,
    opsiyon_tarihi: r.optionExpiresAt ? formatDatePattern(r.optionExpiresAt, 'dd.MM.yyyy HH:mm') : '',
  };
}
