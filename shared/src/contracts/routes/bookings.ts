// Generated from shared/src/contracts/bookings.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../bookings';
import type { Route } from '../../api/route';

/** PATCH /v1/admin/reservations/{id}: Rezervasyon durumunu değiştir */
export const changeReservationStatus: Route<typeof contract.changeReservationStatus> = {
  method: 'PATCH',
  path: '/v1/admin/reservations/{id}',
};
/** POST /v1/admin/reservations: Personel rezervasyonu oluştur */
export const createReservation: Route<typeof contract.createReservation> = {
  method: 'POST',
  path: '/v1/admin/reservations',
};
/** GET /v1/admin/reservations/{id}: Rezervasyon detayı */
export const getReservation: Route<typeof contract.getReservation> = {
  method: 'GET',
  path: '/v1/admin/reservations/{id}',
};
/** GET /v1/admin/outbox: Gönderilen / bekleyen e-postalar (giden kutusu) */
export const listOutbox: Route<typeof contract.listOutbox> = {
  method: 'GET',
  path: '/v1/admin/outbox',
  total: true,
};
/** GET /v1/admin/reservations: Villa rezervasyonları (100’er) */
export const listReservations: Route<typeof contract.listReservations> = {
  method: 'GET',
  path: '/v1/admin/reservations',
  total: true,
};
/** GET /v1/admin/reservations/quote: Konaklama fiyatı (rezervasyon formu önizlemesi) */
export const quoteReservation: Route<typeof contract.quoteReservation> = {
  method: 'GET',
  path: '/v1/admin/reservations/quote',
};
/** POST /v1/admin/sendbank: Müşteriye banka hesap bilgilerini gönder (opsiyon başlatır) */
export const sendBankDetails: Route<typeof contract.sendBankDetails> = {
  method: 'POST',
  path: '/v1/admin/sendbank',
};
/** POST /v1/admin/sendconfirm: Müşteriye rezervasyon onayı gönder */
export const sendConfirmation: Route<typeof contract.sendConfirmation> = {
  method: 'POST',
  path: '/v1/admin/sendconfirm',
};
/** POST /v1/admin/sendpaymentlink: Müşteriye ödeme linki gönder (opsiyon başlatır) */
export const sendPaymentLink: Route<typeof contract.sendPaymentLink> = {
  method: 'POST',
  path: '/v1/admin/sendpaymentlink',
};
/** PUT /v1/admin/reservations/{id}: Rezervasyonu düzenle */
export const updateReservation: Route<typeof contract.updateReservation> = {
  method: 'PUT',
  path: '/v1/admin/reservations/{id}',
};
