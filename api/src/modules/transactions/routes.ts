import { and, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordId } from '@villa/shared/contracts/fields';
import {
  PAYMENT_CURRENCIES,
  TRANSACTION_METHODS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  bookingDate,
  transactionCreateSchema,
  transactionStatusSchema,
  type TransactionMethod,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { reservations, transactions } from '../../db/schema/reservations.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx, requireLocked } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { emptyAsUndefined, pagingQuery } from '../../lib/paging.ts';
import { currentUser } from '../../plugins/auth.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { lockReservationTx, villaOfReservation } from '../reservations/lock.ts';
import { toTransactionRow } from '../reservations/queries.ts';
import { addLog, refreshPaidTx } from '../reservations/writes.ts';
import { transactionRowSchema } from '../reservations/admin-routes.ts';
import { formatTl, round2 } from '../reservations/wire.ts';

const ADMIN_ONLY = { access: ['ADMIN'] as const };
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const listQuery = pagingQuery(100).extend({
  reservation_id: optional(recordId()),
  method: optional(z.enum(TRANSACTION_METHODS, { message: 'Geçerli bir ödeme yöntemi seçin.' })),
  status: optional(z.enum(TRANSACTION_STATUSES, { message: 'Geçerli bir ödeme durumu seçin.' })),
  date1: optional(bookingDate('Başlangıç tarihi')),
  date2: optional(bookingDate('Bitiş tarihi')),
});
const idParams = z.object({ id: recordId() });
const one = z.object({ content: transactionRowSchema });

function base(db: Db) {
  return db
    .select({
      t: transactions,
      code: reservations.reservationCode,
      name: reservations.customerName,
      villa: villas.name,
    })
    .from(transactions)
    .innerJoin(reservations, eq(reservations.id, transactions.reservationId))
    .innerJoin(villas, eq(villas.id, reservations.villaId));
}

async function getTransaction(db: Db, id: number) {
  const [row] = await base(db).where(eq(transactions.id, id));
  return row ? toTransactionRow(row.t, row.code, row.name, row.villa) : undefined;
}

/** 'Ödemeler' (SPEC §7): payments linked to reservations; recording one updates paid and due. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['transactions'];

  app.get(
    '/transactions',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Ödemeler (100’er)',
        querystring: listQuery,
        response: { 200: z.object({ content: z.array(transactionRowSchema), total: z.number().int() }) },
      },
    },
    async (request) => {
      const q = request.query;
      const day = sql`(${transactions.paidAt} AT TIME ZONE 'Europe/Istanbul')::date`;
      const where: SQL | undefined = and(
        q.reservation_id ? eq(transactions.reservationId, q.reservation_id) : undefined,
        q.method ? eq(transactions.method, q.method) : undefined,
        q.status ? eq(transactions.status, q.status) : undefined,
        q.date1 ? gte(day, q.date1) : undefined,
        q.date2 ? lte(day, q.date2) : undefined,
      );
      const [rows, [totalRow]] = await Promise.all([
        base(app.db)
          .where(where)
          .orderBy(desc(transactions.paidAt), desc(transactions.id))
          .limit(q.take)
          .offset(q.skip),
        app.db.select({ n: count() }).from(transactions).where(where),
      ]);
      return {
        content: rows.map((r) => toTransactionRow(r.t, r.code, r.name, r.villa)),
        total: totalRow?.n ?? 0,
      };
    },
  );

  app.get(
    '/transactions/:id',
    {
      config: ADMIN_ONLY,
      schema: { tags, summary: 'Ödeme detayı', params: idParams, response: { 200: one } },
    },
    async (request) => {
      const row = await getTransaction(app.db, request.params.id);
      if (!row) throw notFound();
      return { content: row };
    },
  );

  app.post(
    '/transactions',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Ödeme kaydet',
        description: `Para birimleri: ${PAYMENT_CURRENCIES.join(', ')}; tutar günün kuruyla TL’ye çevrilir ve rezervasyonun ödenen tutarına eklenir.`,
        body: transactionCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const body = request.body;
      // The reservation's villa first, then the reservation (db/locks.ts): a payment may confirm it.
      const targets = async () => ({ villas: await villaOfReservation(app.db, body.reservationId) });
      const id = await bookingTx(app.db, targets, async (tx, locked) => {
        const [res] = await tx
          .select()
          .from(reservations)
          .where(eq(reservations.id, body.reservationId))
          .for('update');
        if (!res) throw new HttpError(404, 'Rezervasyon bulunamadı.');
        requireLocked(locked.villas, res.villaId);
        if (res.status === 'cancelled' && body.status === 'completed') {
          throw new HttpError(400, 'İptal edilmiş bir rezervasyona ödeme kaydedilemez.');
        }
        const rates = await exchangeRates(tx);
        const rate = rates[body.currency];
        if (!rate) throw new HttpError(400, `${body.currency} için döviz kuru tanımlı değil.`);
        const amountTl = round2(body.amount * rate);
        const [row] = await tx
          .insert(transactions)
          .values({
            reservationId: body.reservationId,
            amount: body.amount.toFixed(2),
            currency: body.currency,
            amountTl: amountTl.toFixed(2),
            method: body.method,
            status: body.status,
            paidAt: body.paidAt ? new Date(`${body.paidAt}T12:00:00+03:00`) : new Date(),
            note: body.note,
            createdBy: user.id,
          })
          .returning({ id: transactions.id });
        if (!row) throw new Error('insert returned no row');
        await refreshPaidTx(tx, body.reservationId);
        await addLog(
          tx,
          body.reservationId,
          user.id,
          'payment',
          `${TRANSACTION_METHOD_LABELS[body.method as TransactionMethod]} ile ${body.amount} ${body.currency} (${formatTl(amountTl)}) ödeme kaydedildi: ${TRANSACTION_STATUS_LABELS[body.status as TransactionStatus]}.`,
          { transactionId: row.id },
        );
        return row.id;
      });
      return reply.status(201).send({ content: (await getTransaction(app.db, id))! });
    },
  );

  app.patch(
    '/transactions/:id',
    {
      config: ADMIN_ONLY,
      schema: {
        tags,
        summary: 'Ödeme durumunu değiştir (ör. iade)',
        params: idParams,
        body: transactionStatusSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status } = request.body;
      const reservationOf = async (db: Db | Tx) => {
        const [row] = await db
          .select({ id: transactions.reservationId })
          .from(transactions)
          .where(eq(transactions.id, request.params.id));
        return row?.id;
      };
      const targets = async () => {
        const reservationId = await reservationOf(app.db);
        return { villas: reservationId ? await villaOfReservation(app.db, reservationId) : [] };
      };
      await bookingTx(app.db, targets, async (tx) => {
        // Villa, reservation, then the payment: the order every booking write takes.
        const reservationId = await reservationOf(tx);
        if (!reservationId) throw notFound();
        await lockReservationTx(tx, reservationId);
        const [t] = await tx
          .select()
          .from(transactions)
          .where(eq(transactions.id, request.params.id))
          .for('update');
        if (!t) throw notFound();
        if (t.status === status) return;
        await tx.update(transactions).set({ status }).where(eq(transactions.id, t.id));
        await refreshPaidTx(tx, t.reservationId);
        await addLog(
          tx,
          t.reservationId,
          user.id,
          'payment',
          `${formatTl(Number(t.amountTl))} tutarındaki ödemenin durumu "${TRANSACTION_STATUS_LABELS[status]}" oldu.`,
          { transactionId: t.id },
        );
      });
      const row = await getTransaction(app.db, request.params.id);
      if (!row) throw notFound();
      return { content: row };
    },
  );
};
