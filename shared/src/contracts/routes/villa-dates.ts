// Generated from shared/src/contracts/villa-dates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../villa-dates';
import type { Route } from '../../api/route';

/** POST /v1/admin/villas/date: Takvimi kapat (tarih aralığı) */
export const createVillaDate: Route<typeof contract.createVillaDate> = {
  method: 'POST',
  path: '/v1/admin/villas/date',
};
/** DELETE /v1/admin/villas/date/{id}: Kapatmayı kaldır */
export const deleteVillaDate: Route<typeof contract.deleteVillaDate> = {
  method: 'DELETE',
  path: '/v1/admin/villas/date/{id}',
};
/** PUT /v1/admin/villas/date/{id}: Kapatmayı güncelle */
export const updateVillaDate: Route<typeof contract.updateVillaDate> = {
  method: 'PUT',
  path: '/v1/admin/villas/date/{id}',
};
