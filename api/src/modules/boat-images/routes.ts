import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { boatImageOrderSchema } from '@villa/shared/contracts/boats';
import { HttpError, MESSAGES, notFound } from '../../lib/http-error.ts';
import { boatExists } from '../boats/repository.ts';
import { boatImageSchema, envelope, idParams, messageResponse } from '../boats/wire.ts';
import {
  deleteBoatImage,
  getBoatImageRow,
  imageIdsOf,
  imagesOf,
  insertBoatImage,
  reorderBoatImages,
} from './repository.ts';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../lib/images.ts';
import { createBoatImageStore } from './storage.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const BOAT_MISSING = 'Seçilen tekne bulunamadı.';
const ORDER_MISMATCH = 'Sıralama, teknenin tüm görsellerini bir kez içermeli.';

/**
 * Boat images (SPEC §7): upload (bytes checked, generated names, webp display sizes), delete,
 * reorder, and the public file route GET /uploads/boats/<file>.
 */
export const boatImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boat images'];
  const store = createBoatImageStore(app.storage);
  // Registered here unless the app already parses multipart for everyone.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  }

  app.post(
    '/v1/admin/boat/image',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne görseli yükle',
        description:
          'multipart/form-data: önce `boat_id` alanı, sonra `file` (JPEG, PNG veya WebP; en fazla 10 MB). ' +
          'Dosya türü içeriğinden anlaşılır; 480, 960 ve 1600 px genişlikte WebP olarak saklanır. ' +
          '10 MB’tan büyük dosya 413, JPEG/PNG/WebP olmayan veya okunamayan dosya 415 ile reddedilir.',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(boatImageSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, IMAGE_MESSAGES.noFile);
      let part;
      try {
        part = await request.file({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
      } catch {
        throw new HttpError(400, MESSAGES.badRequest);
      }
      if (!part) throw new HttpError(400, IMAGE_MESSAGES.noFile);
      const field = part.fields.boat_id;
      const raw = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      const boatId = recordId().safeParse(raw);
      let buffer: Buffer;
      try {
        buffer = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
        throw new HttpError(400, MESSAGES.badRequest);
      }
      if (!boatId.success || !(await boatExists(app.db, boatId.data))) throw new HttpError(400, BOAT_MISSING);
      if (buffer.length === 0) throw new HttpError(400, IMAGE_MESSAGES.noFile);

      const saved = await store.save(buffer);
      try {
        const image = await insertBoatImage(app.db, { boatId: boatId.data, ...saved });
        return reply.status(201).send({ content: image });
      } catch (err) {
        await store.remove(saved.fileBase);
        throw err;
      }
    },
  );

  app.delete(
    '/v1/admin/boat/image/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Tekne görselini sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const row = await getBoatImageRow(app.db, request.params.id);
      if (!row) throw notFound();
      await deleteBoatImage(app.db, row.id);
      await store.remove(row.fileBase);
      return { content: { message: 'Görsel silindi.' } };
    },
  );

  app.put(
    '/v1/admin/boat/image/updateorder',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne görsellerini sırala',
        description: '`ids`: teknenin tüm görsel numaraları, yeni sırasıyla.',
        body: boatImageOrderSchema,
        response: { 200: envelope(z.array(boatImageSchema)) },
      },
    },
    async (request) => {
      const { boat_id, ids } = request.body;
      if (!(await boatExists(app.db, boat_id))) throw new HttpError(400, BOAT_MISSING);
      const current = await imageIdsOf(app.db, boat_id);
      const same =
        ids.length === current.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => current.includes(id));
      if (!same) throw new HttpError(400, ORDER_MISMATCH);
      await reorderBoatImages(app.db, ids);
      return { content: await imagesOf(app.db, [boat_id]) };
    },
  );

  app.get(
    '/uploads/boats/:file',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Tekne görsel dosyası (WebP)',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const data = await store.read(request.params.file);
      if (!data) throw notFound();
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
