import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SUBSCRIBERS_EXPORT, deleteSubscriber, listSubscribers } from '@villa/shared/contracts/subscribers';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import * as repo from './repository.ts';

/** A CSV cell: quoted, and formula-looking values neutralised for spreadsheet programs. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Aboneler (desktop only screen): newsletter subscribers. Endpoints: @villa/shared/contracts/subscribers. */
export const subscribersRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listSubscribers, ADMIN_ONLY, async ({ query }) => repo.listSubscribers(app.db, query));

  // A file download (text/csv), not the JSON envelope: registered by hand, path from the contract.
  app.get(
    SUBSCRIBERS_EXPORT.path,
    {
      config: ADMIN_ONLY,
      schema: {
        tags: [...SUBSCRIBERS_EXPORT.tags],
        summary: SUBSCRIBERS_EXPORT.summary,
        produces: ['text/csv'],
      },
    },
    async (_request, reply) => {
      const rows = await repo.allSubscribers(app.db);
      const lines = ['"E-posta";"KVKK onay tarihi";"Kayıt tarihi"'];
      for (const r of rows) lines.push([r.email, r.consentAt, r.createdAt].map(csvCell).join(';'));
      const date = new Date().toISOString().slice(0, 10);
      // BOM so spreadsheet programs read the UTF-8 (Turkish letters) correctly.
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="aboneler-${date}.csv"`)
        .header('cache-control', 'no-store')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    },
  );

  registerRoute(app, deleteSubscriber, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.deleteSubscriber(app.db, params.id));
  });
};
