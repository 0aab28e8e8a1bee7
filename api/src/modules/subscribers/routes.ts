import { asc, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { queryText, recordId } from '@villa/shared/contracts/fields';
import type { Subscriber } from '@villa/shared/contracts/content';
import { subscribers } from '../../db/schema/content.ts';
import { notFound } from '../../lib/http-error.ts';
import { pagingQuery } from '../../lib/paging.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };

const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  consentAt: z.string(),
  createdAt: z.string(),
});
const listQuery = pagingQuery(50, 200).extend({
  q: queryText('Arama metni', 100),
});
const listResponse = z.object({ content: z.array(subscriberSchema), total: z.number().int() });
const subscriberResponse = z.object({ content: subscriberSchema });
const idParams = z.object({ id: recordId() });

const columns = {
  id: subscribers.id,
  email: subscribers.email,
  consentAt: subscribers.consentAt,
  createdAt: subscribers.createdAt,
};
const toSubscriber = (r: { id: number; email: string; consentAt: Date; createdAt: Date }): Subscriber => ({
  id: r.id,
  email: r.email,
  consentAt: r.consentAt.toISOString(),
  createdAt: r.createdAt.toISOString(),
});

/** A CSV cell: quoted, and formula-looking values neutralised for spreadsheet programs. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** LIKE pattern for a contains-search, with the user's wildcards taken literally. */
const containsPattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Aboneler (desktop only screen): newsletter subscribers. */
export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['subscribers'];

  app.get(
    '/',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Aboneler (yeniden eskiye)',
        querystring: listQuery,
        response: { 200: listResponse },
      },
    },
    async (request) => {
      const { skip, take, q } = request.query;
      const where = q ? ilike(subscribers.email, containsPattern(q.toLowerCase())) : undefined;
      const [rows, [total]] = await Promise.all([
        app.db
          .select(columns)
          .from(subscribers)
          .where(where)
          .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
          .limit(take)
          .offset(skip),
        app.db.select({ n: count() }).from(subscribers).where(where),
      ]);
      return { content: rows.map(toSubscriber), total: total?.n ?? 0 };
    },
  );

  app.get(
    '/export',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Aboneleri CSV olarak indir', produces: ['text/csv'] },
    },
    async (_request, reply) => {
      const rows = await app.db.select(columns).from(subscribers).orderBy(asc(subscribers.id));
      const lines = ['"E-posta";"KVKK onay tarihi";"Kayıt tarihi"'];
      for (const r of rows) {
        lines.push([r.email, r.consentAt.toISOString(), r.createdAt.toISOString()].map(csvCell).join(';'));
      }
      const date = new Date().toISOString().slice(0, 10);
      // BOM so spreadsheet programs read the UTF-8 (Turkish letters) correctly.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aboneler-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  app.delete(
    '/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Aboneyi sil', params: idParams, response: { 200: subscriberResponse } },
    },
    async (request) => {
      const [row] = await app.db
        .delete(subscribers)
        .where(eq(subscribers.id, request.params.id))
        .returning(columns);
      if (!row) throw notFound();
      return { content: toSubscriber(row) };
    },
  );
};
