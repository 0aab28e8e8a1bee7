// Generated from shared/src/contracts/villas.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villas';
import type { Route } from '../../api/route';

/** POST /v1/admin/villas: Villa ekle */
export const createVilla: Route<typeof contract.createVilla> = { method: 'POST', path: '/v1/admin/villas' };
/** GET /v1/villas/featured: Ayın villası ve popüler villalar */
export const getFeaturedVillas: Route<typeof contract.getFeaturedVillas> = {
  method: 'GET',
  path: '/v1/villas/featured',
};
/** GET /v1/villas/{slug}: Villa detayı */
export const getPublicVilla: Route<typeof contract.getPublicVilla> = {
  method: 'GET',
  path: '/v1/villas/{slug}',
};
/** GET /v1/admin/villas/{id}: Villa detayı (fiyatlar, takvim, görseller, yorumlar, özellikler, iCal) */
export const getVilla: Route<typeof contract.getVilla> = { method: 'GET', path: '/v1/admin/villas/{id}' };
/** GET /v1/villas/{slug}/availability: Villanın dolu günleri (bitiş günü hariç) */
export const getVillaAvailability: Route<typeof contract.getVillaAvailability> = {
  method: 'GET',
  path: '/v1/villas/{slug}/availability',
};
/** GET /v1/villas/{slug}/quote: Konaklama fiyatı (gece, temizlik, ön ödeme) ve müsaitlik */
export const getVillaQuote: Route<typeof contract.getVillaQuote> = {
  method: 'GET',
  path: '/v1/villas/{slug}/quote',
};
/** GET /v1/website/comments: Onaylı misafir yorumları (20/sayfa) */
export const listPublicComments: Route<typeof contract.listPublicComments> = {
  method: 'GET',
  path: '/v1/website/comments',
  total: true,
};
/** GET /v1/showcases: Vitrinler ve villaları */
export const listPublicShowcases: Route<typeof contract.listPublicShowcases> = {
  method: 'GET',
  path: '/v1/showcases',
};
/** GET /v1/admin/villas/all: Seçim kutuları için tüm villalar */
export const listVillaPicker: Route<typeof contract.listVillaPicker> = {
  method: 'GET',
  path: '/v1/admin/villas/all',
};
/** GET /v1/admin/villas: Villa listesi (20 / sayfa) */
export const listVillas: Route<typeof contract.listVillas> = {
  method: 'GET',
  path: '/v1/admin/villas',
  total: true,
};
/** GET /v1/admin/villas/withdates: Fiyat dönemleri ve dolu tarihleriyle villalar (seçiciler ve takvimler için) */
export const listVillasWithDates: Route<typeof contract.listVillasWithDates> = {
  method: 'GET',
  path: '/v1/admin/villas/withdates',
};
/** PATCH /v1/admin/villas/order: Villaların gösterim sırası */
export const reorderVillas: Route<typeof contract.reorderVillas> = {
  method: 'PATCH',
  path: '/v1/admin/villas/order',
};
/** GET /v1/admin/villas/search: Villa ara (ad veya adres) */
export const searchVillas: Route<typeof contract.searchVillas> = {
  method: 'GET',
  path: '/v1/admin/villas/search',
};
/** PATCH /v1/admin/villas/activity: Villayı aktif/pasif yap */
export const setVillaActivity: Route<typeof contract.setVillaActivity> = {
  method: 'PATCH',
  path: '/v1/admin/villas/activity',
};
/** PUT /v1/admin/villas/{villa_id}/features: Villanın özelliklerini belirle */
export const setVillaFeatures: Route<typeof contract.setVillaFeatures> = {
  method: 'PUT',
  path: '/v1/admin/villas/{villa_id}/features',
};
/** PATCH /v1/admin/villas/setvillaofmonth: Ayın villası yap / kaldır */
export const setVillaOfMonth: Route<typeof contract.setVillaOfMonth> = {
  method: 'PATCH',
  path: '/v1/admin/villas/setvillaofmonth',
};
/** PATCH /v1/admin/villas/setpopular: Villayı popüler yap / kaldır */
export const setVillaPopular: Route<typeof contract.setVillaPopular> = {
  method: 'PATCH',
  path: '/v1/admin/villas/setpopular',
};
/** PUT /v1/admin/villas/{villa_id}: Villa güncelle */
export const updateVilla: Route<typeof contract.updateVilla> = {
  method: 'PUT',
  path: '/v1/admin/villas/{villa_id}',
};
/** PUT /v1/admin/villas/btrans/{villa_id}: Villanın BTrans (havale) bilgileri */
export const updateVillaBtrans: Route<typeof contract.updateVillaBtrans> = {
  method: 'PUT',
  path: '/v1/admin/villas/btrans/{villa_id}',
};
