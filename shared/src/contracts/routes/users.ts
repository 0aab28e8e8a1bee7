// Generated from shared/src/contracts/users.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../users';
import type { Route } from '../../api/route';

/** POST /v1/admin/users: Kullanıcı ekle */
export const createUser: Route<typeof contract.createUser> = { method: 'POST', path: '/v1/admin/users' };
/** GET /v1/admin/users/{id}: Kullanıcı detayı */
export const getUser: Route<typeof contract.getUser> = { method: 'GET', path: '/v1/admin/users/{id}' };
/** GET /v1/admin/users: Kullanıcı listesi */
export const listUsers: Route<typeof contract.listUsers> = {
  method: 'GET',
  path: '/v1/admin/users',
  total: true,
};
/** POST /v1/admin/users/{id}/revoke-sessions: Tüm oturumları kapat: kullanıcının bütün tokenları geçersiz olur */
export const revokeUserSessions: Route<typeof contract.revokeUserSessions> = {
  method: 'POST',
  path: '/v1/admin/users/{id}/revoke-sessions',
};
/** GET /v1/admin/users/select: Seçim kutuları için aktif kullanıcılar */
export const selectUsers: Route<typeof contract.selectUsers> = {
  method: 'GET',
  path: '/v1/admin/users/select',
};
/** PATCH /v1/admin/users/activity: Kullanıcıyı aktif/pasif yap */
export const setUserActivity: Route<typeof contract.setUserActivity> = {
  method: 'PATCH',
  path: '/v1/admin/users/activity',
};
/** POST /v1/admin/users/{id}/unlock: Kilidi aç: başarısız giriş sayacını ve kilidi sıfırla */
export const unlockUser: Route<typeof contract.unlockUser> = {
  method: 'POST',
  path: '/v1/admin/users/{id}/unlock',
};
/** PUT /v1/admin/users/{id}: Kullanıcı güncelle */
export const updateUser: Route<typeof contract.updateUser> = { method: 'PUT', path: '/v1/admin/users/{id}' };
