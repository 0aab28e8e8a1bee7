import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOwnerPayout,
  deleteOwnerPayout,
  exportOwnerStatement,
  getOwnerStatement,
  listOwnerPayouts,
  updateOwnerPayout,
} from '@villa/shared/contracts/owner-statements';
import { found, HttpError, notFound } from '../../lib/http-error.ts';
import { ADMIN_ONLY, ADMIN_OR_OWNER, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import { readKeys } from '../settings/repository.ts';
import { statementFileName, statementPdf, statementWorkbook } from './files.ts';
import * as repo from './repository.ts';
import { assertPayoutOwner, ownerStatement, statementFor, statementOwnerId } from './service.ts';

/**
 * 'Hakediş Ekstresi' (owner statements) and payouts to owners. Endpoints:
 * @villa/shared/contracts/owner-statements (the definitions are there); arithmetic in service.ts.
 * An OWNER reads only their own statement; payouts are ADMIN only.
 */
export const ownerStatementsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, getOwnerStatement, ADMIN_OR_OWNER, async (request) => {
    const { month, owner_id } = request.query;
    return statementFor(app.db, currentUser(request), month, owner_id);
  });

  // A file, not the JSON envelope: the handler sends it itself (as the reports' downloads do).
  registerRoute(
    app,
    exportOwnerStatement,
    ADMIN_OR_OWNER,
    async (request, reply) => {
      const { month, owner_id, format } = request.query;
      const ownerId = statementOwnerId(currentUser(request), owner_id);
      if (ownerId === undefined) throw new HttpError(400, 'Dosya için bir ev sahibi seçin.');
      const statement = await ownerStatement(app.db, ownerId, month);
      const [brandRow] = await readKeys(app.db, ['brand_name']);
      const brand = brandRow?.value || 'Likya Villa';
      const file =
        format === 'pdf' ? await statementPdf(statement, brand) : await statementWorkbook(statement, brand);
      return reply
        .type(
          format === 'pdf'
            ? 'application/pdf'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('content-disposition', `attachment; filename="${statementFileName(statement, format)}"`)
        .send(file as never);
    },
    { undocumentedResponse: true },
  );

  registerRoute(app, listOwnerPayouts, ADMIN_ONLY, async ({ query }) => {
    const range = query.month ? repo.monthRange(query.month) : undefined;
    return repo.listPayouts(app.db, {
      ...(query.owner_id ? { ownerIds: [query.owner_id] } : {}),
      ...(range ? { from: range.start, before: range.next } : {}),
      limit: 1000,
    });
  });

  registerRoute(app, createOwnerPayout, ADMIN_ONLY, async (request) => {
    await assertPayoutOwner(app.db, request.body.owner_id);
    const id = await repo.insertPayout(app.db, currentUser(request).id, request.body);
    return found(await repo.getPayout(app.db, id));
  });

  // Corrections of a mistyped payout (ADMIN): the statements are computed from the payouts, so the
  // balance follows at once.
  registerRoute(app, updateOwnerPayout, ADMIN_ONLY, async ({ params, body }) => {
    if (!(await repo.updatePayout(app.db, params.id, body))) throw notFound();
    return found(await repo.getPayout(app.db, params.id));
  });

  registerRoute(app, deleteOwnerPayout, ADMIN_ONLY, async ({ params }) => {
    const row = await repo.getPayout(app.db, params.id);
    if (!row || !(await repo.deletePayout(app.db, params.id))) throw notFound();
    return row;
  });
};
