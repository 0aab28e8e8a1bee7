// Generated from shared/src/contracts/offers.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../offers';
import type { Route } from '../../api/route';

/** POST /v1/admin/offers: Teklif oluştur */
export const createOffer: Route<typeof contract.createOffer> = { method: 'POST', path: '/v1/admin/offers' };
/** DELETE /v1/admin/offers/{id}: Teklifi sil (bağlantı çalışmaz olur) */
export const deleteOffer: Route<typeof contract.deleteOffer> = {
  method: 'DELETE',
  path: '/v1/admin/offers/{id}',
};
/** GET /v1/admin/offers/{id}: Teklif detayı */
export const getOffer: Route<typeof contract.getOffer> = { method: 'GET', path: '/v1/admin/offers/{id}' };
/** GET /v1/offer: Müşteriye hazırlanan teklif (herkese açık, gizli bağlantıyla) */
export const getPublicOffer: Route<typeof contract.getPublicOffer> = { method: 'GET', path: '/v1/offer' };
/** GET /v1/admin/offers: Hazırlanan teklifler (20’şer, en yeni önce) */
export const listOffers: Route<typeof contract.listOffers> = {
  method: 'GET',
  path: '/v1/admin/offers',
  total: true,
};
/** POST /v1/admin/offers/preview: Seçilen villaların bu tarihler için toplam fiyatı (kaydetmeden) */
export const previewOffer: Route<typeof contract.previewOffer> = {
  method: 'POST',
  path: '/v1/admin/offers/preview',
};
