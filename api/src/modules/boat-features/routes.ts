import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  boatFeatureBodySchema,
  boatFeatureCategoryBodySchema,
  boatFeatureSetSchema,
} from '@villa/shared/contracts/boats';
import { sqlState } from '../../db/errors.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { boatExists, getBoatDetail } from '../boats/repository.ts';
import {
  boatDetailSchema,
  boatFeatureCategorySchema,
  boatFeatureSchema,
  envelope,
  idParams,
  messageResponse,
} from '../boats/wire.ts';
import {
  categoryExists,
  countFeaturesIn,
  deleteCategory,
  deleteFeature,
  existingFeatureIds,
  getFeature,
  insertCategory,
  insertFeature,
  listFeatureTree,
  setBoatFeatures,
  updateFeature,
} from './repository.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const CATEGORY_MISSING = 'Seçilen özellik kategorisi bulunamadı.';
const UNKNOWN_FEATURES = 'Seçilen özelliklerden bazıları bulunamadı.';
const categoryInUse = (n: number) =>
  `Bu kategoride ${n} özellik var; kategori silinemez. Önce özellikleri silin veya taşıyın.`;

/** Boat features and their categories (SPEC §7), and the features of one boat. */
export const boatFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['boat features'];

  app.get(
    '/listBoatFeatures',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne özellik kategorileri ve özellikleri',
        response: { 200: envelope(z.array(boatFeatureCategorySchema)) },
      },
    },
    async () => ({ content: await listFeatureTree(app.db) }),
  );

  app.post(
    '/boat/featurecategory',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne özellik kategorisi ekle',
        body: boatFeatureCategoryBodySchema,
        response: { 201: envelope(boatFeatureCategorySchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ content: await insertCategory(app.db, request.body.name) }),
  );

  app.delete(
    '/boat/featurecategory/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne özellik kategorisini sil (içinde özellik varken reddedilir)',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await categoryExists(app.db, id))) throw notFound();
      const n = await countFeaturesIn(app.db, id);
      if (n > 0) throw new HttpError(409, categoryInUse(n));
      await deleteCategory(app.db, id).catch((err: unknown) => {
        if (sqlState(err) === '23503') throw new HttpError(409, categoryInUse(1));
        throw err;
      });
      return { content: { message: 'Kategori silindi.' } };
    },
  );

  app.post(
    '/boat/feature',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne özelliği ekle',
        body: boatFeatureBodySchema,
        response: { 201: envelope(boatFeatureSchema) },
      },
    },
    async (request, reply) => {
      if (!(await categoryExists(app.db, request.body.category_id)))
        throw new HttpError(400, CATEGORY_MISSING);
      return reply.status(201).send({ content: await insertFeature(app.db, request.body) });
    },
  );

  app.put(
    '/boats/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Tekne özelliğini güncelle',
        description: 'SPEC §7’deki yol: {id} bir tekne özelliğinin numarasıdır (tekne değil).',
        params: idParams,
        body: boatFeatureBodySchema,
        response: { 200: envelope(boatFeatureSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await getFeature(app.db, id))) throw notFound();
      if (!(await categoryExists(app.db, request.body.category_id)))
        throw new HttpError(400, CATEGORY_MISSING);
      const feature = await updateFeature(app.db, id, request.body);
      if (!feature) throw notFound();
      return { content: feature };
    },
  );

  app.delete(
    '/boat/feature/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Tekne özelliğini sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      if (!(await deleteFeature(app.db, request.params.id))) throw notFound();
      return { content: { message: 'Özellik silindi.' } };
    },
  );

  app.put(
    '/boat/:boat_id/features',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Teknenin özelliklerini belirle',
        params: z.object({ boat_id: recordId() }),
        body: boatFeatureSetSchema,
        response: { 200: envelope(boatDetailSchema) },
      },
    },
    async (request) => {
      const boatId = request.params.boat_id;
      if (!(await boatExists(app.db, boatId))) throw notFound();
      const ids = [...new Set(request.body.feature_ids)];
      const known = await existingFeatureIds(app.db, ids);
      if (known.length !== ids.length) throw new HttpError(400, UNKNOWN_FEATURES);
      await setBoatFeatures(app.db, boatId, ids);
      return { content: (await getBoatDetail(app.db, boatId))! };
    },
  );
};
