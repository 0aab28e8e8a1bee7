import { and, asc, count, eq, inArray, max, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  showcaseBodySchema,
  showcaseImportSchema,
  showcaseOrderSchema,
  showcaseVillaBodySchema,
  showcaseVillaBulkDeleteSchema,
  type Showcase,
  type ShowcaseDetail,
  type ShowcaseImportResult,
} from '@villa/shared/contracts/showcases';
import { showcases, showcaseVillas } from '../../db/schema/villa-content.ts';
import { villas } from '../../db/schema/villas.ts';
import type { Tx } from '../../db/types.ts';
import { HttpError } from '../../lib/http-error.ts';
import { imageUrl } from '../../lib/images.ts';
import { pagingQuery } from '../../lib/paging.ts';
import {
  ADMIN_ONLY,
  idParams,
  message,
  messageResponse,
  uniqueSlug,
  VILLA_MISSING,
} from '../villas/common.ts';

const SHOWCASE_MISSING = 'Vitrin bulunamadı.';
const LINK_MISSING = 'Vitrindeki villa kaydı bulunamadı.';

const thumbnailKey = sql<
  string | null
>`(select vi.file_key from villa_images vi where vi.villa_id = ${villas.id} order by vi.sort_order, vi.id limit 1)`;

/** Showcases: curated villa collections (SPEC §7); registered under /v1/admin. */
export const showcasesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['showcases'];

  const toShowcase = (r: typeof showcases.$inferSelect, villaCount: number): Showcase => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    description: r.description,
    order: r.sortOrder,
    active: r.active,
    villa_count: villaCount,
  });

  const detail = async (id: number): Promise<ShowcaseDetail> => {
    const [row] = await app.db.select().from(showcases).where(eq(showcases.id, id));
    if (!row) throw new HttpError(404, SHOWCASE_MISSING);
    const links = await app.db
      .select({
        id: showcaseVillas.id,
        villaId: villas.id,
        name: villas.name,
        slug: villas.slug,
        order: showcaseVillas.sortOrder,
        active: villas.active,
        thumbnailKey,
      })
      .from(showcaseVillas)
      .innerJoin(villas, eq(villas.id, showcaseVillas.villaId))
      .where(eq(showcaseVillas.showcaseId, id))
      .orderBy(asc(showcaseVillas.sortOrder), asc(showcaseVillas.id));
    return {
      ...toShowcase(row, links.length),
      villas: links.map((l) => ({
        id: l.id,
        villa_id: l.villaId,
        name: l.name,
        slug: l.slug,
        order: l.order,
        active: l.active,
        thumbnail: l.thumbnailKey ? imageUrl(l.thumbnailKey, 480) : null,
      })),
    };
  };

  const nextOrder = async (tx: Tx, showcaseId: number) => {
    const [m] = await tx
      .select({ m: max(showcaseVillas.sortOrder) })
      .from(showcaseVillas)
      .where(eq(showcaseVillas.showcaseId, showcaseId));
    return (m?.m ?? 0) + 1;
  };

  app.get(
    '/showcases',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Vitrinler (10 / sayfa)', querystring: pagingQuery(10) } },
    async (request) => {
      const { skip, take } = request.query;
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            s: showcases,
            n: app.db.$count(showcaseVillas, eq(showcaseVillas.showcaseId, showcases.id)),
          })
          .from(showcases)
          .orderBy(asc(showcases.sortOrder), asc(showcases.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(showcases),
      ]);
      return { content: rows.map((r) => toShowcase(r.s, Number(r.n))), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/showcases/:id',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Vitrin ve villaları', params: idParams } },
    async (request) => ({ content: await detail(request.params.id) }),
  );

  app.post(
    '/showcases',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Vitrin ekle', body: showcaseBodySchema } },
    async (request, reply) => {
      const b = request.body;
      const slug = await uniqueSlug(app.db, showcases, b.slug, b.title);
      const [m] = await app.db.select({ m: max(showcases.sortOrder) }).from(showcases);
      const [row] = await app.db
        .insert(showcases)
        .values({
          title: b.title,
          slug,
          description: b.description,
          active: b.active,
          sortOrder: (m?.m ?? 0) + 1,
        })
        .returning({ id: showcases.id });
      if (!row) throw new Error('insert returned no row');
      return reply.status(201).send({ content: await detail(row.id) });
    },
  );

  app.put(
    '/showcases/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Vitrin güncelle', params: idParams, body: showcaseBodySchema },
    },
    async (request) => {
      const id = request.params.id;
      const b = request.body;
      const slug = await uniqueSlug(app.db, showcases, b.slug, b.title, id);
      const rows = await app.db
        .update(showcases)
        .set({ title: b.title, slug, description: b.description, active: b.active })
        .where(eq(showcases.id, id))
        .returning({ id: showcases.id });
      if (rows.length === 0) throw new HttpError(404, SHOWCASE_MISSING);
      return { content: await detail(id) };
    },
  );

  app.delete(
    '/showcases/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Vitrin sil', params: idParams, response: { 200: messageResponse } },
    },
    async (request) => {
      const rows = await app.db
        .delete(showcases)
        .where(eq(showcases.id, request.params.id))
        .returning({ id: showcases.id });
      if (rows.length === 0) throw new HttpError(404, SHOWCASE_MISSING);
      return message('Vitrin silindi.');
    },
  );

  app.put(
    '/showcases/order/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Vitrinin sırası', params: idParams, body: showcaseOrderSchema },
    },
    async (request) => {
      const rows = await app.db
        .update(showcases)
        .set({ sortOrder: request.body.order })
        .where(eq(showcases.id, request.params.id))
        .returning({ id: showcases.id });
      if (rows.length === 0) throw new HttpError(404, SHOWCASE_MISSING);
      return { content: await detail(request.params.id) };
    },
  );

  app.post(
    '/showcase-villas',
    { config: ADMIN_ONLY, schema: { tags, summary: 'Vitrine villa ekle', body: showcaseVillaBodySchema } },
    async (request, reply) => {
      const { showcase_id, villa_id } = request.body;
      await detail(showcase_id);
      const [villa] = await app.db.select({ id: villas.id }).from(villas).where(eq(villas.id, villa_id));
      if (!villa) throw new HttpError(400, VILLA_MISSING);
      await app.db.transaction(async (tx) => {
        const [dup] = await tx
          .select({ id: showcaseVillas.id })
          .from(showcaseVillas)
          .where(and(eq(showcaseVillas.showcaseId, showcase_id), eq(showcaseVillas.villaId, villa_id)));
        if (dup) throw new HttpError(409, 'Bu villa zaten bu vitrinde.');
        await tx.insert(showcaseVillas).values({
          showcaseId: showcase_id,
          villaId: villa_id,
          sortOrder: await nextOrder(tx, showcase_id),
        });
      });
      return reply.status(201).send({ content: await detail(showcase_id) });
    },
  );

  app.post(
    '/showcase-villas/import',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Vitrine toplu villa ekle (numara veya adres listesi)',
        description:
          '`items`: villa numaraları veya adresleri (slug); virgül, boşluk veya satır sonuyla ayrılır. Bilinmeyenler `unknown` içinde döner.',
        body: showcaseImportSchema,
      },
    },
    async (request) => {
      const { showcase_id, items } = request.body;
      await detail(showcase_id);
      const tokens = [
        ...new Set(
          items
            .split(/[\s,;]+/)
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ];
      if (tokens.length > 500) throw new HttpError(400, 'Tek seferde en fazla 500 villa eklenebilir.');
      const numeric = tokens
        .filter((t) => /^\d+$/.test(t))
        .map(Number)
        .filter((n) => n > 0 && n < 2_147_483_647);
      const slugs = tokens.filter((t) => !/^\d+$/.test(t)).map((t) => t.toLowerCase());
      const found = await app.db
        .select({ id: villas.id, slug: villas.slug, name: villas.name })
        .from(villas)
        .where(
          numeric.length || slugs.length
            ? or(
                numeric.length ? inArray(villas.id, numeric) : undefined,
                slugs.length ? inArray(villas.slug, slugs) : undefined,
              )
            : sql`false`,
        );
      const result: ShowcaseImportResult = { added: [], already: [], unknown: [] };
      const picked: { id: number; name: string }[] = [];
      for (const t of tokens) {
        const v = /^\d+$/.test(t)
          ? found.find((f) => f.id === Number(t))
          : found.find((f) => f.slug === t.toLowerCase());
        if (!v) result.unknown.push(t);
        else if (!picked.some((p) => p.id === v.id)) picked.push({ id: v.id, name: v.name });
      }
      await app.db.transaction(async (tx) => {
        const existing = await tx
          .select({ villaId: showcaseVillas.villaId })
          .from(showcaseVillas)
          .where(eq(showcaseVillas.showcaseId, showcase_id));
        let order = await nextOrder(tx, showcase_id);
        for (const v of picked) {
          if (existing.some((e) => e.villaId === v.id)) {
            result.already.push({ villa_id: v.id, name: v.name });
            continue;
          }
          await tx
            .insert(showcaseVillas)
            .values({ showcaseId: showcase_id, villaId: v.id, sortOrder: order++ });
          result.added.push({ villa_id: v.id, name: v.name });
        }
      });
      return { content: { ...result, showcase: await detail(showcase_id) } };
    },
  );

  app.put(
    '/showcase-villas/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Vitrindeki villanın sırası', params: idParams, body: showcaseOrderSchema },
    },
    async (request) => {
      const rows = await app.db
        .update(showcaseVillas)
        .set({ sortOrder: request.body.order })
        .where(eq(showcaseVillas.id, request.params.id))
        .returning({ showcaseId: showcaseVillas.showcaseId });
      const row = rows[0];
      if (!row) throw new HttpError(404, LINK_MISSING);
      return { content: await detail(row.showcaseId) };
    },
  );

  app.delete(
    '/showcase-villas/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Villayı vitrinden çıkar',
        params: idParams,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const rows = await app.db
        .delete(showcaseVillas)
        .where(eq(showcaseVillas.id, request.params.id))
        .returning({ id: showcaseVillas.id });
      if (rows.length === 0) throw new HttpError(404, LINK_MISSING);
      return message('Villa vitrinden çıkarıldı.');
    },
  );

  app.delete(
    '/showcase-villas',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Seçili villaları vitrinden çıkar (gövdede ids)',
        body: showcaseVillaBulkDeleteSchema,
        response: { 200: messageResponse },
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.ids)];
      const existing = await app.db
        .select({ id: showcaseVillas.id })
        .from(showcaseVillas)
        .where(inArray(showcaseVillas.id, ids));
      if (existing.length !== ids.length)
        throw new HttpError(404, 'Seçilen kayıtlardan bazıları bulunamadı; hiçbiri silinmedi.');
      await app.db.delete(showcaseVillas).where(inArray(showcaseVillas.id, ids));
      return message(`${ids.length} villa vitrinden çıkarıldı.`);
    },
  );
};
