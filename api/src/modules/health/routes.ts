import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/route-kit.ts';
import { pingDatabase } from './repository.ts';

const statusResponse = z.object({ content: z.object({ status: z.string() }) });

/**
 * Liveness and readiness for the orchestrator. Registered by hand: outside /v1, without a summary,
 * and /readyz documents its 503 (a contract endpoint has one status).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { config: PUBLIC, schema: { tags: ['health'], response: { 200: statusResponse } } },
    async () => ({ content: { status: 'ok' } }),
  );

  app.get(
    '/readyz',
    {
      config: PUBLIC,
      schema: { tags: ['health'], response: { 200: statusResponse, 503: statusResponse } },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { content: { status: 'ok' } };
      } catch (err) {
        request.log.warn({ err }, 'database not ready');
        return reply.status(503).send({ content: { status: 'unavailable' } });
      }
    },
  );
};
