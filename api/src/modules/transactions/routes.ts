import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeTransactionStatus,
  createTransaction,
  getTransaction,
  listTransactions,
  refundTransaction,
} from '@villa/shared/contracts/transactions';
import { refundCardPayment } from '../payments/refund.ts';
import { found } from '../../lib/http-error.ts';
import { ADMIN_ONLY, registerRoute } from '../../lib/route-kit.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as repo from './repository.ts';

/**
 * 'Ödemeler' (SPEC §7): payments linked to reservations; recording one updates paid and due.
 * Endpoints: @villa/shared/contracts/transactions; SQL and the booking locks in repository.ts.
 */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, listTransactions, ADMIN_ONLY, async ({ query }) => repo.listTransactions(app.db, query));

  registerRoute(app, getTransaction, ADMIN_ONLY, async ({ params }) => {
    return found(await repo.getTransaction(app.db, params.id));
  });

  registerRoute(app, createTransaction, ADMIN_ONLY, async (request) => {
    const id = await repo.recordPayment(app.db, currentUser(request).id, request.body);
    return found(await repo.getTransaction(app.db, id));
  });

  registerRoute(app, changeTransactionStatus, ADMIN_ONLY, async (request) => {
    const { id } = request.params;
    await repo.changeTransactionStatus(app.db, currentUser(request).id, id, request.body.status);
    return found(await repo.getTransaction(app.db, id));
  });

  // Card refunds through the provider (issue 14): a negative card transaction.
  registerRoute(app, refundTransaction, ADMIN_ONLY, async (request) => {
    const id = await refundCardPayment(app.db, await app.payments.provider(), {
      transactionId: request.params.id,
      amount: request.body.amount,
      note: request.body.note,
      userId: currentUser(request).id,
      ip: request.ip,
    });
    return found(await repo.getTransaction(app.db, id));
  });
};
