import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createVilla,
  getVilla,
  listVillaPicker,
  listVillas,
  listVillasWithDates,
  reorderVillas,
  searchVillas,
  setVillaActivity,
  setVillaFeatures,
  setVillaOfMonth,
  setVillaPopular,
  updateVilla,
  updateVillaBtrans,
} from '@villa/shared/contracts/villas';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { todayInTurkey } from '../pricing/dates.ts';
import { assertVillaReach, VILLA_MISSING } from './common.ts';
import * as repo from './repository.ts';
import { checkVillaReferences, villaDetailOr404 } from './service.ts';

/** Routes that had no response schema keep none (their OpenAPI entry and wire stay as they were). */
const AS_BEFORE = { undocumentedResponse: true };

/**
 * Villas (SPEC §7): list, pickers, detail, create, edit, btrans, features, toggles and order.
 * Endpoints: @villa/shared/contracts/villas; SQL in repository.ts, checks in service.ts.
 */
export const villasRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An OWNER sees only their own villas. */
  const ownerOf = (request: Parameters<typeof currentUser>[0]) => {
    const me = currentUser(request);
    return me.role === 'OWNER' ? me.id : undefined;
  };

  registerRoute(
    app,
    listVillas,
    ADMIN_OR_OWNER,
    async (request) => {
      const { rows, total } = await repo.listVillas(app.db, { ...request.query, ownerId: ownerOf(request) });
      return { items: rows, total };
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    listVillaPicker,
    ADMIN_OR_OWNER,
    async (request) => repo.pickVillas(app.db, ownerOf(request)),
    AS_BEFORE,
  );

  registerRoute(app, listVillasWithDates, ADMIN_OR_OWNER, async (request) =>
    repo.villasWithDates(app.db, todayInTurkey(), ownerOf(request)),
  );

  registerRoute(
    app,
    searchVillas,
    ADMIN_OR_OWNER,
    async (request) => {
      const { q, t } = request.query;
      if (!q) return [];
      return repo.searchVillas(app.db, q, t, ownerOf(request));
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    getVilla,
    ADMIN_OR_OWNER,
    async (request) => {
      const me = currentUser(request);
      await assertVillaReach(app.db, me, request.params.id);
      return villaDetailOr404(app.db, request.params.id, me.role === 'OWNER');
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    createVilla,
    ADMIN_ONLY,
    async ({ body }) => {
      await checkVillaReferences(app.db, body);
      const slug = await repo.villaSlug(app.db, body.slug, body.name);
      const id = await repo.insertVilla(app.db, body, slug);
      return villaDetailOr404(app.db, id, false);
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    updateVilla,
    ADMIN_ONLY,
    async ({ params, body }) => {
      const id = params.villa_id;
      if (!(await repo.villaExists(app.db, id))) throw new HttpError(404, VILLA_MISSING);
      await checkVillaReferences(app.db, body);
      const slug = await repo.villaSlug(app.db, body.slug, body.name, id);
      await repo.updateVilla(app.db, id, body, slug);
      return villaDetailOr404(app.db, id, false);
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    updateVillaBtrans,
    ADMIN_ONLY,
    async ({ params, body }) => {
      const id = params.villa_id;
      if (!(await repo.updateVillaBtrans(app.db, id, body))) throw new HttpError(404, VILLA_MISSING);
      return villaDetailOr404(app.db, id, false);
    },
    AS_BEFORE,
  );

  registerRoute(
    app,
    setVillaFeatures,
    ADMIN_ONLY,
    async ({ params, body }) => {
      const id = params.villa_id;
      const ids = [...new Set(body.feature_ids)];
      if (!(await repo.villaExists(app.db, id))) throw new HttpError(404, VILLA_MISSING);
      if (ids.length && (await repo.countFeatures(app.db, ids)) !== ids.length)
        throw new HttpError(400, 'Seçilen özelliklerden bazıları bulunamadı.');
      await repo.replaceVillaFeatures(app.db, id, ids);
      return { villa_id: id, feature_ids: ids.sort((a, b) => a - b) };
    },
    AS_BEFORE,
  );

  registerRoute(app, setVillaActivity, ADMIN_ONLY, async ({ body }) => {
    if (!(await repo.setVillaFlag(app.db, body.id, 'active', body.active === true)))
      throw new HttpError(404, VILLA_MISSING);
    return { message: 'Villa güncellendi.' };
  });
  registerRoute(app, setVillaPopular, ADMIN_ONLY, async ({ body }) => {
    if (!(await repo.setVillaFlag(app.db, body.id, 'popular', body.popular === true)))
      throw new HttpError(404, VILLA_MISSING);
    return { message: 'Villa güncellendi.' };
  });
  registerRoute(app, setVillaOfMonth, ADMIN_ONLY, async ({ body }) => {
    if (!(await repo.setVillaFlag(app.db, body.id, 'villa_of_month', body.villa_of_month === true)))
      throw new HttpError(404, VILLA_MISSING);
    return { message: 'Villa güncellendi.' };
  });

  registerRoute(app, reorderVillas, ADMIN_ONLY, async ({ body }) => {
    const ids = body.ids;
    if (new Set(ids).size !== ids.length)
      throw new HttpError(400, 'Sıralama listesinde aynı villa iki kez var.');
    if (!(await repo.reorderVillas(app.db, ids)))
      throw new HttpError(400, 'Sıralama listesindeki villalardan bazıları bulunamadı.');
    return { message: 'Sıralama kaydedildi.' };
  });
};
