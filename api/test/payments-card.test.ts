import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { paymentAttempts, paymentSettings } from '../src/db/schema/payments.ts';
import { reservationLogs, reservations, transactions } from '../src/db/schema/reservations.ts';
import { finishAttempt, reconcilePendingPayments } from '../src/modules/payments/card.ts';
import { IYZICO_PATHS, IyzicoProvider } from '../src/modules/payments/iyzico.ts';
import { bearer, build, login } from './helper.ts';
import { sender } from './support/app.ts';
import type { TestCard } from './payment-standin-driver.ts';
import {
  cardPaidReservation,
  cardTransactionsOf,
  payByCard,
  POOR_CARD,
  postCallback,
  refundOf,
  reservationWithLink,
  startCard,
  storeStandinKeys,
  useCardApp,
} from './payments-card-fixtures.ts';
import { priceFixtures } from './reservation-fixtures.ts';

const t = useCardApp();

const cardTransactions = (reservationId: number) => cardTransactionsOf(t.db, reservationId);
const reservation = async (id: number) =>
  (await t.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;
const jobsOf = async (reservationId: number) =>
  (await t.db.select().from(jobs)).filter(
    (j) => (j.payload as { reservationId?: number }).reservationId === reservationId,
  );

const paid = (token: string, card?: TestCard) => payByCard(t.app, token, card);

describe('the guest pays the prepayment by card', () => {
  it('offers card for what is due now, in test mode', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const res = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card` });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({
      offersCard: true,
      testMode: true,
      dueNow: r.prepayment,
      purpose: 'prepayment',
    });
    const unknown = await t.app.inject({ method: 'GET', url: `/v1/payment/${'x'.repeat(24)}/card` });
    expect(unknown.statusCode).toBe(404);
  });

  it('records a success once, confirms the reservation and queues the receipt and confirmation', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    expect((await reservation(r.id)).status).toBe('awaiting_prepayment');
    const { callbackUrl, token, ref } = await paid(r.token);
    expect(new URL(callbackUrl).pathname).toBe(`/v1/payment/callback/${ref}`);

    const back = await postCallback(t.app, callbackUrl, token);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toMatch(new RegExp(`/odeme/${r.token}\\?sonuc=${ref}$`));

    const rows = await cardTransactions(r.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      provider: 'iyzico',
      installments: 1,
      cardLastFour: '0008',
      status: 'completed',
    });
    expect(Number(rows[0]!.amount)).toBe(r.prepayment);
    expect(rows[0]!.providerReference).toMatch(/^\d+$/);
    const after = await reservation(r.id);
    expect(Number(after.paidAmount)).toBe(r.prepayment);
    expect(after.status).toBe('confirmed');
    const logs = await t.db.select().from(reservationLogs).where(eq(reservationLogs.reservationId, r.id));
    expect(logs.map((l) => l.message).join('\n')).toMatch(
      /Ön ödeme karşılandı; durum değişti: .* → Onaylandı/,
    );
    const queued = (await jobsOf(r.id)).map((j) => (j.payload as { kind: string }).kind).sort();
    expect(queued).toEqual(['confirmation', 'payment_receipt']);

    const result = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card/${ref}` });
    expect(result.json().content).toMatchObject({
      status: 'succeeded',
      amount: r.prepayment,
      reference: rows[0]!.providerReference,
      lastFour: '0008',
      installments: 1,
      reservationStatusLabel: 'Onaylandı',
      testMode: true,
      message: null,
    });

    // The same callback again (the guest reloads, the provider retries): the success page, nothing new.
    const again = await postCallback(t.app, callbackUrl, token);
    expect(again.statusCode).toBe(303);
    expect(await cardTransactions(r.id)).toHaveLength(1);
    expect(await jobsOf(r.id)).toHaveLength(2);

    // Now the balance is due.
    const options = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card` });
    expect(options.json().content).toMatchObject({
      dueNow: r.total - r.prepayment,
      purpose: 'balance',
    });
  });

  it('records concurrent duplicate callbacks once', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const { callbackUrl, token } = await paid(r.token);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postCallback(t.app, callbackUrl, token)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(303));
    expect(await cardTransactions(r.id)).toHaveLength(1);
    expect(Number((await reservation(r.id)).paidAmount)).toBe(r.prepayment);
  });

  it('refuses the failure card with the provider reason in Turkish, records nothing, allows a retry', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const { callbackUrl, token, ref } = await paid(r.token, POOR_CARD);
    const back = await postCallback(t.app, callbackUrl, token);
    expect(back.statusCode).toBe(303);
    const result = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card/${ref}` });
    expect(result.json().content).toMatchObject({
      status: 'failed',
      reference: null,
      message: 'Kartınızın limiti ya da bakiyesi yetersiz. Başka bir kartla yeniden deneyebilirsiniz.',
    });
    expect(await cardTransactions(r.id)).toHaveLength(0);
    expect(Number((await reservation(r.id)).paidAmount)).toBe(0);
    expect((await reservation(r.id)).status).toBe('awaiting_prepayment');
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.conversationId, ref));
    expect(attempt).toMatchObject({ status: 'failed', errorCode: '10051' });

    // Tekrar dene: a new attempt, then the good card.
    const retry = await paid(r.token);
    expect((await postCallback(t.app, retry.callbackUrl, retry.token)).statusCode).toBe(303);
    expect(await cardTransactions(r.id)).toHaveLength(1);
  });

  it('reconciles a payment whose callback never came, and the late callback records nothing more', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const { callbackUrl, token, ref } = await paid(r.token);
    // Too early: left alone.
    expect(await reconcilePendingPayments(t.db, t.app.payments, new Date())).toMatchObject({ checked: 0 });
    const later = new Date(Date.now() + 11 * 60_000);
    const summary = await reconcilePendingPayments(t.db, t.app.payments, later);
    expect(summary.succeeded).toBeGreaterThanOrEqual(1);
    const rows = await cardTransactions(r.id);
    expect(rows).toHaveLength(1);
    expect((await reservation(r.id)).status).toBe('confirmed');
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.conversationId, ref));
    expect(attempt).toMatchObject({ status: 'succeeded', transactionId: rows[0]!.id });

    expect((await postCallback(t.app, callbackUrl, token)).statusCode).toBe(303);
    expect(await cardTransactions(r.id)).toHaveLength(1);
    expect((await reconcilePendingPayments(t.db, t.app.payments, later)).succeeded).toBe(0);
  });

  it('expires an abandoned attempt the provider never saw paid', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const start = await startCard(t.app, r.token);
    const { ref } = start.json<{ content: { ref: string } }>().content;
    const summary = await reconcilePendingPayments(t.db, t.app.payments, new Date(Date.now() + 50 * 60_000));
    expect(summary.expired).toBeGreaterThanOrEqual(1);
    const result = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card/${ref}` });
    expect(result.json().content).toMatchObject({ status: 'expired' });
    expect(result.json().content.message).toMatch(/süresi doldu/);
    expect(await cardTransactions(r.id)).toHaveLength(0);
  });
});

describe('tampered callbacks are refused and record nothing', () => {
  it('a token that is not the attempt’s', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const first = await paid(r.token);
    const second = await paid(r.token);
    // The second payment's token posted to the first attempt's callback.
    const res = await postCallback(t.app, first.callbackUrl, second.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().content.message).toBe('Ödeme dönüşü bu ödemeye ait değil.');
    const made = await postCallback(t.app, first.callbackUrl, 'made-up-token');
    expect(made.statusCode).toBe(400);
    const unknown = await postCallback(t.app, `http://x/v1/payment/callback/${'A'.repeat(24)}`, first.token);
    expect(unknown.statusCode).toBe(404);
    expect(await cardTransactions(r.id)).toHaveLength(0);
  });

  it('an amount that is not the one asked for', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const { callbackUrl, token, ref } = await paid(r.token);
    // The attempt asked for more than the provider charged (the stand-in charged the original).
    await t.db
      .update(paymentAttempts)
      .set({ amount: sql`${paymentAttempts.amount} + 1` })
      .where(eq(paymentAttempts.conversationId, ref));
    expect((await postCallback(t.app, callbackUrl, token)).statusCode).toBe(303);
    const result = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card/${ref}` });
    expect(result.json().content.status).toBe('failed');
    expect(result.json().content.message).toMatch(/doğrulanamadı/);
    expect(await cardTransactions(r.id)).toHaveLength(0);
    expect((await reservation(r.id)).status).toBe('awaiting_prepayment');
  });

  it('an answer whose signature does not hold', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const { token, ref } = await paid(r.token);
    // A man in the middle raises the amounts in the retrieve answer; the signature no longer matches.
    const tampering: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith(IYZICO_PATHS.retrieve)) return response;
      const json = (await response.json()) as Record<string, unknown>;
      return new Response(JSON.stringify({ ...json, price: '99999', paidPrice: '99999' }), {
        status: response.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    const provider = new IyzicoProvider({ ...t.rig.standin, testMode: true, fetch: tampering });
    const outcome = await finishAttempt(t.db, provider, ref, token);
    expect(outcome.status).toBe('pending');
    expect(await cardTransactions(r.id)).toHaveLength(0);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.conversationId, ref));
    expect(attempt!.status).toBe('initialized');
  });
});

describe('staff-recorded payments have the same effects', () => {
  it('a cash payment covering the prepayment confirms the option and queues receipt and confirmation', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/transactions',
      headers: bearer(t.admin),
      payload: { reservationId: r.id, amount: r.prepayment, method: 'cash' },
    });
    expect(res.statusCode).toBe(201);
    expect((await reservation(r.id)).status).toBe('confirmed');
    const queued = (await jobsOf(r.id)).map((j) => (j.payload as { kind: string }).kind).sort();
    expect(queued).toEqual(['confirmation', 'payment_receipt']);
  });

  it('a partial payment sends the receipt but does not confirm', async () => {
    const r = await reservationWithLink(t.app, t.db, t.admin, t.other);
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/transactions',
      headers: bearer(t.admin),
      payload: { reservationId: r.id, amount: 100, method: 'bank_transfer' },
    });
    expect((await reservation(r.id)).status).toBe('awaiting_prepayment');
    const queued = (await jobsOf(r.id)).map((j) => (j.payload as { kind: string }).kind);
    expect(queued).toEqual(['payment_receipt']);
  });
});

describe('refunds', () => {
  let cardTxId: number;
  let ownedCardTxId: number;
  let reservationId: number;
  let prepayment: number;

  beforeAll(async () => {
    const r = await cardPaidReservation(t.app, t.db, t.admin, t.other);
    cardTxId = r.tx.id;
    reservationId = r.id;
    prepayment = r.prepayment;
    ownedCardTxId = (await cardPaidReservation(t.app, t.db, t.admin, t.owned)).tx.id;
  });

  const refund = (id: number, amount: number | string, token: string | null = t.admin) =>
    refundOf(t.app, id, amount, token);

  it('is ADMIN only', async () => {
    expect((await refund(ownedCardTxId, 1, t.owner)).statusCode).toBe(403);
    expect((await refund(cardTxId, 1, t.owner)).statusCode).toBe(403);
    expect((await refund(cardTxId, 1, null)).statusCode).toBe(401);
    expect(
      await t.db.select({ n: count() }).from(transactions).where(eq(transactions.refundOfId, cardTxId)),
    ).toEqual([{ n: 0 }]);
  });

  it('shows the card details in Ödemeler', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/transactions/${cardTxId}`,
      headers: bearer(t.admin),
    });
    expect(res.json().content).toMatchObject({
      method: 'card',
      provider: 'iyzico',
      installments: 1,
      cardLastFour: '0008',
      refundable: prepayment,
      refundOfId: null,
    });
    expect(res.json().content.providerReference).toMatch(/^\d+$/);
  });

  /** The guest's refund mails queued for the reservation (lifecycle refund_receipt), by refund. */
  const refundMailsQueued = async () =>
    (await jobsOf(reservationId))
      .map((j) => j.payload as { kind: string; transactionId?: number })
      .filter((p) => p.kind === 'refund_receipt')
      .map((p) => p.transactionId);

  it('refunds part, refuses more than is left, then refunds the rest', async () => {
    const part = await refund(cardTxId, 1000);
    expect(part.statusCode).toBe(201);
    expect(await refundMailsQueued()).toEqual([part.json().content.id]);
    expect(part.json().content).toMatchObject({
      amount: -1000,
      method: 'card',
      provider: 'iyzico',
      refundOfId: cardTxId,
      refundable: null,
    });
    expect(Number((await reservation(reservationId)).paidAmount)).toBe(prepayment - 1000);

    const over = await refund(cardTxId, prepayment);
    expect(over.statusCode).toBe(400);
    expect(over.json().content.message).toMatch(/iade edilebilecek .* tutarını aşamaz/);
    expect(Number((await reservation(reservationId)).paidAmount)).toBe(prepayment - 1000);

    const rest = await refund(cardTxId, prepayment - 1000);
    expect(rest.statusCode).toBe(201);
    // One mail per refund; the refused one queued none.
    expect(await refundMailsQueued()).toEqual([part.json().content.id, rest.json().content.id]);
    expect(Number((await reservation(reservationId)).paidAmount)).toBe(0);
    const original = await t.app.inject({
      method: 'GET',
      url: `/v1/admin/transactions/${cardTxId}`,
      headers: bearer(t.admin),
    });
    expect(original.json().content.refundable).toBe(0);
    const none = await refund(cardTxId, 1);
    expect(none.statusCode).toBe(400);
    expect(none.json().content.message).toBe('Bu ödemenin tamamı zaten iade edildi.');
    expect(await refundMailsQueued()).toHaveLength(2);
  });

  it('refuses a payment that was not taken through the provider', async () => {
    const cash = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/transactions',
      headers: bearer(t.admin),
      payload: { reservationId, amount: 50, method: 'cash' },
    });
    const res = await refund(cash.json().content.id, 10);
    expect(res.statusCode).toBe(400);
    expect(res.json().content.message).toMatch(/Yalnızca ödeme sağlayıcısıyla alınmış/);
    expect((await refund(cardTxId, 0)).statusCode).toBe(400);
  });
});

describe('Ödeme Ayarları', () => {
  const send = sender(t);
  const get = (token: string | null) => send('GET', '/v1/admin/payment-settings', token);
  const put = (payload: Record<string, unknown>, token: string | null = t.admin) =>
    send('PUT', '/v1/admin/payment-settings', token, payload);

  it('is ADMIN only', async () => {
    expect((await get(t.owner)).statusCode).toBe(403);
    expect((await get(null)).statusCode).toBe(401);
    expect((await put({ provider: 'bank_transfer' }, t.owner)).statusCode).toBe(403);
    expect((await put({ provider: 'bank_transfer' }, null)).statusCode).toBe(401);
  });

  it('never sends a key back: only whether it is set and its last four', async () => {
    const res = await get(t.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({
      provider: 'iyzico',
      live: false,
      apiKey: { set: true, masked: `••••${t.rig.standin.apiKey.slice(-4)}` },
      secretKey: { set: true, masked: `••••${t.rig.standin.secretKey.slice(-4)}` },
      canStoreKeys: true,
      effectiveMode: 'sandbox',
    });
    expect(res.body).not.toContain(t.rig.standin.secretKey);
    expect(res.body).not.toContain(t.rig.standin.apiKey);
    const [row] = await t.db.select().from(paymentSettings);
    expect(row!.secretKeyEncrypted).not.toContain(t.rig.standin.secretKey);
    expect(row!.secretKeyEncrypted).toMatch(/^v1\./);
  });

  it('keeps the stored keys when saved empty; bank transfer turns the card off', async () => {
    const saved = await put({ provider: 'bank_transfer', live: false, apiKey: '', secretKey: '' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().content).toMatchObject({ provider: 'bank_transfer', effectiveMode: 'bank_transfer' });
    expect(saved.json().content.apiKey.set).toBe(true);
    const r = await reservationWithLink(t.app, t.db, t.admin, t.owned);
    const options = await t.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card` });
    expect(options.json().content).toMatchObject({ offersCard: false });
    const start = await startCard(t.app, r.token);
    expect(start.statusCode).toBe(409);
    expect(start.json().content.message).toMatch(/havale\/EFT/);

    const half = await put({ provider: 'iyzico', clearKeys: true, apiKey: 'only-one' });
    expect(half.statusCode).toBe(400);
    expect(half.json().content.message).toBe('API anahtarı ve gizli anahtar birlikte girilmeli.');
    expect((await put({ provider: 'iyzico', live: true, clearKeys: true })).statusCode).toBe(400);
    expect((await put({ provider: 'paytr' })).statusCode).toBe(400);
    const back = await put({ provider: 'iyzico', live: false });
    expect(back.json().content).toMatchObject({ provider: 'iyzico', effectiveMode: 'sandbox' });
  });
});

describe('production without keys', () => {
  it('offers no card and refuses to store keys without PAYMENT_SECRET_KEY', async () => {
    const prod = await build({
      payments: { config: { secretKey: undefined, iyzicoBaseUrl: undefined, testMode: false } },
    });
    try {
      const ids = await priceFixtures(prod.db);
      const prodAdmin = await login(prod.app, 'ADMIN');
      const r = await reservationWithLink(prod.app, prod.db, prodAdmin, ids.other);
      const options = await prod.app.inject({ method: 'GET', url: `/v1/payment/${r.token}/card` });
      expect(options.json().content).toMatchObject({
        offersCard: false,
        testMode: false,
        purpose: 'prepayment',
      });
      expect((await startCard(prod.app, r.token)).statusCode).toBe(409);
      const settings = await prod.app.inject({
        method: 'GET',
        url: '/v1/admin/payment-settings',
        headers: bearer(prodAdmin),
      });
      expect(settings.json().content).toMatchObject({ canStoreKeys: false, effectiveMode: 'bank_transfer' });
      const save = await prod.app.inject({
        method: 'PUT',
        url: '/v1/admin/payment-settings',
        headers: bearer(prodAdmin),
        payload: { provider: 'iyzico', apiKey: 'k-1234', secretKey: 's-5678' },
      });
      expect(save.statusCode).toBe(400);
      expect(save.json().content.message).toMatch(/PAYMENT_SECRET_KEY/);
    } finally {
      await prod.close();
    }
  });
});

describe('the reconciliation on the job queue', () => {
  it('is a recurring job of the queue when the app runs it, and records a missed callback', async () => {
    const withJobs = await build({
      payments: { config: t.rig.config },
      jobs: { driver: 'pglite', optionExpiryIntervalSeconds: 60, icalSyncIntervalMinutes: 0 },
    });
    try {
      const ids = await priceFixtures(withJobs.db);
      const a = await login(withJobs.app, 'ADMIN');
      await storeStandinKeys(withJobs.app, a, t.rig.standin);
      const def = withJobs.app.jobs.registry.get('payment_reconcile');
      expect(def?.everyMs).toBe(5 * 60_000);
      const r = await reservationWithLink(withJobs.app, withJobs.db, a, ids.other);
      await payByCard(withJobs.app, r.token);
      const later = new Date(Date.now() + 11 * 60_000);
      const logged: unknown[] = [];
      await def!.handler(
        {},
        {
          db: withJobs.db,
          now: () => later,
          log: { info: (o) => logged.push(o), warn: () => {}, error: () => {} },
          job: {} as never,
        },
      );
      const rows = await cardTransactionsOf(withJobs.db, r.id);
      expect(rows).toHaveLength(1);
      expect(logged).toEqual([expect.objectContaining({ succeeded: 1 })]);
    } finally {
      await withJobs.close();
    }
  });
});
