import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExternal,
  deleteExternal,
  getExternal,
  listExternal,
  updateExternal,
} from '@villa/shared/contracts/external';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/**
 * 'Manuel Kapatma' (SPEC §7): closing entries that block a villa's calendar while active.
 * Endpoints: @villa/shared/contracts/external; SQL and the booking locks in repository.ts.
 */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listExternal, ADMIN_ONLY, async ({ query }) => {
    const { rows, total } = await repo.listEntries(app.db, query);
    return { items: rows, total };
  });

  registerRoute(app, getExternal, ADMIN_ONLY, async ({ params }) => {
    const row = await repo.getEntry(app.db, params.id);
    if (!row) throw notFound();
    return row;
  });

  registerRoute(app, createExternal, ADMIN_ONLY, async (request) => {
    const id = await repo.createEntry(app.db, currentUser(request).id, request.body);
    const row = await repo.getEntry(app.db, id);
    if (!row) throw notFound();
    return row;
  });

  registerRoute(app, updateExternal, ADMIN_ONLY, async ({ params, body }) => {
    await repo.updateEntry(app.db, params.id, body);
    const row = await repo.getEntry(app.db, params.id);
    if (!row) throw notFound();
    return row;
  });

  // 204 without a body, as before: the handler answers itself and the document shows no schema.
  registerRoute(
    app,
    deleteExternal,
    ADMIN_ONLY,
    async ({ params }, reply) => {
      if (!(await repo.deleteEntry(app.db, params.id))) throw new HttpError(404, 'Kayıt bulunamadı.');
      return reply.status(204).send();
    },
    { undocumentedResponse: true },
  );
};
