// Generated from shared/src/contracts/documents.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../documents';
import type { Route } from '../../api/route';

/** POST /v1/admin/documents: Belge ekle */
export const createDocument: Route<typeof contract.createDocument> = {
  method: 'POST',
  path: '/v1/admin/documents',
};
/** DELETE /v1/admin/documents/{id}: Belgeyi sil */
export const deleteDocument: Route<typeof contract.deleteDocument> = {
  method: 'DELETE',
  path: '/v1/admin/documents/{id}',
};
/** GET /v1/admin/documents: Belgeler */
export const listDocuments: Route<typeof contract.listDocuments> = {
  method: 'GET',
  path: '/v1/admin/documents',
};
/** GET /v1/website/ourdocuments: Belgelerimiz */
export const listPublicDocuments: Route<typeof contract.listPublicDocuments> = {
  method: 'GET',
  path: '/v1/website/ourdocuments',
};
/** PATCH /v1/admin/documents/order: Belgeleri sırala (tüm belge kimlikleri, yeni sırasıyla) */
export const orderDocuments: Route<typeof contract.orderDocuments> = {
  method: 'PATCH',
  path: '/v1/admin/documents/order',
};
/** POST /v1/admin/uploads/content: İçerik dosyası yükle (PDF, JPEG, PNG, WEBP; en fazla 10 MB; gövde dosyanın kendisi) */
export const uploadContentFile: Route<typeof contract.uploadContentFile> = {
  method: 'POST',
  path: '/v1/admin/uploads/content',
};
