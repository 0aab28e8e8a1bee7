import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import {
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionCreateValues,
  type TransactionMethod,
  type TransactionRow,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import type { TransactionListQuery } from '@villa/shared/contracts/transactions';
import { istanbulMoment } from '@villa/shared/lib/format/dates';
import { round2 } from '@villa/shared/lib/format/money';
import { reservations, transactions } from '../../db/schema/reservations.ts';
import { bookingTx, requireLocked } from '../../db/locks.ts';
import { readPage } from '../../db/page.ts';
import type { Paged } from '@villa/shared/contracts/endpoint';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { exchangeRates } from '../pricing/quote.ts';
import { lockReservationTx, villaOfReservation } from '../reservations/lock.ts';
import { toTransactionRow } from '../reservations/queries.ts';
import { applyPaymentEffectsTx } from '../reservations/payment-effects.ts';
import { addLog, refreshPaidTx } from '../reservations/writes.ts';
import { transactionsWithReservation } from '../reservations/queries.ts';
import { formatTl } from '../reservations/wire.ts';

// Payments ('Ödemeler'): the list, one payment, recording one and changing its status. Every write
// takes the reservation's villa first, then the reservation (db/locks.ts bookingTx): a payment may
// confirm a reservation.

const base = transactionsWithReservation;

export async function getTransaction(db: Db, id: number): Promise<TransactionRow | undefined> {
  const [row] = await base(db).where(eq(transactions.id, id));
  return row ? toTransactionRow(row.t, row.code, row.name, row.villa) : undefined;
}

export async function listTransactions(db: Db, q: TransactionListQuery): Promise<Paged<TransactionRow[]>> {
  const day = sql`(${transactions.paidAt} AT TIME ZONE 'Europe/Istanbul')::date`;
  const where: SQL | undefined = and(
    q.reservation_id ? eq(transactions.reservationId, q.reservation_id) : undefined,
    q.method ? eq(transactions.method, q.method) : undefined,
    q.status ? eq(transactions.status, q.status) : undefined,
    q.date1 ? gte(day, q.date1) : undefined,
    q.date2 ? lte(day, q.date2) : undefined,
  );
  return readPage(
    db,
    q,
    base(db).where(where).orderBy(desc(transactions.paidAt), desc(transactions.id)),
    { table: transactions, where },
    (r) => toTransactionRow(r.t, r.code, r.name, r.villa),
  );
}

/** Records a payment (converted to TL at today's rate) and refreshes the reservation's paid amount. */
export async function recordPayment(db: Db, userId: number, body: TransactionCreateValues): Promise<number> {
  // The reservation's villa first, then the reservation (db/locks.ts): a payment may confirm it.
  const targets = async () => ({ villas: await villaOfReservation(db, body.reservationId) });
  return bookingTx(db, targets, async (tx, locked) => {
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
        paidAt: body.paidAt ? istanbulMoment(body.paidAt, 12) : new Date(),
        note: body.note,
        createdBy: userId,
      })
      .returning({ id: transactions.id });
    if (!row) throw new Error('insert returned no row');
    await addLog(
      tx,
      body.reservationId,
      userId,
      'payment',
      `${TRANSACTION_METHOD_LABELS[body.method as TransactionMethod]} ile ${body.amount} ${body.currency} (${formatTl(amountTl)}) ödeme kaydedildi: ${TRANSACTION_STATUS_LABELS[body.status as TransactionStatus]}.`,
      { transactionId: row.id },
    );
    // A completed payment refreshes paid and due, may confirm the reservation and sends the
    // receipt (reservations/payment-effects.ts); a pending or failed one only refreshes.
    if (body.status === 'completed') {
      await applyPaymentEffectsTx(tx, body.reservationId, { transactionId: row.id, actorId: userId });
    } else {
      await refreshPaidTx(tx, body.reservationId);
    }
    return row.id;
  });
}

/** Changes a payment's status (a refund…) and refreshes the reservation's paid amount. */
export async function changeTransactionStatus(
  db: Db,
  userId: number,
  id: number,
  status: TransactionStatus,
): Promise<void> {
  const reservationOf = async (d: Db | Tx) => {
    const [row] = await d
      .select({ id: transactions.reservationId })
      .from(transactions)
      .where(eq(transactions.id, id));
    return row?.id;
  };
  const targets = async () => {
    const reservationId = await reservationOf(db);
    return { villas: reservationId ? await villaOfReservation(db, reservationId) : [] };
  };
  await bookingTx(db, targets, async (tx) => {
    // Villa, reservation, then the payment: the order every booking write takes.
    const reservationId = await reservationOf(tx);
    if (!reservationId) throw notFound();
    await lockReservationTx(tx, reservationId);
    const [t] = await tx.select().from(transactions).where(eq(transactions.id, id)).for('update');
    if (!t) throw notFound();
    if (t.status === status) return;
    await tx.update(transactions).set({ status }).where(eq(transactions.id, t.id));
    await refreshPaidTx(tx, t.reservationId);
    await addLog(
      tx,
      t.reservationId,
      userId,
      'payment',
      `${formatTl(Number(t.amountTl))} tutarındaki ödemenin durumu "${TRANSACTION_STATUS_LABELS[status]}" oldu.`,
      { transactionId: t.id },
    );
  });
}
