// Generated from shared/src/contracts/showcases.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../showcases';
import type { Route } from '../../api/route';

/** POST /v1/admin/showcase-villas: Vitrine villa ekle */
export const addShowcaseVilla: Route<typeof contract.addShowcaseVilla> = {
  method: 'POST',
  path: '/v1/admin/showcase-villas',
};
/** POST /v1/admin/showcases: Vitrin ekle */
export const createShowcase: Route<typeof contract.createShowcase> = {
  method: 'POST',
  path: '/v1/admin/showcases',
};
/** DELETE /v1/admin/showcases/{id}: Vitrin sil */
export const deleteShowcase: Route<typeof contract.deleteShowcase> = {
  method: 'DELETE',
  path: '/v1/admin/showcases/{id}',
};
/** GET /v1/admin/showcases/{id}: Vitrin ve villaları */
export const getShowcase: Route<typeof contract.getShowcase> = {
  method: 'GET',
  path: '/v1/admin/showcases/{id}',
};
/** POST /v1/admin/showcase-villas/import: Vitrine toplu villa ekle (numara veya adres listesi) */
export const importShowcaseVillas: Route<typeof contract.importShowcaseVillas> = {
  method: 'POST',
  path: '/v1/admin/showcase-villas/import',
};
/** GET /v1/admin/showcases: Vitrinler (10 / sayfa) */
export const listShowcases: Route<typeof contract.listShowcases> = {
  method: 'GET',
  path: '/v1/admin/showcases',
  total: true,
};
/** DELETE /v1/admin/showcase-villas/{id}: Villayı vitrinden çıkar */
export const removeShowcaseVilla: Route<typeof contract.removeShowcaseVilla> = {
  method: 'DELETE',
  path: '/v1/admin/showcase-villas/{id}',
};
/** DELETE /v1/admin/showcase-villas: Seçili villaları vitrinden çıkar (gövdede ids) */
export const removeShowcaseVillas: Route<typeof contract.removeShowcaseVillas> = {
  method: 'DELETE',
  path: '/v1/admin/showcase-villas',
};
/** PUT /v1/admin/showcases/order/{id}: Vitrinin sırası */
export const setShowcaseOrder: Route<typeof contract.setShowcaseOrder> = {
  method: 'PUT',
  path: '/v1/admin/showcases/order/{id}',
};
/** PUT /v1/admin/showcase-villas/{id}: Vitrindeki villanın sırası */
export const setShowcaseVillaOrder: Route<typeof contract.setShowcaseVillaOrder> = {
  method: 'PUT',
  path: '/v1/admin/showcase-villas/{id}',
};
/** PUT /v1/admin/showcases/{id}: Vitrin güncelle */
export const updateShowcase: Route<typeof contract.updateShowcase> = {
  method: 'PUT',
  path: '/v1/admin/showcases/{id}',
};
