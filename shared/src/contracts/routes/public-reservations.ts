// Generated from shared/src/contracts/public-reservations.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../public-reservations';
import type { Route } from '../../api/route';

/** GET /v1/enquire: Rezervasyon sorgulama (kod ve e-posta) */
export const enquireReservation: Route<typeof contract.enquireReservation> = {
  method: 'GET',
  path: '/v1/enquire',
};
/** GET /v1/payment/{token}: Ödeme linki sayfasının verisi */
export const getPaymentPage: Route<typeof contract.getPaymentPage> = {
  method: 'GET',
  path: '/v1/payment/{token}',
};
/** POST /v1/reservations: Rezervasyon talebi (fiyat sunucuda hesaplanır; durum "Yeni talep") */
export const requestReservation: Route<typeof contract.requestReservation> = {
  method: 'POST',
  path: '/v1/reservations',
};
