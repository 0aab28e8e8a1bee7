import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { formatMoney, round2 } from '@villa/shared/lib/format/money';
import { refundAttempts } from '../../db/schema/payments.ts';
import { transactions } from '../../db/schema/reservations.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { enqueueLifecycleMessage } from '../lifecycle/enqueue.ts';
import { lockReservationTx, villaOfReservation } from '../reservations/lock.ts';
import { addLog, refreshPaidTx } from '../reservations/writes.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';

/**
 * ADMIN refunds a card payment, whole or in part, through the provider that took it (iyzico's v2
 * refund by paymentId). The refund is recorded as a negative card transaction linked to the
 * original (refund_of_id, the provider's payment reference in the note); the original's refunded
 * amount grows, so a second refund can never give back more than was paid (400 in Turkish).
 *
 * The provider call happens between two locked steps, and nothing the provider did may be lost if
 * the process dies in between:
 * 1. under the lock, the amount is reserved on the original (refunded_amount grows, so two
 *    concurrent refunds cannot both pass) and a pending refund attempt is written with the
 *    conversation id the provider will be sent;
 * 2. the provider is asked;
 * 3. under the lock, the attempt is completed: succeeded with the negative transaction (at most one
 *    per attempt: the attempt's refund_transaction_id is unique and the transaction's
 *    (provider, provider_reference) is unique) and the guest's refund mail queued in the same
 *    transaction (lifecycle kind refund_receipt), or failed with the amount given back.
 * An attempt left pending (the process died, or the provider's answer never came) is finished by
 * reconcilePendingRefunds: the provider's payment detail says whether that refund was made.
 */

async function reservationOfTransaction(db: Db | Tx, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: transactions.reservationId })
    .from(transactions)
    .where(eq(transactions.id, id));
  return row?.id;
}

function lockTargets(db: Db, id: number) {
  return async () => {
    const reservationId = await reservationOfTransaction(db, id);
    return { villas: reservationId ? await villaOfReservation(db, reservationId) : [] };
  };
}

const tl = (n: number) => formatMoney(n, 'TL', { decimals: 2 });

/** A refund attempt as stored (refund_attempts). */
type RefundAttempt = typeof refundAttempts.$inferSelect;

export async function refundCardPayment(
  db: Db,
  provider: PaymentProvider,
  opts: { transactionId: number; amount: number; note: string; userId: number; ip: string },
): Promise<number> {
  const amount = round2(opts.amount);
  // 1. Reserve the amount on the original payment and write the pending attempt.
  const { original, attempt } = await bookingTx(db, lockTargets(db, opts.transactionId), async (tx) => {
    const reservationId = await reservationOfTransaction(tx, opts.transactionId);
    if (!reservationId) throw notFound();
    await lockReservationTx(tx, reservationId);
    const [t] = await tx
      .select()
      .from(transactions)
      .where(eq(transactions.id, opts.transactionId))
      .for('update');
    if (!t) throw notFound();
    if (t.method !== 'card' || !t.provider || !t.providerReference || t.refundOfId !== null) {
      throw new HttpError(400, 'Yalnızca ödeme sağlayıcısıyla alınmış kart ödemeleri iade edilebilir.');
    }
    if (t.status !== 'completed' || Number(t.amount) <= 0) {
      throw new HttpError(400, 'Bu ödeme iade edilebilir durumda değil.');
    }
    if (provider.id !== t.provider) {
      throw new HttpError(
        409,
        'Bu ödeme, şu anda seçili olmayan bir ödeme sağlayıcısıyla alınmış; iade için Ödeme Ayarları’nı kontrol edin.',
      );
    }
    const left = round2(Number(t.amount) - Number(t.refundedAmount));
    if (Math.round(amount * 100) > Math.round(left * 100)) {
      throw new HttpError(
        400,
        left > 0
          ? `İade tutarı, bu ödemeden iade edilebilecek ${tl(left)} tutarını aşamaz.`
          : 'Bu ödemenin tamamı zaten iade edildi.',
      );
    }
    await tx
      .update(transactions)
      .set({ refundedAmount: sql`${transactions.refundedAmount} + ${amount.toFixed(2)}` })
      .where(eq(transactions.id, t.id));
    const [a] = await tx
      .insert(refundAttempts)
      .values({
        transactionId: t.id,
        reservationId,
        provider: t.provider,
        paymentReference: t.providerReference,
        conversationId: `refund-${t.id}-${randomBytes(8).toString('hex')}`,
        amount: amount.toFixed(2),
        currency: 'TRY',
        note: opts.note,
        createdBy: opts.userId,
      })
      .returning();
    if (!a) throw new Error('insert returned no row');
    return { original: t, attempt: a };
  });

  // 2. The provider.
  let reference: string | null;
  try {
    const result = await provider.refund({
      paymentId: attempt.paymentReference,
      amount,
      currency: 'TRY',
      conversationId: attempt.conversationId,
      ip: opts.ip,
    });
    if (result.status !== 'success') {
      await failRefundAttempt(db, attempt, result.errorMessage ?? 'İade yapılamadı.');
      throw new HttpError(400, result.errorMessage ?? 'İade yapılamadı.');
    }
    reference = result.reference;
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      // No answer (unreachable, timed out): the provider may have made the refund. The attempt
      // stays pending with the amount reserved; the reconciliation asks the provider later.
      if (err.code === 'transport') {
        throw new HttpError(
          502,
          'Ödeme sağlayıcısından yanıt alınamadı; iade durumu birkaç dakika içinde kendiliğinden kontrol edilecek.',
        );
      }
      await failRefundAttempt(db, attempt, err.message);
      throw new HttpError(502, err.message);
    }
    throw err;
  }

  // 3. The negative transaction, paid and due refreshed.
  const { transactionId } = await completeRefundAttempt(db, attempt.id, reference);
  if (transactionId === null) {
    throw new Error(`refund attempt ${attempt.id} of ${original.id} was already failed`);
  }
  return transactionId;
}

/** The attempt failed at the provider: the reserved amount goes back to the original. Once. */
async function failRefundAttempt(db: Db, attempt: RefundAttempt, error: string): Promise<void> {
  await bookingTx(db, lockTargets(db, attempt.transactionId), async (tx) => {
    await lockReservationTx(tx, attempt.reservationId);
    const [claimed] = await tx
      .update(refundAttempts)
      .set({ status: 'failed', error: error.slice(0, 500), updatedAt: new Date() })
      .where(and(eq(refundAttempts.id, attempt.id), eq(refundAttempts.status, 'pending')))
      .returning({ id: refundAttempts.id });
    if (!claimed) return;
    await tx
      .update(transactions)
      .set({ refundedAmount: sql`greatest(0, ${transactions.refundedAmount} - ${attempt.amount})` })
      .where(eq(transactions.id, attempt.transactionId));
  });
}

/**
 * The provider made the refund: the negative transaction is written, the attempt marked succeeded
 * and the guest's refund mail queued, in one transaction under the lock. Called again (the
 * reconciliation, a second worker), it records nothing and names the transaction already written (`recorded` false);
 * `transactionId` null when the attempt had failed.
 */
export async function completeRefundAttempt(
  db: Db,
  attemptId: number,
  reference: string | null,
): Promise<{ transactionId: number | null; recorded: boolean }> {
  const [head] = await db.select().from(refundAttempts).where(eq(refundAttempts.id, attemptId));
  if (!head) throw notFound();
  return bookingTx(db, lockTargets(db, head.transactionId), async (tx) => {
    await lockReservationTx(tx, head.reservationId);
    const [attempt] = await tx
      .select()
      .from(refundAttempts)
      .where(eq(refundAttempts.id, attemptId))
      .for('update');
    if (!attempt) throw notFound();
    if (attempt.status !== 'pending') {
      return {
        transactionId: attempt.status === 'succeeded' ? attempt.refundTransactionId : null,
        recorded: false,
      };
    }
    const amount = Number(attempt.amount);
    const [row] = await tx
      .insert(transactions)
      .values({
        reservationId: attempt.reservationId,
        amount: (-amount).toFixed(2),
        currency: 'TL',
        amountTl: (-amount).toFixed(2),
        method: 'card',
        status: 'completed',
        paidAt: new Date(),
        note: `İade: ${attempt.provider} ödemesi ${attempt.paymentReference}${attempt.note ? ` – ${attempt.note}` : ''}`,
        provider: attempt.provider,
        // Unique with the provider: one negative transaction per refund attempt.
        providerReference: `refund:${attempt.conversationId}`,
        refundOfId: attempt.transactionId,
        createdBy: attempt.createdBy,
      })
      .returning({ id: transactions.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .update(refundAttempts)
      .set({
        status: 'succeeded',
        refundReference: reference,
        refundTransactionId: row.id,
        updatedAt: new Date(),
      })
      .where(eq(refundAttempts.id, attempt.id));
    await refreshPaidTx(tx, attempt.reservationId);
    const [fully] = await tx
      .select({ left: sql<string>`${transactions.amount} - ${transactions.refundedAmount}` })
      .from(transactions)
      .where(eq(transactions.id, attempt.transactionId));
    await addLog(
      tx,
      attempt.reservationId,
      attempt.createdBy,
      'payment',
      `Kart ödemesinden ${tl(amount)} iade edildi (referans ${attempt.paymentReference}${reference ? `, iade referansı ${reference}` : ''}${Number(fully?.left ?? 0) <= 0 ? ', tamamı iade edildi' : ''}).`,
      { transactionId: row.id, refundOf: attempt.transactionId, refundAttempt: attempt.id },
    );
    // The guest's refund mail, in this transaction: a refund not recorded queues nothing.
    await enqueueLifecycleMessage(tx, {
      kind: 'refund_receipt',
      reservationId: attempt.reservationId,
      transactionId: row.id,
    });
    return { transactionId: row.id, recorded: true };
  });
}

/** A pending refund older than this is asked about by the reconciliation job. */
export const REFUND_RECONCILE_AFTER_MINUTES = 5;

export interface RefundReconcileSummary {
  checked: number;
  succeeded: number;
  failed: number;
  pending: number;
}

/**
 * Refunds left pending (the process died after asking the provider, or its answer never came):
 * the provider's payment detail says whether it made the refund we sent with the attempt's
 * conversation id. Made: the negative transaction is recorded (once). Not made: the attempt fails
 * and the reserved amount goes back. The provider unreachable: it stays pending for the next run.
 */
export async function reconcilePendingRefunds(
  db: Db,
  payments: { provider(): Promise<PaymentProvider> },
  now: Date = new Date(),
  opts: { afterMinutes?: number; limit?: number } = {},
): Promise<RefundReconcileSummary> {
  const before = new Date(now.getTime() - (opts.afterMinutes ?? REFUND_RECONCILE_AFTER_MINUTES) * 60_000);
  const open = await db
    .select()
    .from(refundAttempts)
    .where(and(eq(refundAttempts.status, 'pending'), lt(refundAttempts.createdAt, before)))
    .orderBy(asc(refundAttempts.createdAt))
    .limit(opts.limit ?? 100);
  const summary: RefundReconcileSummary = { checked: 0, succeeded: 0, failed: 0, pending: 0 };
  if (open.length === 0) return summary;
  const provider = await payments.provider();
  for (const attempt of open) {
    summary.checked++;
    if (provider.id !== attempt.provider) {
      summary.pending++;
      continue;
    }
    let lookup;
    try {
      lookup = await provider.findRefund({
        paymentId: attempt.paymentReference,
        conversationId: attempt.conversationId,
      });
    } catch {
      summary.pending++;
      continue;
    }
    if (lookup.status === 'found') {
      // Another run may have finished it meanwhile: counted by the run that recorded it.
      const { transactionId, recorded } = await completeRefundAttempt(db, attempt.id, lookup.reference);
      if (recorded) summary.succeeded++;
      else if (transactionId === null) summary.failed++;
    } else {
      await failRefundAttempt(db, attempt, 'İade ödeme sağlayıcısına ulaşmadı; yeniden deneyebilirsiniz.');
      summary.failed++;
    }
  }
  return summary;
}
