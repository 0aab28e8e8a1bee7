import type { ParsedMail } from 'mailparser';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailTemplates } from '../src/db/schema/content.ts';
import { jobs, reviewTokens } from '../src/db/schema/jobs.ts';
import { mailOutbox, reservationLogs, reservations, transactions } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { createWorker } from '../src/modules/jobs/worker.ts';
import { enqueueLifecycleMessage } from '../src/modules/lifecycle/enqueue.ts';
import { createMailer } from '../src/modules/mailer/mailer.ts';
import { createPublicRequest } from '../src/modules/reservations/public-repository.ts';
import { changeStatus } from '../src/modules/reservations/status.ts';
import { createJobRegistry } from '../src/plugins/jobs.ts';
import { build, type TestContext } from './helper.ts';
import { d, priceFixtures } from './reservation-fixtures.ts';
import { useSmtpInbox } from './support/smtp.ts';

// Issue 14: every automated message at its moment (a clock the test moves), through a real SMTP
// server started here (smtp-server), read back with mailparser: recipients, subject, HTML and
// plain-text parts, Turkish characters, no {{placeholder}} left, each message once.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const TR = 'ğüşıöçİ';
let t: TestContext;
const smtp = useSmtpInbox();
const { inbox } = smtp;
let villaId = 0;
let clockMs = 0;
const now = () => new Date(clockMs);
let worker: ReturnType<typeof createWorker>;

beforeAll(async () => {
  const mailer = createMailer({
    smtpUrl: smtp.url,
    from: 'Likya Villa <rezervasyon@likyavilla.com.tr>',
  });
  t = await build({ mailer, publicUrl: 'https://www.likyavilla.com.tr' });
  ({ owned: villaId } = await priceFixtures(t.db));
  await t.db
    .update(villas)
    .set({
      name: `Villa Çağlayan ${TR}`,
      address: 'Kayaköy Mah. Şükrü Sok. No: 4, Fethiye / Muğla',
      latitude: '36.576900',
      longitude: '29.089100',
      checkInTime: '16:00',
      checkInInstructions: 'Anahtar kasası kapının solunda; şifre: 4821. Havuz ışığı mutfaktaki düğmede.',
    })
    .where(eq(villas.id, villaId));
  const registry = createJobRegistry({
    db: t.db,
    log: quiet,
    mailer,
    publicUrl: 'https://www.likyavilla.com.tr',
    driver: 'pglite',
    optionExpiryIntervalSeconds: 60,
    icalSyncIntervalMinutes: 0,
  });
  worker = createWorker({ db: t.db, registry, log: quiet, now, backoffBaseMs: 1000 });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => {
  inbox.length = 0;
});

/** Runs due jobs until the mails have arrived (SMTP is asynchronous to the parser). */
async function runJobs(expected: number) {
  await worker.tick();
  for (let i = 0; i < 50 && inbox.length < expected; i++) await new Promise((r) => setTimeout(r, 50));
  await new Promise((r) => setTimeout(r, 100));
}

function expectClean(m: ParsedMail) {
  const html = typeof m.html === 'string' ? m.html : '';
  expect(html).toContain('TÜRSAB Belge No: 17704');
  expect(html).toContain('+90 532 555 12 34');
  expect(m.text).toContain('TÜRSAB Belge No: 17704');
  for (const part of [m.subject ?? '', html, m.text ?? '']) {
    expect(part).not.toMatch(/\{\{|\}\}/);
  }
}

async function newRequest(checkIn: string, checkOut: string, email = 'elif.sahin@example.com') {
  // Jobs queued now (the database's clock) are due for the test's clock a second later.
  clockMs = Math.max(clockMs, Date.now() + 1000);
  return createPublicRequest(t.db, {
    villaId,
    checkIn,
    checkOut,
    guests: 2,
    name: `Elif Şahin ${TR}`,
    phone: '+90 532 111 22 33',
    email,
    note: '',
  });
}

async function idOf(code: string) {
  const [r] = await t.db.select().from(reservations).where(eq(reservations.reservationCode, code));
  return r!.id;
}

/** A new request whose first two messages (the guest's and staff's) went out, the inbox emptied after them. */
async function requestAnswered(checkIn: string, checkOut: string, email: string) {
  const res = await newRequest(checkIn, checkOut, email);
  const id = await idOf(res.code);
  await runJobs(2);
  inbox.length = 0;
  return { res, id };
}

async function logsOf(id: number) {
  return t.db
    .select()
    .from(reservationLogs)
    .where(eq(reservationLogs.reservationId, id))
    .orderBy(asc(reservationLogs.id));
}

describe('lifecycle messages', () => {
  it('a request: the guest gets "request received", staff get the new request, once, logged and in the outbox', async () => {
    clockMs = Date.now();
    const res = await newRequest(d('06-10'), d('06-14'));
    const id = await idOf(res.code);
    await runJobs(2);
    expect(inbox).toHaveLength(2);
    const guest = inbox.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'elif.sahin@example.com');
    const staff = inbox.find((m) => m.to && !Array.isArray(m.to) && m.to.text === 'info@likyavilla.com.tr');
    expect(guest?.subject).toBe(`Villa Çağlayan ${TR} için rezervasyon talebiniz alındı`);
    expect(guest?.html).toContain(`Merhaba Elif Şahin ${TR}`);
    expect(guest?.text).toContain(res.code);
    expect(staff?.subject).toContain(`Yeni talep ${res.code}`);
    expect(staff?.text).toContain('https://www.likyavilla.com.tr/yonetim/rezervasyonlar/');
    for (const m of inbox) expectClean(m);
    const logs = (await logsOf(id)).filter((l) => l.action === 'mail');
    expect(logs.map((l) => l.message)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          'Talep alındı e-postası elif.sahin@example.com adresine otomatik olarak e-posta ile gönderildi',
        ),
        expect.stringContaining('Yeni talep bildirimi (ekibe) info@likyavilla.com.tr'),
      ]),
    );
    const outbox = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, id));
    expect(outbox.map((o) => [o.kind, o.status]).sort()).toEqual([
      ['request_received', 'sent'],
      ['staff_new_request', 'sent'],
    ]);
    // Queued again (a retried request, a second scan): nothing more.
    await enqueueLifecycleMessage(t.db, { kind: 'request_received', reservationId: id });
    await t.db
      .update(jobs)
      .set({ status: 'queued' })
      .where(eq(jobs.dedupeKey, `lifecycle:request_received:${id}`));
    await runJobs(3);
    expect(inbox).toHaveLength(2);
  });

  it('option reminder 24 hours before an unpaid option expires, then "option released" when it expires', async () => {
    clockMs = Date.now();
    const { res, id } = await requestAnswered(d('06-20'), d('06-24'), 'opsiyon@example.com');
    const expires = new Date(clockMs + 48 * 3_600_000);
    await t.db
      .update(reservations)
      .set({
        status: 'awaiting_prepayment',
        optionExpiresAt: expires,
        updatedAt: new Date(clockMs - 7_200_000),
      })
      .where(eq(reservations.id, id));
    clockMs += 23 * 3_600_000; // 25 h left: not yet
    await runJobs(0);
    expect(inbox).toHaveLength(0);
    clockMs += 2 * 3_600_000; // 23 h left
    await runJobs(1);
    expect(inbox.map((m) => m.subject)).toEqual([
      expect.stringMatching(
        /^Hatırlatma: Villa Çağlayan .* opsiyonunuz \d\d\.\d\d\.\d{4} \d\d:\d\d tarihinde sona eriyor$/,
      ),
    ]);
    expectClean(inbox[0]!);
    clockMs += 3_600_000;
    await runJobs(1);
    expect(inbox).toHaveLength(1); // once
    clockMs = expires.getTime() + 60_000;
    await runJobs(2);
    expect(inbox).toHaveLength(2);
    expect(inbox[1]!.subject).toBe(`Villa Çağlayan ${TR} opsiyonunuz sona erdi (${res.code})`);
    const [r] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    expect(r!.status).toBe('cancelled');
  });

  it('a receipt per payment, the confirmation once (not after a confirmation staff sent by hand)', async () => {
    clockMs = Date.now();
    const { id } = await requestAnswered(d('06-03'), d('06-07'), 'odeme@example.com');
    const [tx] = await t.db
      .insert(transactions)
      .values({ reservationId: id, amount: '9600.50', amountTl: '9600.50', method: 'card' })
      .returning();
    await t.db
      .update(reservations)
      .set({ paidAmount: '9600.50', status: 'confirmed' })
      .where(eq(reservations.id, id));
    await t.db.transaction(async (trx) => {
      await enqueueLifecycleMessage(trx, {
        kind: 'payment_receipt',
        reservationId: id,
        transactionId: tx!.id,
      });
      await enqueueLifecycleMessage(trx, { kind: 'confirmation', reservationId: id });
    });
    clockMs = Date.now() + 1000; // the jobs carry the database's time
    await runJobs(2);
    const receipt = inbox.find((m) => m.subject?.startsWith('Ödemeniz alındı'));
    expect(receipt?.subject).toMatch(/^Ödemeniz alındı: 9\.600,50 TL \(/);
    expect(receipt?.text).toContain('Kredi kartı');
    expect(inbox.find((m) => m.subject?.includes('onay') || m.subject?.includes('Onay'))).toBeTruthy();
    for (const m of inbox) expectClean(m);

    // Another reservation whose confirmation staff sent by hand (sendconfirm): the automated one is skipped.
    const other = await newRequest(d('06-26'), d('06-29'), 'elle@example.com');
    const otherId = await idOf(other.code);
    await runJobs(4);
    inbox.length = 0;
    await t.db.insert(mailOutbox).values({
      reservationId: otherId,
      kind: 'confirmation',
      toAddress: 'elle@example.com',
      subject: 'Onay',
      html: '<p>Onay</p>',
      status: 'sent',
    });
    await enqueueLifecycleMessage(t.db, { kind: 'confirmation', reservationId: otherId });
    await runJobs(0);
    expect(inbox).toHaveLength(0);
  });

  it('arrival information N days before check-in (site setting), review request the day after check-out with a one-time link', async () => {
    const checkIn = d('08-10');
    const checkOut = d('08-15');
    clockMs = new Date(`${checkIn}T09:00:00+03:00`).getTime() - 30 * 86_400_000;
    const { id } = await requestAnswered(checkIn, checkOut, 'varis@example.com');
    await t.db.update(reservations).set({ status: 'confirmed' }).where(eq(reservations.id, id));
    clockMs = new Date(`${checkIn}T09:00:00+03:00`).getTime() - 4 * 86_400_000; // 4 days before
    await runJobs(0);
    expect(inbox).toHaveLength(0);
    clockMs += 86_400_000; // 3 days before (default setting)
    await runJobs(1);
    expect(inbox).toHaveLength(1);
    const arrival = inbox[0]!;
    expect(arrival.subject).toBe(
      `Villa Çağlayan ${TR} için varış bilgileriniz – giriş ${checkIn.slice(8, 10)}.${checkIn.slice(5, 7)}.${checkIn.slice(0, 4)}`,
    );
    expect(arrival.text).toContain('Anahtar kasası kapının solunda; şifre: 4821.');
    expect(arrival.text).toContain('Kayaköy Mah. Şükrü Sok. No: 4, Fethiye / Muğla');
    expect(arrival.html).toContain('https://www.google.com/maps?q=36.5769,29.0891');
    expect(arrival.text).toContain('16:00');
    expectClean(arrival);
    clockMs += 86_400_000;
    await runJobs(1);
    expect(inbox).toHaveLength(1);
    // The day of check-out: no review request yet; the day after: one.
    clockMs = new Date(`${checkOut}T20:00:00+03:00`).getTime();
    await runJobs(0);
    expect(inbox).toHaveLength(1);
    clockMs = new Date(`${checkOut}T09:00:00+03:00`).getTime() + 86_400_000;
    await runJobs(2);
    expect(inbox).toHaveLength(2);
    const review = inbox[1]!;
    const [tok] = await t.db.select().from(reviewTokens).where(eq(reviewTokens.reservationId, id));
    expect(review.text).toContain(`https://www.likyavilla.com.tr/degerlendirme/${tok!.token}`);
    expectClean(review);
  });

  it('a cancellation sends the cancellation notice; a template switched off sends nothing and says so', async () => {
    clockMs = Date.now();
    const { res, id } = await requestAnswered(d('08-16'), d('08-21'), 'iptal@example.com');
    await changeStatus(t.db, { id: 1, role: 'ADMIN' } as never, id, { status: 'cancelled' } as never);
    clockMs = Date.now() + 1000;
    await runJobs(1);
    expect(inbox.map((m) => m.subject)).toEqual([`${res.code} numaralı rezervasyonunuz iptal edildi`]);
    expectClean(inbox[0]!);

    inbox.length = 0;
    await t.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.kind, 'request_received'));
    const off = await newRequest(d('08-22'), d('08-27'), 'kapali@example.com');
    const offId = await idOf(off.code);
    await runJobs(1);
    expect(inbox.map((m) => m.subject)).toEqual([expect.stringContaining('Yeni talep')]); // staff only
    const skipped = (await logsOf(offId)).find((l) => l.action === 'mail_skipped');
    expect(skipped?.message).toContain('şablonu kapalı');
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, `lifecycle:request_received:${offId}`)));
    expect(job?.status).toBe('done');
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'kapali@example.com')),
    ).toHaveLength(0);
  });
});
