import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReservationRow } from '@villa/shared/contracts/bookings';
import { EXPORT_MAX_ROWS, exportReservations } from '@villa/shared/contracts/exports';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import { ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { sendListWorkbook, type ExportColumn } from '../../lib/xlsx-export.ts';
import { currentUser } from '../../plugins/auth.ts';
import { listReservations } from './queries.ts';

const SOURCE_LABELS: Record<string, string> = { web: 'Web sitesi', staff: 'Personel', offer: 'Teklif' };

const columns: ExportColumn<ReservationRow>[] = [
  { header: 'Rezervasyon kodu', value: (r) => r.reservationCode },
  { header: 'Durum', value: (r) => RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status },
  { header: 'Villa', width: 28, value: (r) => r.villaName },
  { header: 'Misafir', width: 24, value: (r) => r.customerName },
  { header: 'E-posta', width: 28, value: (r) => r.customerEmail },
  { header: 'Telefon', value: (r) => r.customerPhone },
  { header: 'Giriş tarihi', kind: 'date', value: (r) => r.checkIn },
  { header: 'Çıkış tarihi', kind: 'date', value: (r) => r.checkOut },
  { header: 'Gece', kind: 'int', width: 8, value: (r) => r.nights },
  { header: 'Kişi', kind: 'int', width: 8, value: (r) => r.guests },
  { header: 'Toplam tutar (TL)', kind: 'money', value: (r) => r.totalAmount },
  { header: 'Ön ödeme (TL)', kind: 'money', value: (r) => r.prepaymentAmount },
  { header: 'Ödenen (TL)', kind: 'money', value: (r) => r.paidAmount },
  { header: 'Kalan (TL)', kind: 'money', value: (r) => r.dueAmount },
  { header: 'Kaynak', value: (r) => SOURCE_LABELS[r.source] ?? r.source },
  { header: 'Oluşturma tarihi', kind: 'date', value: (r) => r.createdAt },
];

/**
 * 'Excel'e aktar' of the villa reservations list: the list's query and access (an OWNER's own
 * villas only), every matching row up to EXPORT_MAX_ROWS. The handler sends the file.
 */
export const reservationsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    exportReservations,
    ADMIN_OR_OWNER,
    async (request, reply) => {
      const { rows } = await listReservations(app.db, currentUser(request), {
        ...request.query,
        skip: 0,
        take: EXPORT_MAX_ROWS,
      });
      return sendListWorkbook(reply, { sheet: 'Rezervasyonlar', fileBase: 'rezervasyonlar', columns, rows });
    },
    UNDOCUMENTED,
  );
};
