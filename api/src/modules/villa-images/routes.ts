import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  deleteVillaImage,
  reorderVillaImages,
  uploadVillaImages,
  VILLA_IMAGE_MAX_FILES as MAX_FILES,
} from '@villa/shared/contracts/villa-images';
import { deleteImage, IMAGE_MESSAGES, MAX_IMAGE_BYTES, storeImage } from '../../lib/images.ts';
import { HttpError, MESSAGES } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { VILLA_MISSING } from '../villas/common.ts';
import { villaExists } from '../villas/repository.ts';
import * as repo from './repository.ts';

const ORDER_MISMATCH = 'Sıralama, villanın tüm görsellerini bir kez içermeli.';

/**
 * Villa images (SPEC §7): multiple upload (bytes checked, generated names, display sizes made
 * with sharp), delete and reorder. The first image is the villa's thumbnail.
 * Endpoints: @villa/shared/contracts/villa-images; SQL in repository.ts.
 */
export const villaImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Encapsulated in this plugin unless a parent already parses multipart.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_FILES, fields: 10, fieldSize: 1000 },
    });
  }

  // multipart/form-data: the body is read here, part by part (the contract declares none); the
  // answer had no response schema and keeps none (OpenAPI unchanged).
  registerRoute(
    app,
    uploadVillaImages,
    ADMIN_ONLY,
    async (request) => {
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
      if (!(await villaExists(app.db, villaId))) throw new HttpError(404, VILLA_MISSING);
      if (buffers.length === 0) throw new HttpError(400, IMAGE_MESSAGES.noFile);

      // All files are checked and stored before any row is written: one bad file refuses the batch.
      const stored: repo.StoredImage[] = [];
      try {
        for (const buf of buffers) stored.push(await storeImage(app.storage, 'villas', buf));
      } catch (err) {
        for (const s of stored) await deleteImage(app.storage, s.fileKey);
        throw err;
      }
      try {
        await repo.insertImages(app.db, villaId, stored);
      } catch (err) {
        for (const s of stored) await deleteImage(app.storage, s.fileKey);
        throw err;
      }
      return repo.imagesOf(app.db, villaId);
    },
    { ...UNDOCUMENTED, bodyLimit: MAX_IMAGE_BYTES * MAX_FILES },
  );

  registerRoute(app, deleteVillaImage, ADMIN_ONLY, async (request) => {
    const fileKey = await repo.deleteImageRow(app.db, request.params.id);
    if (fileKey === undefined) throw new HttpError(404, 'Görsel bulunamadı.');
    await deleteImage(app.storage, fileKey);
    return { message: 'Görsel silindi.' };
  });

  registerRoute(
    app,
    reorderVillaImages,
    ADMIN_ONLY,
    async (request) => {
      const { villa_id, ids } = request.body;
      if (!(await villaExists(app.db, villa_id))) throw new HttpError(404, VILLA_MISSING);
      const currentIds = await repo.imageIdsOf(app.db, villa_id);
      const same =
        ids.length === currentIds.length &&
        new Set(ids).size === ids.length &&
        ids.every((id) => currentIds.includes(id));
      if (!same) throw new HttpError(400, ORDER_MISMATCH);
      await repo.setImageOrder(app.db, villa_id, ids);
      return repo.imagesOf(app.db, villa_id);
    },
    UNDOCUMENTED,
  );
};
