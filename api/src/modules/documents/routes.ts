import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDocument,
  deleteDocument,
  listDocuments,
  orderDocuments,
} from '@villa/shared/contracts/documents';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { assertUploaded, removeUpload } from '../uploads-content/files.ts';
import * as repo from './repository.ts';

/**
 * Belgeler (desktop only screen): licences and certificates shown on /website/document.
 * Endpoints: @villa/shared/contracts/documents.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listDocuments, ADMIN_ONLY, async () => repo.listDocuments(app.db));

  registerRoute(app, createDocument, ADMIN_ONLY, async ({ body }) => {
    const kind = await assertUploaded(app.storage, body.fileUrl, 'any');
    return repo.insertDocument(app.db, { ...body, kind });
  });

  registerRoute(app, orderDocuments, ADMIN_ONLY, async ({ body }) => {
    const { ids } = body;
    const current = await repo.listDocuments(app.db);
    const known = new Set(current.map((d) => d.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || !ids.every((id) => known.has(id))) {
      throw new HttpError(
        400,
        'Sıralama tüm belgeleri birer kez içermelidir; sayfayı yenileyip tekrar deneyin.',
      );
    }
    await repo.reorderDocuments(app.db, ids);
    return repo.listDocuments(app.db);
  });

  registerRoute(app, deleteDocument, ADMIN_ONLY, async ({ params }) => {
    const doc = found(await repo.deleteDocument(app.db, params.id));
    await removeUpload(app.storage, doc.fileUrl);
    return doc;
  });
};
