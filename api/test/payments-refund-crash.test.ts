import { and, eq, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { refundAttempts } from '../src/db/schema/payments.ts';
import { reservations, transactions } from '../src/db/schema/reservations.ts';
import { users } from '../src/db/schema/users.ts';
import { IyzicoProvider } from '../src/modules/payments/iyzico.ts';
import { PaymentProviderError, type PaymentProvider } from '../src/modules/payments/provider.ts';
import { reconcilePendingRefunds, refundCardPayment } from '../src/modules/payments/refund.ts';
import { cardPaidReservation, refundOf, useCardApp } from './payments-card-fixtures.ts';

// The refund crash window (issue 14): the provider refunds, then the process dies (here: the
// database refuses the negative transaction) before the refund is in our books. The refund was
// written down as pending before the provider was called; the reconciliation asks the provider's
// payment detail and records it, exactly once. Runs on PGlite and on PostgreSQL (TEST_DB).

const t = useCardApp();

/** A reservation paid by card through the stand-in; its card transaction. */
async function cardPayment() {
  const r = await cardPaidReservation(t.app, t.db, t.admin, t.other);
  return { reservationId: r.id, tx: r.tx, prepayment: r.prepayment };
}

const refund = (id: number, amount: number) => refundOf(t.app, id, amount, t.admin);

const refundsOf = (id: number) => t.db.select().from(transactions).where(eq(transactions.refundOfId, id));
const paidOf = async (id: number) =>
  Number((await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!.paidAmount);

/** The provider as our client sees it: what it says it refunded (its reporting service). */
const standinProvider = () =>
  new IyzicoProvider({
    apiKey: t.rig.standin.apiKey,
    secretKey: t.rig.standin.secretKey,
    baseUrl: t.rig.standin.baseUrl,
    testMode: true,
  });

/** The database refuses every refund row from now on: the process "dies" after the provider call. */
async function breakRefundInserts() {
  await t.db.execute(sql`
    create or replace function h2_refuse_refund() returns trigger language plpgsql as $$
    begin
      if new.amount < 0 then raise exception 'simulated crash before the refund was stored'; end if;
      return new;
    end $$`);
  await t.db.execute(sql`
    create trigger h2_refuse_refund before insert on transactions
    for each row execute function h2_refuse_refund()`);
}
async function mendRefundInserts() {
  await t.db.execute(sql`drop trigger if exists h2_refuse_refund on transactions`);
  await t.db.execute(sql`drop function if exists h2_refuse_refund()`);
}

/** The guest's refund mails queued for a reservation (lifecycle refund_receipt): their refund transactions. */
const refundMailsOf = async (reservationId: number) =>
  (await t.db.select().from(jobs))
    .map((j) => j.payload as { kind?: string; reservationId?: number; transactionId?: number })
    .filter((p) => p.kind === 'refund_receipt' && p.reservationId === reservationId)
    .map((p) => p.transactionId);

/** Pending attempts look older than the reconciliation's wait. */
const age = () =>
  t.db
    .update(refundAttempts)
    .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
    .where(eq(refundAttempts.status, 'pending'));

describe('a refund the provider made is never lost from the books', () => {
  it('records the refund once through the reconciliation when the process died after the provider call', async () => {
    const { reservationId, tx } = await cardPayment();
    const paidBefore = await paidOf(reservationId);
    await breakRefundInserts();
    try {
      const res = await refund(tx.id, 1000);
      expect(res.statusCode).toBe(500);
    } finally {
      await mendRefundInserts();
    }
    // The provider refunded; our books do not show it yet, the attempt is pending.
    const provider = standinProvider();
    const [attempt] = await t.db.select().from(refundAttempts).where(eq(refundAttempts.transactionId, tx.id));
    expect(attempt).toMatchObject({
      status: 'pending',
      amount: '1000.00',
      paymentReference: tx.providerReference,
    });
    expect(
      await provider.findRefund({
        paymentId: tx.providerReference!,
        conversationId: attempt!.conversationId,
      }),
    ).toMatchObject({ status: 'found', amount: 1000 });
    expect(await refundsOf(tx.id)).toHaveLength(0);
    expect(await refundMailsOf(reservationId)).toEqual([]); // rolled back with the refund row

    // Too fresh: left for later (the live request may still be finishing it).
    expect(await reconcilePendingRefunds(t.db, t.app.payments)).toMatchObject({ checked: 0 });
    await age();
    const [first, second] = await Promise.all([
      reconcilePendingRefunds(t.db, t.app.payments),
      reconcilePendingRefunds(t.db, t.app.payments),
    ]);
    expect(first.succeeded + second.succeeded).toBe(1);
    const rows = await refundsOf(tx.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: '-1000.00', method: 'card', provider: 'iyzico' });
    expect(await paidOf(reservationId)).toBe(paidBefore - 1000);
    const [done] = await t.db.select().from(refundAttempts).where(eq(refundAttempts.id, attempt!.id));
    expect(done).toMatchObject({ status: 'succeeded', refundTransactionId: rows[0]!.id });
    expect(done!.refundReference).toBeTruthy();
    // The guest's refund mail, queued once with the recorded refund.
    expect(await refundMailsOf(reservationId)).toEqual([rows[0]!.id]);
    // Nothing left to do, nothing recorded twice.
    await age();
    expect(await reconcilePendingRefunds(t.db, t.app.payments)).toMatchObject({ checked: 0 });
    expect(await refundsOf(tx.id)).toHaveLength(1);
    const [original] = await t.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(original!.refundedAmount).toBe('1000.00');
  });

  it('gives the amount back when the refund never reached the provider', async () => {
    const { tx, prepayment } = await cardPayment();
    // A pending attempt as left by a process that died before calling the provider.
    await t.db.update(transactions).set({ refundedAmount: '500.00' }).where(eq(transactions.id, tx.id));
    await t.db.insert(refundAttempts).values({
      transactionId: tx.id,
      reservationId: tx.reservationId,
      provider: 'iyzico',
      paymentReference: tx.providerReference!,
      conversationId: `refund-${tx.id}-never-sent`,
      amount: '500.00',
      currency: 'TRY',
      createdAt: new Date(Date.now() - 60 * 60_000),
    });
    expect(await reconcilePendingRefunds(t.db, t.app.payments)).toMatchObject({ checked: 1, failed: 1 });
    expect(await refundsOf(tx.id)).toHaveLength(0);
    const [original] = await t.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(original!.refundedAmount).toBe('0.00');
    expect(await refundMailsOf(tx.reservationId)).toEqual([]);
    // The whole payment can still be refunded.
    const res = await refund(tx.id, prepayment);
    expect(res.statusCode, res.body).toBe(201);
    expect(await refundsOf(tx.id)).toHaveLength(1);
  });

  it('keeps the amount reserved when the provider did not answer, until the reconciliation knows', async () => {
    const { tx } = await cardPayment();
    const real = await t.app.payments.provider();
    // The refund request reaches the provider, the answer is lost on the way back.
    const lossy: PaymentProvider = {
      id: real.id,
      offersCard: real.offersCard,
      testMode: real.testMode,
      initializeCardPayment: (r) => real.initializeCardPayment(r),
      retrieveCardPayment: (token, c) => real.retrieveCardPayment(token, c),
      findRefund: (r) => real.findRefund(r),
      refund: async (r) => {
        await real.refund(r);
        throw new PaymentProviderError('Ödeme sağlayıcısına ulaşılamadı.', 'transport');
      },
    };
    const [staff] = await t.db.select({ id: users.id }).from(users).limit(1);
    await expect(
      refundCardPayment(t.db, lossy, {
        transactionId: tx.id,
        amount: 750,
        note: '',
        userId: staff!.id,
        ip: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    const [held] = await t.db.select().from(transactions).where(eq(transactions.id, tx.id));
    expect(held!.refundedAmount).toBe('750.00'); // not given back: the provider may have refunded
    expect(await refundsOf(tx.id)).toHaveLength(0);
    expect(await refundMailsOf(tx.reservationId)).toEqual([]); // pending: not recorded, no mail yet
    await age();
    expect(await reconcilePendingRefunds(t.db, t.app.payments)).toMatchObject({ checked: 1, succeeded: 1 });
    const rows = await refundsOf(tx.id);
    expect(rows.map((r) => r.amount)).toEqual(['-750.00']);
    expect(await refundMailsOf(tx.reservationId)).toEqual([rows[0]!.id]);
  });

  it('records one of two concurrent refunds of the whole payment', async () => {
    const { tx, prepayment } = await cardPayment();
    const results = await Promise.all([refund(tx.id, prepayment), refund(tx.id, prepayment)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(await refundsOf(tx.id)).toHaveLength(1);
    expect(await refundMailsOf(tx.reservationId)).toHaveLength(1);
    const attempts = await t.db
      .select()
      .from(refundAttempts)
      .where(and(eq(refundAttempts.transactionId, tx.id), lt(refundAttempts.id, 1_000_000)));
    expect(attempts.map((a) => a.status)).toEqual(['succeeded']);
  });
});
