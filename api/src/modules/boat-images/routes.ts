import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { deleteBoatImage, reorderBoatImages, uploadBoatImage } from '@villa/shared/contracts/boats';
import { found, HttpError, MESSAGES } from '../../lib/http-error.ts';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../../lib/images.ts';
import { ADMIN_ONLY, PUBLIC, registerRoute } from '../../lib/route-kit.ts';
import { boatExists } from '../boats/repository.ts';
import * as repo from './repository.ts';
import { createBoatImageStore } from './storage.ts';

const BOAT_MISSING = 'Seçilen tekne bulunamadı.';
const ORDER_MISMATCH = 'Sıralama, teknenin tüm görsellerini bir kez içermeli.';

/**
 * Boat images (SPEC §7): upload (bytes checked, generated names, webp display sizes), delete,
 * reorder, and the public file route GET /uploads/boats/<file>.
 */
export const boatImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = createBoatImageStore(app.storage);
  // Registered here unless the app already parses multipart for everyone.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 10 } });
  }

  // multipart/form-data: the body is read here (the contract declares none).
  registerRoute(app, uploadBoatImage, ADMIN_ONLY, async (request) => {
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
      return await repo.insertBoatImage(app.db, { boatId: boatId.data, ...saved });
    } catch (err) {
      await store.remove(saved.fileBase);
      throw err;
    }
  });

  registerRoute(app, deleteBoatImage, ADMIN_ONLY, async ({ params }) => {
    const row = found(await repo.getBoatImageRow(app.db, params.id));
    await repo.deleteBoatImage(app.db, row.id);
    await store.remove(row.fileBase);
    return { message: 'Görsel silindi.' };
  });

  registerRoute(app, reorderBoatImages, ADMIN_ONLY, async ({ body: { boat_id, ids } }) => {
    if (!(await boatExists(app.db, boat_id))) throw new HttpError(400, BOAT_MISSING);
    const current = await repo.imageIdsOf(app.db, boat_id);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same) throw new HttpError(400, ORDER_MISMATCH);
    await repo.reorderBoatImages(app.db, ids);
    return repo.imagesOf(app.db, [boat_id]);
  });

  // A file, not a `{ content }` answer, outside /v1: registered by hand.
  app.get(
    '/uploads/boats/:file',
    {
      config: PUBLIC,
      schema: {
        tags: ['boat images'],
        summary: 'Tekne görsel dosyası (WebP)',
        params: z.object({ file: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const data = found(await store.read(request.params.file));
      return reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
