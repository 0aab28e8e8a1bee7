import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureCategory } from '@villa/shared/contracts/villa-features';
import { featureBodySchema, featureCategoryBodySchema } from '@villa/shared/contracts/villa-features';
import { featureCategories, features } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, idParams, message, messageResponse } from '../villas/common.ts';

const FEATURE_MISSING = 'Özellik bulunamadı.';
const CATEGORY_MISSING = 'Özellik kategorisi bulunamadı.';

const toFeature = (f: typeof features.$inferSelect) => ({
  id: f.id,
  category_id: f.categoryId,
  name: f.name,
  icon: f.icon,
  filterable: f.filterable,
});

/** Villa feature categories and features (SPEC §7); registered under /v1/admin. */
export const villaFeaturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa features'];

  app.get(
    '/listVillaFeatures',
    { config: ADMIN_OR_OWNER, schema: { tags, summary: 'Özellik kategorileri ve özellikleri' } },
    async () => {
      const [cats, feats] = await Promise.all([
        app.db
          .select()
          .from(featureCategories)
          .orderBy(asc(featureCategories.sortOrder), asc(featureCategories.id)),
        app.db.select().from(features).orderBy(asc(features.sortOrder), asc(features.name), asc(features.id)),
      ]);
      const content: FeatureCategory[] = cats.map((c) => ({
        id: c.id,
        name: c.name,
        features: feats.filter((f) => f.categoryId === c.id).map(toFeature),
      }));
      return { content };
    },
  );

  app.post(
    '/featurecategory',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Özellik kategorisi ekle', body: featureCategoryBodySchema },
    },
    async (request, reply) => {
      const [row] = await app.db.insert(featureCategories).values({ name: request.body.name }).returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: { id: row.id, name: row.name, features: [] } });
    },
  );

  app.delete(
    '/featurecategory/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Özellik kategorisini sil',
        description: 'Kategorideki özellikler ve villalardaki işaretleri de silinir.',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const rows = await app.db
        .delete(featureCategories)
        .where(eq(featureCategories.id, request.params.id))
        .returning({ id: featureCategories.id });
      if (rows.length === 0) throw new HttpError(404, CATEGORY_MISSING);
      return message('Kategori silindi.');
    },
  );

  app.post(
    '/feature',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Özellik ekle', body: featureBodySchema } },
    async (request, reply) => {
      const b = request.body;
      const [cat] = await app.db
        .select({ id: featureCategories.id })
        .from(featureCategories)
        .where(eq(featureCategories.id, b.category_id));
      if (!cat) throw new HttpError(400, CATEGORY_MISSING);
      const [row] = await app.db
        .insert(features)
        .values({ categoryId: b.category_id, name: b.name, icon: b.icon, filterable: b.filterable })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: toFeature(row) });
    },
  );

  app.put(
    '/feature/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Özelliği güncelle', params: idParams, body: featureBodySchema },
    },
    async (request) => {
      const b = request.body;
      const [cat] = await app.db
        .select({ id: featureCategories.id })
        .from(featureCategories)
        .where(eq(featureCategories.id, b.category_id));
      if (!cat) throw new HttpError(400, CATEGORY_MISSING);
      const [row] = await app.db
        .update(features)
        .set({ categoryId: b.category_id, name: b.name, icon: b.icon, filterable: b.filterable })
        .where(eq(features.id, request.params.id))
        .returning();
      if (!row) throw new HttpError(404, FEATURE_MISSING);
      return { content: toFeature(row) };
    },
  );

  app.delete(
    '/feature/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Özelliği sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const rows = await app.db
        .delete(features)
        .where(eq(features.id, request.params.id))
        .returning({ id: features.id });
      if (rows.length === 0) throw new HttpError(404, FEATURE_MISSING);
      return message('Özellik silindi.');
    },
  );
};
