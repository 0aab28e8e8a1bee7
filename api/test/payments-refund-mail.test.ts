import type { ParsedMail } from 'mailparser';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../src/db/schema/jobs.ts';
import { refundAttempts } from '../src/db/schema/payments.ts';
import { mailOutbox, transactions } from '../src/db/schema/reservations.ts';
import { users } from '../src/db/schema/users.ts';
import { createWorker } from '../src/modules/jobs/worker.ts';
import { createMailer } from '../src/modules/mailer/mailer.ts';
import { PaymentProviderError, type PaymentProvider } from '../src/modules/payments/provider.ts';
import { reconcilePendingRefunds, refundCardPayment } from '../src/modules/payments/refund.ts';
import { createJobRegistry } from '../src/plugins/jobs.ts';
import { build, type TestContext } from './helper.ts';
import {
  cardPaidReservation,
  cardRig,
  cardTransactionsOf,
  payByCard,
  postCallback,
  refundOf,
  reservationWithLink,
  storeStandinKeys,
  type CardRig,
} from './payments-card-fixtures.ts';
import { customer, priceFixtures } from './reservation-fixtures.ts';
import { tokens } from './support/app.ts';
import { useSmtpInbox } from './support/smtp.ts';

// The guest's refund mail (lifecycle kind refund_receipt): every refund ADMIN makes of a card
// payment, directly or finished by the reconciliation, queues one mail in the transaction that
// records it; the job worker sends it through a real SMTP server (smtp-server) read back with
// mailparser. A refund the provider declines queues nothing. PGlite and PostgreSQL (TEST_DB).

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const smtp = useSmtpInbox();
const { inbox } = smtp;
let t: TestContext;
let rig: CardRig;
let admin = '';
let villaId = 0;
let worker: ReturnType<typeof createWorker>;

beforeAll(async () => {
  rig = await cardRig();
  const mailer = createMailer({ smtpUrl: smtp.url, from: 'Likya Villa <rezervasyon@likyavilla.com.tr>' });
  t = await build({
    mailer,
    publicUrl: 'https://www.likyavilla.com.tr',
    payments: { config: rig.config },
  });
  ({ other: villaId } = await priceFixtures(t.db));
  [admin] = await tokens(t.app);
  await storeStandinKeys(t.app, admin, rig.standin);
  const registry = createJobRegistry({
    db: t.db,
    log: quiet,
    mailer,
    publicUrl: 'https://www.likyavilla.com.tr',
    driver: 'pglite',
    optionExpiryIntervalSeconds: 60,
    icalSyncIntervalMinutes: 0,
  });
  // Jobs carry the database's time: the worker's clock runs a little ahead.
  worker = createWorker({ db: t.db, registry, log: quiet, now: () => new Date(Date.now() + 1000) });
}, 180_000);
afterAll(async () => {
  await t?.close();
  await rig?.standin.close();
});
beforeEach(async () => {
  await settle();
  inbox.length = 0;
});

/** Runs the due jobs and waits for the SMTP server to have parsed what they sent. */
async function settle() {
  await worker.tick();
  await new Promise((r) => setTimeout(r, 300));
}

const refundMails = (): ParsedMail[] => inbox.filter((m) => m.subject?.startsWith('İadeniz yapıldı'));

/** The refund_receipt jobs of a reservation, as the queue holds them. */
const refundJobsOf = async (reservationId: number) =>
  (await t.db.select().from(jobs)).filter((j) => {
    const p = j.payload as { kind?: string; reservationId?: number };
    return p.kind === 'refund_receipt' && p.reservationId === reservationId;
  });

const refundRows = (id: number) => t.db.select().from(transactions).where(eq(transactions.refundOfId, id));

function expectRefundMail(m: ParsedMail, code: string, amount: string) {
  expect(m.to && !Array.isArray(m.to) ? m.to.text : '').toBe(customer.customerEmail);
  expect(m.subject).toBe(`İadeniz yapıldı – ${code}`);
  expect(m.text).toContain(`Merhaba ${customer.customerName}`);
  expect(m.text).toContain(`${amount}, ödemede kullandığınız kredi kartınıza iade edildi`);
  expect(m.text).toContain(`İade edilen tutar: ${amount}`);
  expect(m.text).toContain('birkaç iş günü sürebilir');
  expect(typeof m.html === 'string' ? m.html : '').toContain(`<strong>${amount}</strong>`);
  for (const part of [m.subject ?? '', typeof m.html === 'string' ? m.html : '', m.text ?? '']) {
    expect(part).not.toMatch(/\{\{|\}\}/);
  }
}

describe('the guest is mailed each card refund', () => {
  it('a refund sends one mail with the amount in Turkish format; a second partial refund its own', async () => {
    const r = await cardPaidReservation(t.app, t.db, admin, villaId);
    await settle();
    inbox.length = 0;

    const first = await refundOf(t.app, r.tx.id, 1250, admin);
    expect(first.statusCode, first.body).toBe(201);
    const firstId = first.json<{ content: { id: number } }>().content.id;
    // Queued with the refund, keyed by the refund's transaction.
    expect((await refundJobsOf(r.id)).map((j) => j.dedupeKey)).toEqual([
      `lifecycle:refund_receipt:${r.id}:${firstId}`,
    ]);
    await settle();
    expect(refundMails()).toHaveLength(1);
    expectRefundMail(refundMails()[0]!, r.code, '1.250,00 TL');

    const second = await refundOf(t.app, r.tx.id, 500.5, admin);
    expect(second.statusCode, second.body).toBe(201);
    await settle();
    expect(refundMails()).toHaveLength(2);
    expectRefundMail(refundMails()[1]!, r.code, '500,50 TL');

    // The worker again: nothing twice. The outbox holds one sent mail per refund.
    await settle();
    expect(refundMails()).toHaveLength(2);
    const sent = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.reservationId, r.id), eq(mailOutbox.kind, 'refund_receipt')));
    expect(sent.map((o) => [o.status, o.toAddress])).toEqual([
      ['sent', customer.customerEmail],
      ['sent', customer.customerEmail],
    ]);
  });

  it('a refund the provider declines sends nothing', async () => {
    // The stand-in's card whose payments cannot be refunded.
    const r = await reservationWithLink(t.app, t.db, admin, villaId);
    const back = await payByCard(t.app, r.token, { number: '5406670000000009' });
    await postCallback(t.app, back.callbackUrl, back.token);
    const [tx] = await cardTransactionsOf(t.db, r.id);
    await settle();
    inbox.length = 0;

    const res = await refundOf(t.app, tx!.id, 1000, admin);
    expect(res.statusCode).toBe(400);
    expect(await refundRows(tx!.id)).toHaveLength(0);
    expect(await refundJobsOf(r.id)).toHaveLength(0);
    await settle();
    expect(refundMails()).toHaveLength(0);
  });

  it('a pending refund the reconciliation finishes sends one mail', async () => {
    const r = await cardPaidReservation(t.app, t.db, admin, villaId);
    await settle();
    inbox.length = 0;
    const real = await t.app.payments.provider();
    // The refund reaches the provider, its answer is lost on the way back.
    const lossy: PaymentProvider = {
      id: real.id,
      offersCard: real.offersCard,
      testMode: real.testMode,
      initializeCardPayment: (q) => real.initializeCardPayment(q),
      retrieveCardPayment: (token, c) => real.retrieveCardPayment(token, c),
      findRefund: (q) => real.findRefund(q),
      refund: async (q) => {
        await real.refund(q);
        throw new PaymentProviderError('Ödeme sağlayıcısına ulaşılamadı.', 'transport');
      },
    };
    const [staff] = await t.db.select({ id: users.id }).from(users).limit(1);
    await expect(
      refundCardPayment(t.db, lossy, {
        transactionId: r.tx.id,
        amount: 750,
        note: '',
        userId: staff!.id,
        ip: '127.0.0.1',
      }),
    ).rejects.toMatchObject({ statusCode: 502 });
    // Pending: nothing recorded, nothing queued or sent yet.
    expect(await refundJobsOf(r.id)).toHaveLength(0);
    await settle();
    expect(refundMails()).toHaveLength(0);

    await t.db
      .update(refundAttempts)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(refundAttempts.transactionId, r.tx.id));
    const [a, b] = await Promise.all([
      reconcilePendingRefunds(t.db, t.app.payments),
      reconcilePendingRefunds(t.db, t.app.payments),
    ]);
    expect(a.succeeded + b.succeeded).toBe(1);
    const [row] = await refundRows(r.tx.id);
    expect((await refundJobsOf(r.id)).map((j) => j.dedupeKey)).toEqual([
      `lifecycle:refund_receipt:${r.id}:${row!.id}`,
    ]);
    await settle();
    expect(refundMails()).toHaveLength(1);
    expectRefundMail(refundMails()[0]!, r.code, '750,00 TL');
  });
});
