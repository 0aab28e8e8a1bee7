// Generated from shared/src/contracts/mail-templates.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../mail-templates';
import { routeTable } from '../../api/route';

export const { listMailTemplates, previewMailTemplate, setMailTemplateActivity, updateMailTemplate } = routeTable<typeof contract>({ listMailTemplates: ["GET","/v1/admin/mailtemplates"], previewMailTemplate: ["POST","/v1/admin/mailtemplates/preview"], setMailTemplateActivity: ["PATCH","/v1/admin/mailtemplates/activity"], updateMailTemplate: ["PUT","/v1/admin/mailtemplates/{id}"] });
