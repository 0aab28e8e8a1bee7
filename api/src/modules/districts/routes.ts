import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createDistrict,
  deleteDistrict,
  getDistrict,
  listDistricts,
  updateDistrict,
} from '@villa/shared/contracts/regions';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const DISTRICT_MISSING = 'Bölge bulunamadı.';
const TOWN_MISSING = 'Seçilen ilçe bulunamadı.';

/** Districts (bölgeler) of towns (SPEC §7). Endpoints: @villa/shared/contracts/regions. */
export const districtsRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: number) => {
    return found(await repo.getDistrict(app.db, id), DISTRICT_MISSING);
  };
  const assertTown = async (townId: number) => {
    if (!(await repo.townExists(app.db, townId))) throw new HttpError(400, TOWN_MISSING);
  };

  registerRoute(
    app,
    listDistricts,
    ADMIN_ONLY,
    async ({ query }) => repo.listDistricts(app.db, query),
    UNDOCUMENTED,
  );

  registerRoute(app, getDistrict, ADMIN_ONLY, async ({ params }) => one(params.id), UNDOCUMENTED);

  registerRoute(
    app,
    createDistrict,
    ADMIN_ONLY,
    async ({ body }) => {
      await assertTown(body.town_id);
      return one(await repo.insertDistrict(app.db, body));
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateDistrict,
    ADMIN_ONLY,
    async ({ params, body }) => {
      const id = params.district_id;
      await assertTown(body.town_id);
      const current = await one(id);
      if (current.town_id !== body.town_id && current.villa_count > 0) {
        throw new HttpError(409, 'Bu bölgede villalar var; bölge başka bir ilçeye taşınamaz.');
      }
      await repo.updateDistrict(app.db, id, body);
      return one(id);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteDistrict, ADMIN_ONLY, async ({ params }) => {
    const d = await one(params.id);
    if (d.villa_count > 0) {
      throw new HttpError(
        409,
        `${d.name} bölgesinde ${d.villa_count} villa var; önce bu villaların bölgesini değiştirin.`,
      );
    }
    await repo.deleteDistrict(app.db, d.id);
    return { message: 'Bölge silindi.' };
  });
};
