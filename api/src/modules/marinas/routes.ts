import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMarina,
  deleteMarina,
  getMarina,
  listMarinas,
  updateMarina,
} from '@villa/shared/contracts/marinas';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const TOWN_MISSING = 'Seçilen ilçe bulunamadı.';
const inUse = (n: number) =>
  `Bu marinaya bağlı ${n} tekne var; marina silinemez. Önce tekneleri başka bir marinaya taşıyın.`;

/** Marinas (SPEC §7): 10 a page, detail at /showmarina/{id}, create, edit, delete. Endpoints: @villa/shared/contracts/marinas. */
export const marinasRoutes: FastifyPluginAsyncZod = async (app) => {
  const one = async (id: number) => {
    return found(await repo.getMarina(app.db, id));
  };
  const assertTown = async (townId: number) => {
    if (!(await repo.townExists(app.db, townId))) throw new HttpError(400, TOWN_MISSING);
  };

  registerRoute(app, listMarinas, ADMIN_ONLY, async ({ query }) => repo.listMarinas(app.db, query));

  registerRoute(app, getMarina, ADMIN_ONLY, async ({ params }) => one(params.id));

  registerRoute(app, createMarina, ADMIN_ONLY, async ({ body }) => {
    await assertTown(body.town_id);
    return one(await repo.insertMarina(app.db, body));
  });

  registerRoute(app, updateMarina, ADMIN_ONLY, async ({ params, body }) => {
    const id = params.marina_id;
    await one(id);
    await assertTown(body.town_id);
    await repo.updateMarina(app.db, id, body);
    return one(id);
  });

  registerRoute(app, deleteMarina, ADMIN_ONLY, async ({ params: { id } }) => {
    await one(id);
    const boats = await repo.countBoatsAt(app.db, id);
    if (boats > 0) throw new HttpError(409, inUse(boats));
    // A boat added between the count and the delete still trips the foreign key.
    await repo.deleteMarina(app.db, id).catch(conflictOn('23503', inUse(1)));
    return { message: 'Marina silindi.' };
  });
};
