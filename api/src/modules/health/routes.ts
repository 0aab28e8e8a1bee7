import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const statusResponse = z.object({ content: z.object({ status: z.string() }) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: { access: 'public' }, schema: { tags: ['health'], response: { 200: statusResponse } } },
    async () => ({ content: { status: 'ok' } }),
  );

  app.get(
    '/readyz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: statusResponse, 503: statusResponse } },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { content: { status: 'ok' } };
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        return reply.status(503).send({ content: { status: 'unavailable' } });
      }
    },
  );
};
