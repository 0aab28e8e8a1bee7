import { z } from 'zod';
import { MAIL_TEMPLATE_KINDS } from './content';
import { endpoint } from './endpoint';
import { idParams, recordId, richText } from './fields';

/**
 * Mail templates (SPEC §7 Mail Şablonları): the reservation e-mails. Kinds, labels and
 * placeholders: ./content (zod-free).
 */

export const mailTemplate = z.object({
  id: z.number().int(),
  kind: z.enum(MAIL_TEMPLATE_KINDS),
  name: z.string(),
  subject: z.string(),
  bodyHtml: z.string(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type MailTemplate = z.infer<typeof mailTemplate>;

export const renderedMail = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type RenderedMail = z.infer<typeof renderedMail>;

const subject = z
  .string()
  .trim()
  .min(3, 'Konu en az 3 karakter olmalıdır.')
  .max(200, 'Konu en fazla 200 karakter olabilir.');

export const mailTemplateBody = z.object({
  name: z
    .string()
    .trim()
    .min(2, 'Şablon adı en az 2 karakter olmalıdır.')
    .max(100, 'Şablon adı en fazla 100 karakter olabilir.'),
  subject,
  bodyHtml: richText('Şablon içeriği'),
});
export type MailTemplateBody = z.input<typeof mailTemplateBody>;

export const mailPreviewBody = z.object({
  kind: z.enum(MAIL_TEMPLATE_KINDS, { error: 'Bilinmeyen şablon türü.' }),
  subject,
  bodyHtml: richText('Şablon içeriği'),
});
export type MailPreviewBody = z.input<typeof mailPreviewBody>;

export const mailTemplateActivityBody = z.object({ id: recordId(), active: z.boolean() });

const tags = ['mail-templates'];

export const listMailTemplates = endpoint({
  method: 'GET',
  path: '/v1/admin/mailtemplates',
  summary: 'Mail şablonları',
  tags,
  response: z.array(mailTemplate),
});

export const updateMailTemplate = endpoint({
  method: 'PUT',
  path: '/v1/admin/mailtemplates/{id}',
  summary: 'Şablonu güncelle (yer tutucular denetlenir)',
  tags,
  params: idParams(),
  body: mailTemplateBody,
  response: mailTemplate,
});

export const setMailTemplateActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/mailtemplates/activity',
  summary: 'Şablonu aktif/pasif yap (aynı türde tek aktif şablon olur)',
  tags,
  body: mailTemplateActivityBody,
  response: mailTemplate,
});

export const previewMailTemplate = endpoint({
  method: 'POST',
  path: '/v1/admin/mailtemplates/preview',
  summary: 'Şablonu örnek verilerle önizle (kaydetmez)',
  tags,
  body: mailPreviewBody,
  response: renderedMail,
});
