// Generated from shared/src/contracts/payments.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../payments';
import type { Route } from '../../api/route';

/** POST /v1/payment/callback/{ref}: Ödeme sağlayıcısının dönüşü (form post, token) */
export const cardPaymentCallback: Route<typeof contract.cardPaymentCallback> = {
  method: 'POST',
  path: '/v1/payment/callback/{ref}',
};
/** GET /v1/payment/{token}/card: Ödeme linki: kartla ödeme seçeneği ve şimdi ödenecek tutar */
export const getCardPaymentOptions: Route<typeof contract.getCardPaymentOptions> = {
  method: 'GET',
  path: '/v1/payment/{token}/card',
};
/** GET /v1/payment/{token}/card/{ref}: Kartla ödemenin sonucu */
export const getCardPaymentResult: Route<typeof contract.getCardPaymentResult> = {
  method: 'GET',
  path: '/v1/payment/{token}/card/{ref}',
};
/** GET /v1/admin/payment-settings: Ödeme Ayarları (anahtarlar yalnızca maskeli) */
export const getPaymentSettings: Route<typeof contract.getPaymentSettings> = {
  method: 'GET',
  path: '/v1/admin/payment-settings',
};
/** PUT /v1/admin/payment-settings: Ödeme Ayarlarını kaydet */
export const savePaymentSettings: Route<typeof contract.savePaymentSettings> = {
  method: 'PUT',
  path: '/v1/admin/payment-settings',
};
/** POST /v1/payment/{token}/card: Kartla ödemeyi başlat (ödeme sağlayıcısının güvenli sayfasına yönlendirir) */
export const startCardPayment: Route<typeof contract.startCardPayment> = {
  method: 'POST',
  path: '/v1/payment/{token}/card',
};
