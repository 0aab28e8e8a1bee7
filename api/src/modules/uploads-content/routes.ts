import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uploadContentFile } from '@villa/shared/contracts/documents';
import { errorHandler } from '../../lib/error-handler.ts';
import { found, HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, PUBLIC, envelopeOf, fastifyPath } from '../../lib/route-kit.ts';
import { CONTENT_TYPES, FILE_NAME, MAX_UPLOAD_BYTES, MESSAGES, storageKey, storeUpload } from './files.ts';

/**
 * Content uploads (stored through app.storage under content/) (bank logos, documents, blog covers, site logo): the raw file is the request
 * body, so no multipart parser is shared with other modules. Files are served back with safe headers.
 * Registered by hand (not registerRoute): the upload's body is raw bytes with its own parser and 413
 * answer, and the file route answers with the file, not the JSON envelope. The upload's path,
 * summary and answer come from its contract (@villa/shared/contracts/documents: uploadContentFile).
 */
export const uploadsContentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: any content type arrives as bytes, up to the cap.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_UPLOAD_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ content: { message: MESSAGES.tooLarge } });
    }
    return errorHandler(err, request, reply);
  });

  app.post(
    fastifyPath(uploadContentFile.path),
    {
      config: ADMIN_ONLY,
      bodyLimit: MAX_UPLOAD_BYTES,
      schema: {
        tags: [...uploadContentFile.tags],
        summary: uploadContentFile.summary,
        consumes: ['application/octet-stream', 'application/pdf', 'image/jpeg', 'image/png', 'image/webp'],
        response: { 201: envelopeOf(uploadContentFile) },
      },
    },
    async (request, reply) => {
      if (!Buffer.isBuffer(request.body)) throw new HttpError(400, MESSAGES.empty);
      const stored = await storeUpload(app.storage, request.body);
      return reply.status(201).send({ content: stored });
    },
  );

  app.get(
    '/uploads/content/:file',
    {
      config: PUBLIC,
      schema: {
        tags: ['uploads'],
        summary: 'Yüklenen içerik dosyası',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!FILE_NAME.test(file)) throw notFound();
      const data = found(await app.storage.get(storageKey(file)).catch(() => null));
      const ext = file.slice(file.lastIndexOf('.') + 1);
      const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', ext === 'pdf' ? `attachment; filename="${file}"` : 'inline')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(data);
    },
  );
};
