// Generated from shared/src/contracts/contact-messages.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../contact-messages';
import type { Route } from '../../api/route';

/** DELETE /v1/admin/contact/messages/{id}: Mesajı sil */
export const deleteContactMessage: Route<typeof contract.deleteContactMessage> = {
  method: 'DELETE',
  path: '/v1/admin/contact/messages/{id}',
};
/** GET /v1/admin/contact/messages/{id}: Mesaj detayı */
export const getContactMessage: Route<typeof contract.getContactMessage> = {
  method: 'GET',
  path: '/v1/admin/contact/messages/{id}',
};
/** GET /v1/admin/contact/messages: İletişim formu mesajları (yeniden eskiye) */
export const listContactMessages: Route<typeof contract.listContactMessages> = {
  method: 'GET',
  path: '/v1/admin/contact/messages',
  total: true,
};
/** PATCH /v1/admin/contact/messages/{id}/read: Mesajı okundu / okunmadı yap */
export const setContactMessageRead: Route<typeof contract.setContactMessageRead> = {
  method: 'PATCH',
  path: '/v1/admin/contact/messages/{id}/read',
};
