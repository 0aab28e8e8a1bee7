// Generated from shared/src/contracts/mail-templates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../mail-templates';
import type { Route } from '../../api/route';

/** GET /v1/admin/mailtemplates: Mail şablonları */
export const listMailTemplates: Route<typeof contract.listMailTemplates> = {
  method: 'GET',
  path: '/v1/admin/mailtemplates',
};
/** POST /v1/admin/mailtemplates/preview: Şablonu örnek verilerle önizle (kaydetmez) */
export const previewMailTemplate: Route<typeof contract.previewMailTemplate> = {
  method: 'POST',
  path: '/v1/admin/mailtemplates/preview',
};
/** PATCH /v1/admin/mailtemplates/activity: Şablonu aktif/pasif yap (aynı türde tek aktif şablon olur) */
export const setMailTemplateActivity: Route<typeof contract.setMailTemplateActivity> = {
  method: 'PATCH',
  path: '/v1/admin/mailtemplates/activity',
};
/** PUT /v1/admin/mailtemplates/{id}: Şablonu güncelle (yer tutucular denetlenir) */
export const updateMailTemplate: Route<typeof contract.updateMailTemplate> = {
  method: 'PUT',
  path: '/v1/admin/mailtemplates/{id}',
};
