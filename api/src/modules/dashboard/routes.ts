import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { unreadCounts } from './repository.ts';

const unreadCountResponse = z.object({
  content: z.object({ reservationCount: z.number().int(), contactCount: z.number().int() }),
});

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/unreadcount',
    {
      config: { access: ['ADMIN', 'OWNER'] },
      schema: { tags: ['dashboard'], summary: 'Menü rozet sayıları', response: { 200: unreadCountResponse } },
    },
    async (request) => ({ content: await unreadCounts(app.db, currentUser(request)) }),
  );
};
