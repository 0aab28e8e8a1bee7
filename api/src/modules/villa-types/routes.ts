import { asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { villaTypeBodySchema, type VillaType } from '@villa/shared/contracts/villa-types';
import { villas, villaTypes } from '../../db/schema/villas.ts';
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

const TYPE_MISSING = 'Villa tipi bulunamadı.';

/** Villa types (SPEC §7); registered under /v1/admin/villatypes. */
export const villaTypesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['villa types'];

  const select = (where?: SQL) =>
    app.db
      .select({
        id: villaTypes.id,
        name: villaTypes.name,
        slug: villaTypes.slug,
        villaCount: app.db.$count(villas, eq(villas.villaTypeId, villaTypes.id)),
      })
      .from(villaTypes)
      .where(where);
  const toType = (r: { id: number; name: string; slug: string; villaCount: number }): VillaType => ({
    id: r.id,
    name: r.name,
    slug: r.slug,
    villa_count: Number(r.villaCount),
  });
  const one = async (id: number) => {
    const [row] = await select(eq(villaTypes.id, id));
    if (!row) throw new HttpError(404, TYPE_MISSING);
    return toType(row);
  };

  app.get(
    '/',
    {
      config: ADMIN_OR_OWNER,
      schema: {
        tags,
        summary: 'Villa tipleri (10 / sayfa; take=100 seçim kutuları için)',
        querystring: pagingQuery(10),
      },
    },
    async (request) => {
      const { skip, take } = request.query;
      const [rows, [total]] = await Promise.all([
        select()
          .orderBy(asc(villaTypes.sortOrder), asc(turkishOrder(villaTypes.name)), asc(villaTypes.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(villaTypes),
      ]);
      return { content: rows.map(toType), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/:id',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Villa tipi detayı', params: idParams } },
    async (request) => ({ content: await one(request.params.id) }),
  );

  app.post(
    '/',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Villa tipi ekle', body: villaTypeBodySchema } },
    async (request, reply) => {
      const b = request.body;
      const slug = await uniqueSlug(app.db, villaTypes, b.slug, b.name);
      const [row] = await app.db
        .insert(villaTypes)
        .values({ name: b.name, slug })
        .returning({ id: villaTypes.id });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: await one(row.id) });
    },
  );

  app.put(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Villa tipi güncelle', params: idParams, body: villaTypeBodySchema },
    },
    async (request) => {
      const id = request.params.id;
      await one(id);
      const b = request.body;
      const slug = await uniqueSlug(app.db, villaTypes, b.slug, b.name, id);
      await app.db.update(villaTypes).set({ name: b.name, slug }).where(eq(villaTypes.id, id));
      return { content: await one(id) };
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villa tipi sil',
        description: 'Bu tipte villa varsa silinemez (409).',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const t = await one(request.params.id);
      if (t.villa_count > 0) {
        throw new HttpError(
          409,
          `${t.name} tipinde ${t.villa_count} villa var; önce bu villaların tipini değiştirin.`,
        );
      }
      await app.db.delete(villaTypes).where(eq(villaTypes.id, t.id));
      return message('Villa tipi silindi.');
    },
  );
};
