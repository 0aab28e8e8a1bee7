// Generated from shared/src/contracts/regions.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../regions';
import type { Route } from '../../api/route';

/** POST /v1/admin/districts: Bölge ekle */
export const createDistrict: Route<typeof contract.createDistrict> = {
  method: 'POST',
  path: '/v1/admin/districts',
};
/** POST /v1/admin/towns: İlçe ekle */
export const createTown: Route<typeof contract.createTown> = { method: 'POST', path: '/v1/admin/towns' };
/** DELETE /v1/admin/districts/{id}: Bölge sil */
export const deleteDistrict: Route<typeof contract.deleteDistrict> = {
  method: 'DELETE',
  path: '/v1/admin/districts/{id}',
};
/** DELETE /v1/admin/towns/{id}: İlçe sil */
export const deleteTown: Route<typeof contract.deleteTown> = {
  method: 'DELETE',
  path: '/v1/admin/towns/{id}',
};
/** GET /v1/admin/districts/{id}: Bölge detayı */
export const getDistrict: Route<typeof contract.getDistrict> = {
  method: 'GET',
  path: '/v1/admin/districts/{id}',
};
/** GET /v1/admin/showtown/{id}: İlçe detayı */
export const getTown: Route<typeof contract.getTown> = { method: 'GET', path: '/v1/admin/showtown/{id}' };
/** GET /v1/admin/districts: Bölge listesi (10 / sayfa) */
export const listDistricts: Route<typeof contract.listDistricts> = {
  method: 'GET',
  path: '/v1/admin/districts',
  total: true,
};
/** GET /v1/admin/towns: İlçe listesi (10 / sayfa) */
export const listTowns: Route<typeof contract.listTowns> = {
  method: 'GET',
  path: '/v1/admin/towns',
  total: true,
};
/** GET /v1/admin/towns/select: Seçim kutuları için ilçeler ve bölgeleri */
export const listTownsSelect: Route<typeof contract.listTownsSelect> = {
  method: 'GET',
  path: '/v1/admin/towns/select',
};
/** PUT /v1/admin/districts/{district_id}: Bölge güncelle */
export const updateDistrict: Route<typeof contract.updateDistrict> = {
  method: 'PUT',
  path: '/v1/admin/districts/{district_id}',
};
/** PUT /v1/admin/towns/{town_id}: İlçe güncelle */
export const updateTown: Route<typeof contract.updateTown> = {
  method: 'PUT',
  path: '/v1/admin/towns/{town_id}',
};
