import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBoat,
  getBoat,
  listActiveBoats,
  listAllBoats,
  listBoats,
  setBoatActivity,
  updateBoat,
  type BoatBody,
} from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { found, HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const MARINA_MISSING = 'Seçilen marina bulunamadı.';
const TYPE_MISSING = 'Seçilen tekne tipi bulunamadı.';
const ID_MISMATCH = 'villa_id alanı adresteki tekne numarasıyla aynı olmalı.';

/** Retries once with a fresh slug when two saves race for the same one. */
async function withSlug<T>(make: () => Promise<string>, write: (slug: string) => Promise<T>): Promise<T> {
  try {
    return await write(await make());
  } catch (err) {
    if (sqlState(err) !== '23505') throw err;
    return write(await make());
  }
}

/**
 * Boats (SPEC §7): 20 a page with order and id filter, pickers, detail, create, edit, activity.
 * Endpoints: @villa/shared/contracts/boats; SQL in repository.ts.
 */
export const boatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkRefs = async (b: BoatBody) => {
    if (!(await repo.marinaExists(app.db, b.marina_id))) throw new HttpError(400, MARINA_MISSING);
    if (!(await repo.boatTypeExists(app.db, b.boat_type_id))) throw new HttpError(400, TYPE_MISSING);
  };
  const boatById = async (id: number) => {
    return found(await repo.getBoat(app.db, id));
  };

  registerRoute(app, listBoats, ADMIN_ONLY, async ({ query }) => {
    const { rows, total } = await repo.listBoats(app.db, query);
    return { items: rows, total };
  });

  registerRoute(app, listAllBoats, ADMIN_ONLY, async () => repo.pickBoats(app.db, false));

  registerRoute(app, listActiveBoats, ADMIN_ONLY, async () => repo.pickBoats(app.db, true));

  registerRoute(app, getBoat, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getBoatDetail(app.db, params.id));
  });

  registerRoute(app, createBoat, ADMIN_ONLY, async ({ body }) => {
    await checkRefs(body);
    const id = await withSlug(
      () => repo.freeSlug(app.db, body.name),
      (slug) => repo.insertBoat(app.db, body, slug),
    );
    return boatById(id);
  });

  registerRoute(app, updateBoat, ADMIN_ONLY, async ({ params, body: { villa_id: bodyId, ...body } }) => {
    const boatId = params.villa_id;
    if (bodyId !== undefined && bodyId !== boatId) throw new HttpError(400, ID_MISMATCH);
    const current = found(await repo.currentSlugAndName(app.db, boatId));
    await checkRefs(body);
    // The public address stays the same unless the name changes.
    await withSlug(
      async () => (current.name === body.name ? current.slug : repo.freeSlug(app.db, body.name, boatId)),
      (slug) => repo.updateBoat(app.db, boatId, body, slug),
    );
    return boatById(boatId);
  });

  registerRoute(app, setBoatActivity, ADMIN_ONLY, async ({ body: { id, active } }) => {
    if (!(await repo.boatExists(app.db, id))) throw notFound();
    await repo.setBoatActivity(app.db, id, active);
    return boatById(id);
  });
};
