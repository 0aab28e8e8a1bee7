import multipart from '@fastify/multipart';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordId } from '@villa/shared/contracts/fields';
import { villaImageOrderSchema } from '@villa/shared/contracts/villa-images';
import { villaImages, villas } from '../../db/schema/villas.ts';
import { deleteImage, IMAGE_MESSAGES, MAX_IMAGE_BYTES, storeImage } from '../../lib/images.ts';
import { HttpError, MESSAGES } from '../../lib/http-error.ts';
import { ADMIN_ONLY, idParams, message, messageResponse, VILLA_MISSING } from '../villas/common.ts';
import { toImage } from '../villas/repository.ts';

const MAX_FILES = 20;
const ORDER_MISMATCH = 'Sıralama, villanın tüm görsellerini bir kez içermeli.';

/**
 * Villa images (SPEC §7): multiple upload (bytes checked, generated names, display sizes made
 * with sharp), delete and reorder. The first image is the villa's thumbnail.
 */
export const villaImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa images'];
  // Encapsulated in this plugin unless a parent already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 10, fieldSize: 1000 },
    });
  }

  const imagesOf = async (villaId: number) =>
    (
      await app.db
        .select()
        .from(villaImages)
        .where(eq(villaImages.villaId, villaId))
        .orderBy(asc(villaImages.sortOrder), asc(villaImages.id))
    ).map(toImage);

  app.post(
    '/',
    {
      config: ADMIN_ONLY,
      bodyLimit: MAX_IMAGE_BYTES * MAX_FILES,
      schema: {
        tags,
        summary: 'Villa görselleri yükle (birden çok)',
        description:
          'multipart/form-data: önce `villa_id` alanı, sonra bir veya daha çok `file` (JPEG, PNG veya WebP; her biri en fazla 10 MB, en fazla 20 dosya). Tür dosyanın içeriğinden anlaşılır; 480, 960 ve 1600 px WebP saklanır. 10 MB’tan büyük dosya 413, JPEG/PNG/WebP olmayan veya okunamayan dosya 415 ile reddedilir; bir dosya reddedilirse hiçbiri kaydedilmez.',
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(400, IMAGE_MESSAGES.noFile);
      let villaId: number | undefined;
      const buffers: Buffer[] = [];
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === 'villa_id') {
              const parsed = recordId('Villa').safeParse(part.value);
              villaId = parsed.success ? parsed.data : undefined;
            }
            continue;
          }
          const buf = await part.toBuffer();
          if (part.file.truncated) throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
          buffers.push(buf);
        }
      } catch (err) {
        if (err instanceof HttpError) throw err;
        const code = (err as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMAGE_MESSAGES.tooLarge);
        if (code === 'FST_FILES_LIMIT')
          throw new HttpError(413, `Tek seferde en fazla ${MAX_FILES} görsel yüklenebilir.`);
        throw new HttpError(400, MESSAGES.badRequest);
      }
      if (villaId === undefined) throw new HttpError(400, 'Villa seçin (villa_id).');
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, villaId));
      if (!villa) throw new HttpError(404, VILLA_MISSING);
      if (buffers.length === 0) throw new HttpError(400, IMAGE_MESSAGES.noFile);

      // All files are checked and stored before any row is written: one bad file refuses the batch.
      const stored: { fileKey: string; width: number; height: number }[] = [];
      try {
        for (const buf of buffers) stored.push(await storeImage(app.storage, 'villas', buf));
      } catch (err) {
        for (const s of stored) await deleteImage(app.storage, s.fileKey);
        throw err;
      }
      try {
        await app.db.transaction(async (tx) => {
          const [last] = await tx
            .select({ m: max(villaImages.sortOrder) })
            .from(villaImages)
            .where(eq(villaImages.villaId, villaId));
          let order = (last?.m ?? -1) + 1;
          for (const s of stored) {
            await tx
              .insert(villaImages)
              .values({ villaId, fileKey: s.fileKey, width: s.width, height: s.height, sortOrder: order++ });
          }
        });
      } catch (err) {
        for (const s of stored) await deleteImage(app.storage, s.fileKey);
        throw err;
      }
      return reply.status(201).send({ content: await imagesOf(villaId) });
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Villa görselini sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const [row] = await app.db.select().from(villaImages).where(eq(villaImages.id, request.params.id));
      if (!row) throw new HttpError(404, 'Görsel bulunamadı.');
      await app.db.delete(villaImages).where(eq(villaImages.id, row.id));
      await deleteImage(app.storage, row.fileKey);
      return message('Görsel silindi.');
    },
  );

  app.put(
    '/updateorder',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villa görsellerini sırala',
        description: '`ids`: villanın tüm görsel numaraları yeni sırasıyla; ilki kapak görselidir.',
        body: villaImageOrderSchema,
      },
    },
    async (request) => {
      const { villa_id, ids } = request.body;
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, villa_id));
      if (!villa) throw new HttpError(404, VILLA_MISSING);
      const current = await app.db
        .select({ id: villaImages.id })
        .from(villaImages)
        .where(eq(villaImages.villaId, villa_id));
      const currentIds = current.map((r) => r.id);
      const same =
        ids.length === currentIds.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => currentIds.includes(id));
      if (!same) throw new HttpError(400, ORDER_MISMATCH);
      await app.db.transaction(async (tx) => {
        for (const [i, id] of ids.entries()) {
          await tx
            .update(villaImages)
            .set({ sortOrder: i })
            .where(and(eq(villaImages.id, id), eq(villaImages.villaId, villa_id)));
        }
      });
      return { content: await imagesOf(villa_id) };
    },
  );
};
