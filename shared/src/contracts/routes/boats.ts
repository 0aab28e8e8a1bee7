// Generated from shared/src/contracts/boats.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../boats';
import type { Route } from '../../api/route';

/** POST /v1/admin/boat: Tekne ekle */
export const createBoat: Route<typeof contract.createBoat> = { method: 'POST', path: '/v1/admin/boat' };
/** POST /v1/admin/boat/price: Tekne fiyat dönemi ekle (çakışan dönem reddedilir) */
export const createBoatPrice: Route<typeof contract.createBoatPrice> = {
  method: 'POST',
  path: '/v1/admin/boat/price',
};
/** DELETE /v1/admin/boat/image/{id}: Tekne görselini sil */
export const deleteBoatImage: Route<typeof contract.deleteBoatImage> = {
  method: 'DELETE',
  path: '/v1/admin/boat/image/{id}',
};
/** DELETE /v1/admin/boat/price/{id}: Tekne fiyat dönemini sil */
export const deleteBoatPrice: Route<typeof contract.deleteBoatPrice> = {
  method: 'DELETE',
  path: '/v1/admin/boat/price/{id}',
};
/** GET /v1/admin/boat/{id}: Tekne detayı (fiyatlar, görseller, özellikler) */
export const getBoat: Route<typeof contract.getBoat> = { method: 'GET', path: '/v1/admin/boat/{id}' };
/** GET /v1/searchboats/{slug}: Tekne detayı */
export const getPublicBoat: Route<typeof contract.getPublicBoat> = {
  method: 'GET',
  path: '/v1/searchboats/{slug}',
};
/** GET /v1/admin/boatallactive: Seçim kutuları için aktif tekneler */
export const listActiveBoats: Route<typeof contract.listActiveBoats> = {
  method: 'GET',
  path: '/v1/admin/boatallactive',
};
/** GET /v1/admin/boat/all: Seçim kutuları için tüm tekneler */
export const listAllBoats: Route<typeof contract.listAllBoats> = {
  method: 'GET',
  path: '/v1/admin/boat/all',
};
/** GET /v1/admin/boat: Tekne listesi (20’şer) */
export const listBoats: Route<typeof contract.listBoats> = {
  method: 'GET',
  path: '/v1/admin/boat',
  total: true,
};
/** PUT /v1/admin/boat/image/updateorder: Tekne görsellerini sırala */
export const reorderBoatImages: Route<typeof contract.reorderBoatImages> = {
  method: 'PUT',
  path: '/v1/admin/boat/image/updateorder',
};
/** POST /v1/boatreservations: Günlük tekne kiralama talebi */
export const requestBoatRental: Route<typeof contract.requestBoatRental> = {
  method: 'POST',
  path: '/v1/boatreservations',
};
/** GET /v1/searchboats: Kiralık tekneler */
export const searchPublicBoats: Route<typeof contract.searchPublicBoats> = {
  method: 'GET',
  path: '/v1/searchboats',
  total: true,
};
/** PATCH /v1/admin/boat/activity: Tekneyi aktif/pasif yap */
export const setBoatActivity: Route<typeof contract.setBoatActivity> = {
  method: 'PATCH',
  path: '/v1/admin/boat/activity',
};
/** PUT /v1/admin/boat/{villa_id}: Tekne güncelle */
export const updateBoat: Route<typeof contract.updateBoat> = {
  method: 'PUT',
  path: '/v1/admin/boat/{villa_id}',
};
/** PUT /v1/admin/boat/price/{id}: Tekne fiyat dönemini güncelle */
export const updateBoatPrice: Route<typeof contract.updateBoatPrice> = {
  method: 'PUT',
  path: '/v1/admin/boat/price/{id}',
};
/** POST /v1/admin/boat/image: Tekne görseli yükle */
export const uploadBoatImage: Route<typeof contract.uploadBoatImage> = {
  method: 'POST',
  path: '/v1/admin/boat/image',
};
