import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createTown,
  deleteTown,
  getTown,
  listTowns,
  listTownsSelect,
  updateTown,
} from '@villa/shared/contracts/regions';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const TOWN_MISSING = 'İlçe bulunamadı.';

/** Towns (ilçeler) with their districts (SPEC §7). Endpoints: @villa/shared/contracts/regions. */
export const townsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listTowns, ADMIN_ONLY, async ({ query }) => repo.listTowns(app.db, query), UNDOCUMENTED);

  registerRoute(app, listTownsSelect, ADMIN_OR_OWNER, async () => repo.listAllTowns(app.db), UNDOCUMENTED);

  registerRoute(
    app,
    getTown,
    ADMIN_ONLY,
    async ({ params }) => {
      return found(await repo.getTown(app.db, params.id), TOWN_MISSING);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    createTown,
    ADMIN_ONLY,
    async ({ body }) => {
      const town = await repo.insertTown(app.db, body);
      if (!town) throw new Error('insert returned no row');
      return town;
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateTown,
    ADMIN_ONLY,
    async ({ params, body }) => {
      return found(await repo.updateTown(app.db, params.town_id, body), TOWN_MISSING);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteTown, ADMIN_ONLY, async ({ params }) => {
    const id = params.id;
    const name = await repo.townName(app.db, id);
    if (name === undefined) throw new HttpError(404, TOWN_MISSING);
    const used = await repo.countVillasInTown(app.db, id);
    if (used > 0) {
      throw new HttpError(
        409,
        `${name} ilçesine bağlı ${used} villa var; önce bu villaları başka bir ilçeye taşıyın.`,
      );
    }
    await repo
      .deleteTownWithDistricts(app.db, id)
      .catch(
        conflictOn('23503', `${name} ilçesi başka kayıtlarda (ör. marinalar) kullanıldığı için silinemez.`),
      );
    return { message: 'İlçe silindi.' };
  });
};
