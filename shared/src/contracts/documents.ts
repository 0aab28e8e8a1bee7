import { z } from 'zod';
import { endpoint } from './endpoint';
import { idParams, recordId } from './fields';

/**
 * Documents (SPEC §7 Belgeler): licences and certificates staff upload (desktop only screen),
 * shown on /website/document; and the content upload every content form uses.
 */

export const documentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  fileUrl: z.string(),
  kind: z.enum(['pdf', 'image']),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export type DocumentItem = z.infer<typeof documentItem>;

export const documentBody = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Belge başlığı en az 2 karakter olmalıdır.')
    .max(120, 'Belge başlığı en fazla 120 karakter olabilir.'),
  fileUrl: z.string().trim().min(1, 'Önce belge dosyasını yükleyin.'),
});
export type DocumentBody = z.input<typeof documentBody>;

export const documentOrderBody = z.object({
  ids: z
    .array(recordId(), { error: 'Sıralama, belge kimliklerinin listesi olmalıdır.' })
    .min(1, 'Sıralama listesi boş olamaz.')
    .max(500),
});

const tags = ['documents'];

export const listDocuments = endpoint({
  method: 'GET',
  path: '/v1/admin/documents',
  summary: 'Belgeler',
  tags,
  response: z.array(documentItem),
});

export const createDocument = endpoint({
  method: 'POST',
  path: '/v1/admin/documents',
  summary: 'Belge ekle',
  tags,
  body: documentBody,
  response: documentItem,
  status: 201,
});

export const orderDocuments = endpoint({
  method: 'PATCH',
  path: '/v1/admin/documents/order',
  summary: 'Belgeleri sırala (tüm belge kimlikleri, yeni sırasıyla)',
  tags,
  body: documentOrderBody,
  response: z.array(documentItem),
});

export const deleteDocument = endpoint({
  method: 'DELETE',
  path: '/v1/admin/documents/{id}',
  summary: 'Belgeyi sil',
  tags,
  params: idParams(),
  response: documentItem,
});

export const listPublicDocuments = endpoint({
  method: 'GET',
  path: '/v1/website/ourdocuments',
  summary: 'Belgelerimiz',
  tags: ['website'],
  response: z.array(documentItem),
});

// ---- Content uploads (bank logos, documents, blog covers, the site logo) ----

export const uploadedFile = z.object({
  url: z.string(),
  kind: z.enum(['pdf', 'image']),
  mime: z.string(),
  size: z.number().int(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

/**
 * The body is the file itself (not JSON), so the API registers this one by hand
 * (modules/uploads-content/routes.ts: its own content-type parser and 413 answer) with this
 * definition's path, summary and answer; the front end posts the bytes to its path.
 */
export const uploadContentFile = endpoint({
  method: 'POST',
  path: '/v1/admin/uploads/content',
  summary: 'İçerik dosyası yükle (PDF, JPEG, PNG, WEBP; en fazla 10 MB; gövde dosyanın kendisi)',
  tags: ['uploads'],
  response: uploadedFile,
  status: 201,
});
