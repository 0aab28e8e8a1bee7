import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatMoney, round2 } from '@villa/shared/lib/format/money';
import { transactions } from '../../db/schema/reservations.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lockReservationTx, villaOfReservation } from '../reservations/lock.ts';
import { addLog, refreshPaidTx } from '../reservations/writes.ts';
import { PaymentProviderError, type PaymentProvider } from './provider.ts';

/**
 * ADMIN refunds a card payment, whole or in part, through the provider that took it (iyzico's v2
 * refund by paymentId). The refund is recorded as a negative card transaction linked to the
 * original (refund_of_id, the provider's payment reference in the note); the original's refunded
 * amount grows, so a second refund can never give back more than was paid (400 in Turkish).
 *
 * The provider call happens between two locked steps: first the amount is reserved on the original
 * (refunded_amount grows under the lock, so two concurrent refunds cannot both pass), then the
 * provider is asked, then the negative transaction is written, or the reservation is given back
 * when the provider refuses.
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

export async function refundCardPayment(
  db: Db,
  provider: PaymentProvider,
  opts: { transactionId: number; amount: number; note: string; userId: number; ip: string },
): Promise<number> {
  const amount = round2(opts.amount);
  // 1. Reserve the amount on the original payment.
  const original = await bookingTx(db, lockTargets(db, opts.transactionId), async (tx) => {
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
    return t;
  });
  const giveBack = () =>
    bookingTx(db, lockTargets(db, opts.transactionId), async (tx) => {
      await lockReservationTx(tx, original.reservationId);
      await tx
        .update(transactions)
        .set({ refundedAmount: sql`greatest(0, ${transactions.refundedAmount} - ${amount.toFixed(2)})` })
        .where(eq(transactions.id, original.id));
    });

  // 2. The provider.
  let reference: string | null;
  try {
    if (provider.id !== original.provider) {
      throw new HttpError(
        409,
        'Bu ödeme, şu anda seçili olmayan bir ödeme sağlayıcısıyla alınmış; iade için Ödeme Ayarları’nı kontrol edin.',
      );
    }
    const result = await provider.refund({
      paymentId: original.providerReference!,
      amount,
      currency: 'TRY',
      conversationId: `refund-${original.id}-${randomBytes(6).toString('hex')}`,
      ip: opts.ip,
    });
    if (result.status !== 'success') {
      throw new HttpError(400, result.errorMessage ?? 'İade yapılamadı.');
    }
    reference = result.reference;
  } catch (err) {
    await giveBack();
    if (err instanceof PaymentProviderError) throw new HttpError(502, err.message);
    throw err;
  }

  // 3. The negative transaction, paid and due refreshed.
  return bookingTx(db, lockTargets(db, opts.transactionId), async (tx) => {
    await lockReservationTx(tx, original.reservationId);
    const [row] = await tx
      .insert(transactions)
      .values({
        reservationId: original.reservationId,
        amount: (-amount).toFixed(2),
        currency: 'TL',
        amountTl: (-amount).toFixed(2),
        method: 'card',
        status: 'completed',
        paidAt: new Date(),
        note: `İade: ${original.provider} ödemesi ${original.providerReference}${opts.note ? ` – ${opts.note}` : ''}`,
        provider: original.provider,
        providerReference: reference ? `refund:${reference}` : null,
        refundOfId: original.id,
        createdBy: opts.userId,
      })
      .returning({ id: transactions.id });
    if (!row) throw new Error('insert returned no row');
    await refreshPaidTx(tx, original.reservationId);
    const [fully] = await tx
      .select({ left: sql<string>`${transactions.amount} - ${transactions.refundedAmount}` })
      .from(transactions)
      .where(and(eq(transactions.id, original.id)));
    await addLog(
      tx,
      original.reservationId,
      opts.userId,
      'payment',
      `Kart ödemesinden ${tl(amount)} iade edildi (referans ${original.providerReference}${Number(fully?.left ?? 0) <= 0 ? ', tamamı iade edildi' : ''}).`,
      { transactionId: row.id, refundOf: original.id },
    );
    return row.id;
  });
}
