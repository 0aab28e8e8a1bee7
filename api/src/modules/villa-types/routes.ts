import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVillaType,
  deleteVillaType,
  getVillaType,
  listVillaTypes,
  updateVillaType,
} from '@villa/shared/contracts/villa-types';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const TYPE_MISSING = 'Villa tipi bulunamadı.';

/** Villa types (SPEC §7). Endpoints: @villa/shared/contracts/villa-types. */
export const villaTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: number) => {
    return found(await repo.getVillaType(app.db, id), TYPE_MISSING);
  };

  registerRoute(
    app,
    listVillaTypes,
    ADMIN_OR_OWNER,
    async ({ query }) => repo.listVillaTypes(app.db, query),
    UNDOCUMENTED,
  );

  registerRoute(app, getVillaType, ADMIN_ONLY, async ({ params }) => one(params.id), UNDOCUMENTED);

  registerRoute(
    app,
    createVillaType,
    ADMIN_ONLY,
    async ({ body }) => one(await repo.insertVillaType(app.db, body)),
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateVillaType,
    ADMIN_ONLY,
    async ({ params, body }) => {
      await one(params.id);
      await repo.updateVillaType(app.db, params.id, body);
      return one(params.id);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteVillaType, ADMIN_ONLY, async ({ params }) => {
    const t = await one(params.id);
    if (t.villa_count > 0) {
      throw new HttpError(
        409,
        `${t.name} tipinde ${t.villa_count} villa var; önce bu villaların tipini değiştirin.`,
      );
    }
    await repo.deleteVillaType(app.db, t.id);
    return { message: 'Villa tipi silindi.' };
  });
};
