// Generated from shared/src/contracts/villa-prices.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-prices';
import type { Route } from '../../api/route';

/** POST /v1/admin/villas/price: Fiyat dönemi ekle */
export const createVillaPrice: Route<typeof contract.createVillaPrice> = {
  method: 'POST',
  path: '/v1/admin/villas/price',
};
/** DELETE /v1/admin/villas/price/{id}: Fiyat dönemini sil */
export const deleteVillaPrice: Route<typeof contract.deleteVillaPrice> = {
  method: 'DELETE',
  path: '/v1/admin/villas/price/{id}',
};
/** PUT /v1/admin/villas/price/{id}: Fiyat dönemini güncelle */
export const updateVillaPrice: Route<typeof contract.updateVillaPrice> = {
  method: 'PUT',
  path: '/v1/admin/villas/price/{id}',
};
