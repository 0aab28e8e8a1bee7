import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import { deleteDocument, insertDocument, listDocuments, reorderDocuments } from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileUrl: z.string(),
  kind: z.enum(['pdf', 'image']),
  sortOrder: z.number().int(),
  createdAt: z.string(),
});
export const documentListResponse = z.object({ content: z.array(documentSchema) });
const documentResponse = z.object({ content: documentSchema });
const idParams = z.object({ id: recordId() });

const documentBody = z.object({
  title: z
    .string()
    .trim()
    .min(2, 'Belge başlığı en az 2 karakter olmalıdır.')
    .max(120, 'Belge başlığı en fazla 120 karakter olabilir.'),
  fileUrl: z.string().trim().min(1, 'Önce belge dosyasını yükleyin.'),
});

const orderBody = z.object({
  ids: z
    .array(recordId(), { error: 'Sıralama, belge kimliklerinin listesi olmalıdır.' })
    .min(1, 'Sıralama listesi boş olamaz.')
    .max(500),
});

/** Belgeler (desktop only screen): licences and certificates shown on /website/document. */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['documents'];

  app.get(
    '/',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Belgeler', response: { 200: documentListResponse } } },
    async () => ({ content: await listDocuments(app.db) }),
  );

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Belge ekle', body: documentBody, response: { 201: documentResponse } },
    },
    async (request, reply) => {
      const kind = await assertUploaded(app.storage, request.body.fileUrl, 'any');
      const doc = await insertDocument(app.db, { ...request.body, kind });
      return reply.status(201).send({ content: doc });
    },
  );

  app.patch(
    '/order',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Belgeleri sırala (tüm belge kimlikleri, yeni sırasıyla)',
        body: orderBody,
        response: { 200: documentListResponse },
      },
    },
    async (request) => {
      const { ids } = request.body;
      const current = await listDocuments(app.db);
      const known = new Set(current.map((d) => d.id));
      if (
        new Set(ids).size !== ids.length ||
        ids.length !== known.size ||
        !ids.every((id) => known.has(id))
      ) {
        throw new HttpError(
          400,
          'Sıralama tüm belgeleri birer kez içermelidir; sayfayı yenileyip tekrar deneyin.',
        );
      }
      await reorderDocuments(app.db, ids);
      return { content: await listDocuments(app.db) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Belgeyi sil', params: idParams, response: { 200: documentResponse } },
    },
    async (request) => {
      const doc = await deleteDocument(app.db, request.params.id);
      if (!doc) throw notFound();
      await removeUpload(app.storage, doc.fileUrl);
      return { content: doc };
    },
  );
};
