import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import { districtBodySchema, type District } from '@villa/shared/contracts/regions';
import { districts, towns } from '../../db/schema/regions.ts';
import { villas } from '../../db/schema/villas.ts';
import { HttpError } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { ADMIN_ONLY, idParams, message, messageResponse, uniqueSlug } from '../villas/common.ts';

const DISTRICT_MISSING = 'Bölge bulunamadı.';
const TOWN_MISSING = 'Seçilen ilçe bulunamadı.';

/** Districts (bölgeler) of towns (SPEC §7); registered under /v1/admin/districts. */
export const districtsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['districts'];

  const select = (where?: SQL) =>
    app.db
      .select({
        id: districts.id,
        townId: districts.townId,
        townName: towns.name,
        name: districts.name,
        slug: districts.slug,
        villaCount: app.db.$count(villas, eq(villas.districtId, districts.id)),
      })
      .from(districts)
      .innerJoin(towns, eq(towns.id, districts.townId))
      .where(where);

  const toDistrict = (r: Awaited<ReturnType<typeof select>>[number]): District => ({
    id: r.id,
    district_id: r.id,
    town_id: r.townId,
    town_name: r.townName,
    name: r.name,
    slug: r.slug,
    villa_count: Number(r.villaCount),
  });

  const one = async (id: number) => {
    const [row] = await select(eq(districts.id, id));
    if (!row) throw new HttpError(404, DISTRICT_MISSING);
    return toDistrict(row);
  };

  const assertTown = async (townId: number) => {
    const [t] = await app.db.select({ id: towns.id }).from(towns).where(eq(towns.id, townId));
    if (!t) throw new HttpError(400, TOWN_MISSING);
  };

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Bölge listesi (10 / sayfa)',
        querystring: pagingQuery(10).extend({
          town_id: z.preprocess(emptyAsUndefined, recordId().optional()),
        }),
      },
    },
    async (request) => {
      const { skip, take, town_id } = request.query;
      const where = town_id ? eq(districts.townId, town_id) : undefined;
      const [rows, [total]] = await Promise.all([
        select(where)
          .orderBy(asc(towns.name), asc(districts.name), asc(districts.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(districts).where(where),
      ]);
      return { content: rows.map(toDistrict), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/:id',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Bölge detayı', params: idParams } },
    async (request) => ({ content: await one(request.params.id) }),
  );

  app.post(
    '/',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Bölge ekle', body: districtBodySchema } },
    async (request, reply) => {
      const b = request.body;
      await assertTown(b.town_id);
      const slug = await uniqueSlug(app.db, districts, b.slug, b.name);
      const [row] = await app.db
        .insert(districts)
        .values({ townId: b.town_id, name: b.name, slug })
        .returning({ id: districts.id });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: await one(row.id) });
    },
  );

  app.put(
    '/:district_id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Bölge güncelle',
        params: z.object({ district_id: recordId() }),
        body: districtBodySchema,
      },
    },
    async (request) => {
      const id = request.params.district_id;
      const b = request.body;
      await assertTown(b.town_id);
      const current = await one(id);
      if (current.town_id !== b.town_id && current.villa_count > 0) {
        throw new HttpError(409, 'Bu bölgede villalar var; bölge başka bir ilçeye taşınamaz.');
      }
      const slug = await uniqueSlug(app.db, districts, b.slug, b.name, id);
      await app.db
        .update(districts)
        .set({ townId: b.town_id, name: b.name, slug })
        .where(eq(districts.id, id));
      return { content: await one(id) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Bölge sil',
        description: 'Villası olan bölge silinemez (409).',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const d = await one(request.params.id);
      if (d.villa_count > 0) {
        throw new HttpError(
          409,
          `${d.name} bölgesinde ${d.villa_count} villa var; önce bu villaların bölgesini değiştirin.`,
        );
      }
      await app.db.delete(districts).where(eq(districts.id, d.id));
      return message('Bölge silindi.');
    },
  );
};
