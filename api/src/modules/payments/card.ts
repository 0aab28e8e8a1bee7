import { randomBytes } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@villa/shared/contracts/reservations';
import type { CardPaymentOptions, CardPaymentResult, PaymentPurpose } from '@villa/shared/contracts/payments';
import { formatMoney, round2 } from '@villa/shared/lib/format/money';
import { paymentAttempts } from '../../db/schema/payments.ts';
import { reservations, transactions } from '../../db/schema/reservations.ts';
import { towns } from '../../db/schema/regions.ts';
import { villas } from '../../db/schema/villas.ts';
import { bookingTx } from '../../db/locks.ts';
import type { Db, Tx } from '../../db/types.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import type { JobDefinition } from '../jobs/registry.ts';
import { applyPaymentEffectsTx } from '../reservations/payment-effects.ts';
import { lockReservationTx, villaOfReservation } from '../reservations/lock.ts';
import { addLog } from '../reservations/writes.ts';
import {
  matchesExpected,
  PaymentProviderError,
  PaymentSignatureError,
  type CardPaymentResult as ProviderResult,
  type PaymentProvider,
} from './provider.ts';
import { reconcilePendingRefunds } from './refund.ts';

/*
 * The guest's card path behind the payment link (issue 14):
 *   options → start (an attempt, the provider's hosted page) → the provider's callback or the
 *   reconciliation job → finishAttempt: retrieve by token (signature checked by the provider
 *   client), amount, currency, conversation (our attempt) and basket (the reservation code)
 *   matched → the transaction recorded once under the booking lock → the result page.
 * Exactly once: the attempt row is locked and must still be 'initialized', and transactions carry
 * a unique (provider, provider_reference); a second callback, a callback racing the job, or a
 * second API process finds the attempt succeeded and records nothing.
 */

/** The provider's currency for the platform's TL amounts. */
const CURRENCY = 'TRY' as const;
/** A stand-in for the buyer's identity number when the guest gave none (iyzico's documented value). */
const NO_IDENTITY = '11111111111';

type ReservationRow = typeof reservations.$inferSelect;

/** What the guest owes now: the open prepayment, otherwise the balance; nothing for a cancelled one. */
export function dueNow(
  r: Pick<ReservationRow, 'status' | 'totalAmount' | 'prepaymentAmount' | 'paidAmount'>,
): {
  amount: number;
  purpose: PaymentPurpose;
} {
  if (r.status === 'cancelled') return { amount: 0, purpose: 'none' };
  const paid = Number(r.paidAmount);
  const prepaymentDue = round2(Math.max(0, Number(r.prepaymentAmount) - paid));
  if (prepaymentDue > 0) return { amount: prepaymentDue, purpose: 'prepayment' };
  const balance = round2(Math.max(0, Number(r.totalAmount) - paid));
  return balance > 0 ? { amount: balance, purpose: 'balance' } : { amount: 0, purpose: 'none' };
}

async function reservationByToken(db: Db, token: string) {
  const [row] = await db
    .select({ r: reservations, villaName: villas.name, villaAddress: villas.address, town: towns.name })
    .from(reservations)
    .innerJoin(villas, eq(villas.id, reservations.villaId))
    .leftJoin(towns, eq(towns.id, villas.townId))
    .where(eq(reservations.paymentToken, token));
  if (!row) throw new HttpError(404, 'Ödeme bağlantısı geçersiz veya süresi dolmuş.');
  return row;
}

export async function cardPaymentOptions(
  db: Db,
  provider: PaymentProvider,
  token: string,
): Promise<CardPaymentOptions> {
  const { r } = await reservationByToken(db, token);
  const due = dueNow(r);
  return {
    offersCard: provider.offersCard && due.amount > 0,
    testMode: provider.offersCard && provider.testMode,
    dueNow: due.amount,
    purpose: due.purpose,
  };
}

function splitName(full: string): { name: string; surname: string } {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { name: 'Misafir', surname: 'Misafir' };
  if (parts.length === 1) return { name: parts[0]!, surname: parts[0]! };
  return { name: parts.slice(0, -1).join(' '), surname: parts[parts.length - 1]! };
}

/** E.164 for iyzico's gsmNumber, or nothing when the phone cannot be read as one. */
function e164(phone: string): string | undefined {
  const digits = phone.replace(/[^\d+]/g, '');
  if (/^\+\d{10,15}$/.test(digits)) return digits;
  if (/^0\d{10}$/.test(digits)) return `+9${digits}`;
  if (/^5\d{9}$/.test(digits)) return `+90${digits}`;
  return undefined;
}

/**
 * Starts a card payment for what is due now: an attempt row, then the provider's Checkout Form
 * (amount, TRY, the reservation code as basket, the attempt as conversation, our callback).
 */
export async function startCardPayment(
  db: Db,
  provider: PaymentProvider,
  opts: { token: string; origin: string; ip: string; callbackPath: (ref: string) => string },
): Promise<{ paymentPageUrl: string; ref: string; testMode: boolean }> {
  const { r, villaName, villaAddress, town } = await reservationByToken(db, opts.token);
  if (!provider.offersCard) {
    throw new HttpError(409, 'Kartla ödeme şu anda alınmıyor; ödemenizi havale/EFT ile yapabilirsiniz.');
  }
  if (r.status === 'cancelled') {
    throw new HttpError(409, 'Bu rezervasyon iptal edilmiş; ödeme alınamaz.');
  }
  const due = dueNow(r);
  if (due.amount <= 0) throw new HttpError(409, 'Bu rezervasyon için ödenecek tutar kalmadı.');
  const ref = randomBytes(18).toString('base64url');
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      reservationId: r.id,
      provider: provider.id,
      conversationId: ref,
      purpose: due.purpose,
      amount: due.amount.toFixed(2),
      currency: CURRENCY,
    })
    .returning({ id: paymentAttempts.id });
  if (!attempt) throw new Error('insert returned no row');
  const { name, surname } = splitName(r.customerName);
  const city = town ?? 'Antalya';
  try {
    const session = await provider.initializeCardPayment({
      conversationId: ref,
      basketId: r.reservationCode,
      amount: due.amount,
      currency: CURRENCY,
      callbackUrl: `${opts.origin}${opts.callbackPath(ref)}`,
      buyer: {
        id: `R${r.id}`,
        name,
        surname,
        email: r.customerEmail || 'misafir@example.invalid',
        phone: e164(r.customerPhone),
        identityNumber: NO_IDENTITY,
        ip: opts.ip,
        address: villaAddress || `${villaName}, ${city}`,
        city,
        country: 'Turkey',
      },
      items: [
        {
          id: r.reservationCode,
          name: `${villaName} – ${due.purpose === 'prepayment' ? 'ön ödeme' : 'kalan tutar'}`,
          category: 'Konaklama',
          amount: due.amount,
        },
      ],
    });
    await db
      .update(paymentAttempts)
      .set({ token: session.token, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attempt.id));
    return { paymentPageUrl: session.paymentPageUrl, ref, testMode: provider.testMode };
  } catch (err) {
    const message =
      err instanceof PaymentProviderError
        ? err.message
        : 'Ödeme sayfası açılamadı. Lütfen biraz sonra yeniden deneyin.';
    await db
      .update(paymentAttempts)
      .set({ status: 'failed', errorMessage: message, updatedAt: sql`now()` })
      .where(eq(paymentAttempts.id, attempt.id));
    throw new HttpError(502, message);
  }
}

export type AttemptRow = typeof paymentAttempts.$inferSelect;

export type FinishOutcome =
  | { status: 'succeeded'; attempt: AttemptRow; recorded: boolean }
  | { status: 'failed' | 'expired' | 'pending'; attempt: AttemptRow };

async function attemptByRef(db: Db | Tx, ref: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.conversationId, ref));
  return row;
}

async function markAttempt(
  db: Db,
  attempt: AttemptRow,
  status: 'failed' | 'expired',
  errorCode: string | null,
  errorMessage: string,
): Promise<AttemptRow> {
  const [row] = await db
    .update(paymentAttempts)
    .set({ status, errorCode, errorMessage, updatedAt: sql`now()` })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'initialized')))
    .returning();
  return row ?? (await attemptByRef(db, attempt.conversationId)) ?? attempt;
}

export class TamperedCallbackError extends HttpError {
  constructor() {
    super(400, 'Ödeme dönüşü bu ödemeye ait değil.');
  }
}

/**
 * Finishes an attempt from the provider's answer: the callback (with the token the provider
 * posted, which must be the attempt's) and the reconciliation job (with the stored token).
 * Records the payment at most once; a finished attempt is returned as it is.
 */
export async function finishAttempt(
  db: Db,
  provider: PaymentProvider,
  ref: string,
  postedToken: string | null,
): Promise<FinishOutcome> {
  const attempt = await attemptByRef(db, ref);
  if (!attempt) throw notFound();
  if (postedToken !== null && postedToken !== attempt.token) throw new TamperedCallbackError();
  if (attempt.status !== 'initialized' || !attempt.token) {
    return attempt.status === 'succeeded'
      ? { status: 'succeeded', attempt, recorded: false }
      : {
          status:
            attempt.status === 'expired' ? 'expired' : attempt.status === 'failed' ? 'failed' : 'pending',
          attempt,
        };
  }
  const [reservation] = await db
    .select({ code: reservations.reservationCode })
    .from(reservations)
    .where(eq(reservations.id, attempt.reservationId));
  if (!reservation) throw notFound();

  let result: ProviderResult;
  try {
    result = await provider.retrieveCardPayment(attempt.token, attempt.conversationId);
  } catch (err) {
    // An unverifiable answer (signature) or an unreachable provider records nothing and decides
    // nothing: the attempt stays open for the reconciliation job.
    if (err instanceof PaymentSignatureError || err instanceof PaymentProviderError) {
      return { status: 'pending', attempt };
    }
    throw err;
  }
  if (result.status === 'pending') return { status: 'pending', attempt };
  if (result.status === 'failure') {
    const row = await markAttempt(
      db,
      attempt,
      'failed',
      result.errorCode,
      result.errorMessage ?? 'Ödeme alınamadı.',
    );
    return { status: row.status === 'succeeded' ? 'pending' : 'failed', attempt: row };
  }
  const expected = {
    conversationId: attempt.conversationId,
    basketId: reservation.code,
    amount: Number(attempt.amount),
    currency: CURRENCY,
  };
  if (!matchesExpected(result, expected) || !result.paymentId) {
    // The provider reports a payment that is not the one we asked for: nothing is recorded; staff
    // see it in the reservation's history.
    const row = await markAttempt(
      db,
      attempt,
      'failed',
      'mismatch',
      'Ödeme doğrulanamadı: tutar ya da ödeme bilgileri eşleşmedi. Kartınızdan çekim yapıldıysa lütfen bizimle iletişime geçin.',
    );
    await addLog(
      db,
      attempt.reservationId,
      null,
      'payment',
      `Kartla ödeme doğrulanamadı (beklenen ${formatMoney(expected.amount, 'TL', { decimals: 2 })}; sağlayıcının bildirdiği ${result.price ?? '?'} ${result.currency ?? '?'}, referans ${result.paymentId ?? '-'}); kayıt yapılmadı.`,
      { attemptId: attempt.id, paymentId: result.paymentId },
    );
    return { status: 'failed', attempt: row };
  }
  return recordCardPayment(db, attempt, result, result.paymentId);
}

/** The success recorded once, under the booking lock (the reservation's villa first). */
async function recordCardPayment(
  db: Db,
  attempt: AttemptRow,
  result: ProviderResult,
  paymentId: string,
): Promise<FinishOutcome> {
  const targets = async () => ({ villas: await villaOfReservation(db, attempt.reservationId) });
  return bookingTx(db, targets, async (tx) => {
    await lockReservationTx(tx, attempt.reservationId);
    const [current] = await tx
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, attempt.id))
      .for('update');
    if (!current) throw notFound();
    if (current.status === 'succeeded') return { status: 'succeeded', attempt: current, recorded: false };
    const amount = Number(attempt.amount);
    const [inserted] = await tx
      .insert(transactions)
      .values({
        reservationId: attempt.reservationId,
        amount: amount.toFixed(2),
        currency: 'TL',
        amountTl: amount.toFixed(2),
        method: 'card',
        status: 'completed',
        paidAt: new Date(),
        note:
          result.amount !== null && Math.round(result.amount * 100) !== Math.round(amount * 100)
            ? `Kartla ödeme (taksitli, karttan çekilen ${formatMoney(result.amount, 'TL', { decimals: 2 })})`
            : 'Kartla ödeme',
        provider: attempt.provider,
        providerReference: paymentId,
        installments: result.installments,
        cardLastFour: result.lastFour,
      })
      .onConflictDoNothing({ target: [transactions.provider, transactions.providerReference] })
      .returning({ id: transactions.id });
    let transactionId = inserted?.id;
    if (!transactionId) {
      const [existing] = await tx
        .select({ id: transactions.id })
        .from(transactions)
        .where(
          and(eq(transactions.provider, attempt.provider), eq(transactions.providerReference, paymentId)),
        );
      transactionId = existing?.id;
    }
    const [row] = await tx
      .update(paymentAttempts)
      .set({
        status: 'succeeded',
        transactionId: transactionId ?? null,
        errorCode: null,
        errorMessage: null,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentAttempts.id, attempt.id))
      .returning();
    if (inserted) {
      await addLog(
        tx,
        attempt.reservationId,
        null,
        'payment',
        `Kartla ${formatMoney(amount, 'TL', { decimals: 2 })} ödeme alındı (${attempt.provider}, referans ${paymentId}${result.lastFour ? `, kart •••• ${result.lastFour}` : ''}${result.installments && result.installments > 1 ? `, ${result.installments} taksit` : ''}).`,
        { transactionId: inserted.id, attemptId: attempt.id },
      );
      await applyPaymentEffectsTx(tx, attempt.reservationId, { transactionId: inserted.id, actorId: null });
    }
    return { status: 'succeeded', attempt: row ?? current, recorded: Boolean(inserted) };
  });
}

/** The result page's data; the attempt must belong to the link's reservation. */
export async function cardPaymentResult(
  db: Db,
  provider: PaymentProvider | null,
  token: string,
  ref: string,
): Promise<CardPaymentResult> {
  const { r } = await reservationByToken(db, token);
  const attempt = await attemptByRef(db, ref);
  if (!attempt || attempt.reservationId !== r.id) throw notFound();
  const [t] = attempt.transactionId
    ? await db.select().from(transactions).where(eq(transactions.id, attempt.transactionId))
    : [];
  const status =
    attempt.status === 'succeeded' || attempt.status === 'failed' || attempt.status === 'expired'
      ? attempt.status
      : 'pending';
  return {
    status,
    reservationCode: r.reservationCode,
    amount: Number(attempt.amount),
    purpose: attempt.purpose === 'balance' ? 'balance' : 'prepayment',
    reference: t?.providerReference ?? null,
    installments: t?.installments ?? null,
    lastFour: t?.cardLastFour ?? null,
    message:
      status === 'failed' || status === 'expired'
        ? (attempt.errorMessage ?? 'Ödeme alınamadı.')
        : status === 'pending'
          ? 'Ödemeniz henüz doğrulanmadı. Birkaç dakika içinde kontrol edilecek; kartınızdan çekim yapıldıysa ödemeniz kaydedilecektir.'
          : null,
    testMode: provider?.testMode ?? false,
    reservationStatusLabel: RESERVATION_STATUS_LABELS[r.status as ReservationStatus] ?? r.status,
    paidAmount: Number(r.paidAmount),
  };
}

/** An attempt older than this with no callback is asked about by the reconciliation job. */
export const RECONCILE_AFTER_MINUTES = 10;
/** The provider's token lives 30 minutes: an attempt still open after this is expired. */
export const ATTEMPT_EXPIRES_AFTER_MINUTES = 45;

export interface ReconcileSummary {
  checked: number;
  succeeded: number;
  failed: number;
  expired: number;
  pending: number;
}

/**
 * The callback may never come (the guest closed the tab after 3-D Secure): attempts initialized
 * more than RECONCILE_AFTER_MINUTES ago are retrieved by their token and finished exactly as the
 * callback finishes them; those the provider still reports unfinished after
 * ATTEMPT_EXPIRES_AFTER_MINUTES (or that never got a token) are marked expired.
 */
export async function reconcilePendingPayments(
  db: Db,
  payments: { provider(): Promise<PaymentProvider> },
  now: Date = new Date(),
  opts: { afterMinutes?: number; expireAfterMinutes?: number; limit?: number } = {},
): Promise<ReconcileSummary> {
  const after = new Date(now.getTime() - (opts.afterMinutes ?? RECONCILE_AFTER_MINUTES) * 60_000);
  const expireBefore = new Date(
    now.getTime() - (opts.expireAfterMinutes ?? ATTEMPT_EXPIRES_AFTER_MINUTES) * 60_000,
  );
  const open = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, 'initialized'), lt(paymentAttempts.createdAt, after)))
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(opts.limit ?? 100);
  const summary: ReconcileSummary = { checked: 0, succeeded: 0, failed: 0, expired: 0, pending: 0 };
  if (open.length === 0) return summary;
  const provider = await payments.provider();
  for (const attempt of open) {
    summary.checked++;
    let outcome: FinishOutcome['status'] = 'pending';
    if (attempt.token && provider.id === attempt.provider) {
      outcome = (await finishAttempt(db, provider, attempt.conversationId, null)).status;
    }
    if (outcome === 'pending' && attempt.createdAt < expireBefore) {
      const row = await markAttempt(
        db,
        attempt,
        'expired',
        null,
        'Ödeme tamamlanmadı ve ödeme sayfasının süresi doldu. Yeniden deneyebilirsiniz.',
      );
      outcome = row.status === 'succeeded' ? 'succeeded' : 'expired';
    }
    summary[outcome]++;
  }
  return summary;
}

/** The payment link's token of a reservation (the result page's address). */
export async function paymentTokenOf(db: Db, reservationId: number) {
  const rows = await db
    .select({ token: reservations.paymentToken })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return rows.flatMap((r) => (r.token ? [{ token: r.token }] : []));
}

/** The reconciliation's job kind on the job queue (modules/jobs). */
export const PAYMENT_RECONCILE_JOB = 'payment_reconcile';
/** How often the queue runs the reconciliation (once per slot across API replicas). */
export const PAYMENT_RECONCILE_EVERY_MS = 5 * 60_000;

/** reconcilePendingPayments as a recurring job of the queue: the queue's clock, its database. */
export function paymentReconcileJob(payments: {
  provider(): Promise<PaymentProvider>;
}): JobDefinition & { everyMs: number } {
  return {
    kind: PAYMENT_RECONCILE_JOB,
    everyMs: PAYMENT_RECONCILE_EVERY_MS,
    handler: async (_payload, { db, now, log }) => {
      const summary = await reconcilePendingPayments(db, payments, now());
      if (summary.checked > 0) log.info(summary, 'card payments reconciled');
      // Refunds the provider may have made while their negative transaction was never stored.
      const refunds = await reconcilePendingRefunds(db, payments, now());
      if (refunds.checked > 0) log.info(refunds, 'card refunds reconciled');
    },
  };
}
