import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBoatFeature,
  createBoatFeatureCategory,
  deleteBoatFeature,
  deleteBoatFeatureCategory,
  listBoatFeatures,
  setBoatFeatures,
  updateBoatFeature,
} from '@villa/shared/contracts/boat-features';
import { conflictOn } from '../../db/errors.ts';
import { found, HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { boatExists, getBoatDetail } from '../boats/repository.ts';
import * as repo from './repository.ts';

const CATEGORY_MISSING = 'Seçilen özellik kategorisi bulunamadı.';
const UNKNOWN_FEATURES = 'Seçilen özelliklerden bazıları bulunamadı.';
const categoryInUse = (n: number) =>
  `Bu kategoride ${n} özellik var; kategori silinemez. Önce özellikleri silin veya taşıyın.`;

/**
 * Boat features and their categories (SPEC §7), and the features of one boat.
 * Endpoints: @villa/shared/contracts/boat-features.
 */
export const boatFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const assertCategory = async (id: number) => {
    if (!(await repo.categoryExists(app.db, id))) throw new HttpError(400, CATEGORY_MISSING);
  };

  registerRoute(app, listBoatFeatures, ADMIN_ONLY, async () => repo.listFeatureTree(app.db));

  registerRoute(app, createBoatFeatureCategory, ADMIN_ONLY, async ({ body }) =>
    repo.insertCategory(app.db, body.name),
  );

  registerRoute(app, deleteBoatFeatureCategory, ADMIN_ONLY, async ({ params: { id } }) => {
    if (!(await repo.categoryExists(app.db, id))) throw notFound();
    const n = await repo.countFeaturesIn(app.db, id);
    if (n > 0) throw new HttpError(409, categoryInUse(n));
    await repo.deleteCategory(app.db, id).catch(conflictOn('23503', categoryInUse(1)));
    return { message: 'Kategori silindi.' };
  });

  registerRoute(app, createBoatFeature, ADMIN_ONLY, async ({ body }) => {
    await assertCategory(body.category_id);
    return repo.insertFeature(app.db, body);
  });

  registerRoute(app, updateBoatFeature, ADMIN_ONLY, async ({ params: { id }, body }) => {
    if (!(await repo.getFeature(app.db, id))) throw notFound();
    await assertCategory(body.category_id);
    return found(await repo.updateFeature(app.db, id, body));
  });

  registerRoute(app, deleteBoatFeature, ADMIN_ONLY, async ({ params }) => {
    if (!(await repo.deleteFeature(app.db, params.id))) throw notFound();
    return { message: 'Özellik silindi.' };
  });

  registerRoute(app, setBoatFeatures, ADMIN_ONLY, async ({ params, body }) => {
    const boatId = params.boat_id;
    if (!(await boatExists(app.db, boatId))) throw notFound();
    const ids = [...new Set(body.feature_ids)];
    const known = await repo.existingFeatureIds(app.db, ids);
    if (known.length !== ids.length) throw new HttpError(400, UNKNOWN_FEATURES);
    await repo.setBoatFeatures(app.db, boatId, ids);
    return found(await getBoatDetail(app.db, boatId));
  });
};
