import { asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { townBodySchema, type Town } from '@villa/shared/contracts/regions';
import { sqlState } from '../../db/errors.ts';
import { districts, towns } from '../../db/schema/regions.ts';
import { villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';
import { turkishOrder } from '../../lib/turkish-sort.ts';
import {
  ADMIN_ONLY,
  ADMIN_OR_OWNER,
  idParams,
  message,
  messageResponse,
  uniqueSlug,
} from '../villas/common.ts';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';

const TOWN_MISSING = 'İlçe bulunamadı.';

/** Towns (ilçeler) with their districts (SPEC §7); registered under /v1/admin. */
export const townsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['towns'];

  const withDistricts = async (rows: (typeof towns.$inferSelect)[]): Promise<Town[]> => {
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    const [ds, counts] = await Promise.all([
      app.db
        .select()
        .from(districts)
        .where(inArray(districts.townId, ids))
        .orderBy(asc(turkishOrder(districts.name))),
      app.db
        .select({ townId: villas.townId, n: count() })
        .from(villas)
        .where(inArray(villas.townId, ids))
        .groupBy(villas.townId),
    ]);
    return rows.map((t) => ({
      id: t.id,
      town_id: t.id,
      name: t.name,
      slug: t.slug,
      description: t.description,
      popular: t.isPopular,
      villa_count: counts.find((c) => c.townId === t.id)?.n ?? 0,
      District: ds
        .filter((d) => d.townId === t.id)
        .map((d) => ({ id: d.id, district_id: d.id, name: d.name, slug: d.slug })),
    }));
  };

  app.get(
    '/towns',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'İlçe listesi (10 / sayfa)', querystring: pagingQuery(10) },
    },
    async (request) => {
      const { skip, take } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(towns)
          .orderBy(asc(towns.sortOrder), asc(turkishOrder(towns.name)), asc(towns.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(towns),
      ]);
      return { content: await withDistricts(rows), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/towns/select',
    { config: ADMIN_OR_OWNER, schema: { tags, summary: 'Seçim kutuları için ilçeler ve bölgeleri' } },
    async () => {
      const rows = await app.db
        .select()
        .from(towns)
        .orderBy(asc(turkishOrder(towns.name)), asc(towns.id));
      return { content: await withDistricts(rows) };
    },
  );

  app.get(
    '/showtown/:id',
    { config: ADMIN_ONLY, schema: { tags, summary: 'İlçe detayı', params: idParams } },
    async (request) => {
      const rows = await app.db.select().from(towns).where(eq(towns.id, request.params.id));
      const [town] = await withDistricts(rows);
      if (!town) throw new HttpError(404, TOWN_MISSING);
      return { content: town };
    },
  );

  app.post(
    '/towns',
    { config: ADMIN_ONLY, schema: { tags, summary: 'İlçe ekle', body: townBodySchema } },
    async (request, reply) => {
      const b = request.body;
      const slug = await uniqueSlug(app.db, towns, b.slug, b.name);
      const [row] = await app.db
        .insert(towns)
        .values({ name: b.name, slug, description: b.description, isPopular: b.popular })
        .returning();
      if (!row) throw new Error('insert returned no row');
      const [town] = await withDistricts([row]);
      return reply.status(201).send({ content: town });
    },
  );

  app.put(
    '/towns/:town_id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'İlçe güncelle',
        params: z.object({ town_id: recordId() }),
        body: townBodySchema,
      },
    },
    async (request) => {
      const id = request.params.town_id;
      const b = request.body;
      const slug = await uniqueSlug(app.db, towns, b.slug, b.name, id);
      const [row] = await app.db
        .update(towns)
        .set({ name: b.name, slug, description: b.description, isPopular: b.popular })
        .where(eq(towns.id, id))
        .returning();
      if (!row) throw new HttpError(404, TOWN_MISSING);
      const [town] = await withDistricts([row]);
      return { content: town };
    },
  );

  app.delete(
    '/towns/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'İlçe sil',
        description: 'Villası olan ilçe silinemez (409). Bölgeleri (villasız) ilçeyle birlikte silinir.',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const id = request.params.id;
      const [town] = await app.db
        .select({ id: towns.id, name: towns.name })
        .from(towns)
        .where(eq(towns.id, id));
      if (!town) throw new HttpError(404, TOWN_MISSING);
      const [used] = await app.db.select({ n: count() }).from(villas).where(eq(villas.townId, id));
      if ((used?.n ?? 0) > 0) {
        throw new HttpError(
          409,
          `${town.name} ilçesine bağlı ${used?.n} villa var; önce bu villaları başka bir ilçeye taşıyın.`,
        );
      }
      try {
        await app.db.transaction(async (tx) => {
          await tx.delete(districts).where(eq(districts.townId, id));
          await tx.delete(towns).where(eq(towns.id, id));
        });
      } catch (err) {
        if (sqlState(err) === '23503') {
          throw new HttpError(
            409,
            `${town.name} ilçesi başka kayıtlarda (ör. marinalar) kullanıldığı için silinemez.`,
          );
        }
        throw err;
      }
      return message('İlçe silindi.');
    },
  );
};
