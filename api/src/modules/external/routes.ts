import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExternal,
  deleteExternal,
  getExternal,
  listExternal,
  updateExternal,
} from '@villa/shared/contracts/external';
import { found, HttpError } from '../../lib/http-error.ts';
import type { AuthUser } from '../../auth/types.ts';
import type { Db } from '../../db/types.ts';
import { ADMIN_OR_OWNER, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

const NOT_YOURS = 'Yalnızca kendi villalarınızın tarihlerini kapatabilirsiniz.';

/** An OWNER may only touch a closing of their own villa (403); a missing entry or villa is 404. */
async function assertOwnEntry(db: Db, user: AuthUser, id: number) {
  if (user.role === 'ADMIN') return;
  const owner = await repo.ownerOfEntry(db, id);
  if (owner === undefined) throw new HttpError(404, 'Kayıt bulunamadı.');
  if (owner !== user.id) throw new HttpError(403, NOT_YOURS);
}
async function assertOwnVilla(db: Db, user: AuthUser, villaId: number) {
  if (user.role === 'ADMIN') return;
  const owner = await repo.ownerOfVilla(db, villaId);
  if (owner === undefined) throw new HttpError(404, 'Seçilen villa bulunamadı.');
  if (owner !== user.id) throw new HttpError(403, NOT_YOURS);
}

/**
 * 'Manuel Kapatma' (SPEC §7): closing entries that block a villa's calendar while active.
 * Endpoints: @villa/shared/contracts/external; SQL and the booking locks in repository.ts.
 * ADMIN: every villa; OWNER (self-service): only their own villas' closings (another villa 403).
 */
export const externalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listExternal, ADMIN_OR_OWNER, async (request) => {
    const user = currentUser(request);
    const scope = user.role === 'ADMIN' ? undefined : user.id;
    const { rows, total } = await repo.listEntries(app.db, request.query, scope);
    return { items: rows, total };
  });

  registerRoute(app, getExternal, ADMIN_OR_OWNER, async (request) => {
    const { params } = request;
    await assertOwnEntry(app.db, currentUser(request), params.id);
    return found(await repo.getEntry(app.db, params.id));
  });

  registerRoute(app, createExternal, ADMIN_OR_OWNER, async (request) => {
    await assertOwnVilla(app.db, currentUser(request), request.body.villaId);
    const id = await repo.createEntry(app.db, currentUser(request).id, request.body);
    return found(await repo.getEntry(app.db, id));
  });

  registerRoute(app, updateExternal, ADMIN_OR_OWNER, async (request) => {
    const { params, body } = request;
    await assertOwnEntry(app.db, currentUser(request), params.id);
    await assertOwnVilla(app.db, currentUser(request), body.villaId);
    await repo.updateEntry(app.db, params.id, body);
    return found(await repo.getEntry(app.db, params.id));
  });

  // 204 without a body, as before: the handler answers itself and the document shows no schema.
  registerRoute(
    app,
    deleteExternal,
    ADMIN_OR_OWNER,
    async (request, reply) => {
      const { params } = request;
      await assertOwnEntry(app.db, currentUser(request), params.id);
      if (!(await repo.deleteEntry(app.db, params.id))) throw new HttpError(404, 'Kayıt bulunamadı.');
      return reply.status(204).send();
    },
    { undocumentedResponse: true },
  );
};
