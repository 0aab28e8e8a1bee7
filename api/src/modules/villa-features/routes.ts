import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createFeature,
  createFeatureCategory,
  deleteFeature,
  deleteFeatureCategory,
  listVillaFeatures,
  updateFeature,
} from '@villa/shared/contracts/villa-features';
import { found, HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

const FEATURE_MISSING = 'Özellik bulunamadı.';
const CATEGORY_MISSING = 'Özellik kategorisi bulunamadı.';

/** Villa feature categories and features (SPEC §7). Endpoints: @villa/shared/contracts/villa-features. */
export const villaFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const assertCategory = async (id: number) => {
    if (!(await repo.categoryExists(app.db, id))) throw new HttpError(400, CATEGORY_MISSING);
  };

  registerRoute(
    app,
    listVillaFeatures,
    ADMIN_OR_OWNER,
    async () => repo.listFeatureTree(app.db),
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    createFeatureCategory,
    ADMIN_ONLY,
    async ({ body }) => repo.insertCategory(app.db, body.name),
    UNDOCUMENTED,
  );

  registerRoute(app, deleteFeatureCategory, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteCategory(app.db, params.id))) throw new HttpError(404, CATEGORY_MISSING);
    return { message: 'Kategori silindi.' };
  });

  registerRoute(
    app,
    createFeature,
    ADMIN_ONLY,
    async ({ body }) => {
      await assertCategory(body.category_id);
      return repo.insertFeature(app.db, body);
    },
    UNDOCUMENTED,
  );

  registerRoute(
    app,
    updateFeature,
    ADMIN_ONLY,
    async ({ params, body }) => {
      await assertCategory(body.category_id);
      return found(await repo.updateFeature(app.db, params.id, body), FEATURE_MISSING);
    },
    UNDOCUMENTED,
  );

  registerRoute(app, deleteFeature, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteFeature(app.db, params.id))) throw new HttpError(404, FEATURE_MISSING);
    return { message: 'Özellik silindi.' };
  });
};
