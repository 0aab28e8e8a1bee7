import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailTemplates } from '../src/db/schema/content.ts';
import { mailOutbox, reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { bearer } from './helper.ts';
import { sender, tokens, useApp } from './support/app.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';

let admin: string;
let owner: string;
let villa: number;

const t = useApp({}, async (t) => {
  ({ other: villa } = await priceFixtures(t.db));
  [admin, owner] = await tokens(t.app);
});

const post = (url: string, payload: Record<string, unknown>, token: string | null = admin) =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, payload });
async function newRequest(checkIn: string, checkOut: string, extra: Record<string, unknown> = {}) {
  const res = await post('/v1/admin/reservations', {
    ...customer,
    villaId: villa,
    checkIn,
    checkOut,
    adults: 2,
    ...extra,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ content: { id: number; reservationCode: string } }>().content;
}
const outboxCount = async () => (await t.db.select({ n: count() }).from(mailOutbox))[0]!.n;

const send = sender(t);

describe('messages: payment link, bank details, confirmation', () => {
  it('the journey: payment link opens an option, payment is recorded, confirmation confirms', async () => {
    // 10 → 14 June: 4 × 8,000 + 1,500 = 33,500; prepayment 30 % = 10,050.
    const r = await newRequest(d('06-10'), d('06-14'));
    const link = await post('/v1/admin/sendpaymentlink', { id: r.id, optionHours: 48 });
    expect(link.statusCode).toBe(200);
    expect(link.json().content).toMatchObject({ mailStatus: 'stored', status: 'awaiting_prepayment' });
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row!.paymentToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect((await t.db.select().from(villaBlocks).where(eq(villaBlocks.reservationId, r.id))).length).toBe(1);

    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, r.id));
    expect(mail).toMatchObject({ kind: 'payment_link', toAddress: customer.customerEmail, status: 'stored' });
    expect(mail!.html).toContain(`/odeme/${row!.paymentToken}`);
    expect(mail!.html).toContain('Ayşe Yılmaz');

    // The public payment page.
    const page = await t.app.inject({ url: `/v1/payment/${row!.paymentToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.json().content).toMatchObject({
      reservationCode: r.reservationCode,
      statusLabel: 'Ön ödeme bekleniyor',
      totalAmount: 33_500,
      prepaymentAmount: 10_050,
      prepaymentDue: 10_050,
      balanceAtCheckIn: 23_450,
    });
    expect(page.json().content.banks.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: '/v1/payment/not-a-real-token-at-all' })).statusCode).toBe(404);

    // A bank transfer of the prepayment, then the confirmation.
    const pay = await post('/v1/admin/transactions', {
      reservationId: r.id,
      amount: 10050,
      method: 'bank_transfer',
    });
    expect(pay.statusCode).toBe(201);
    const confirm = await post('/v1/admin/sendconfirm', { id: r.id });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().content.status).toBe('confirmed');

    const detail = await send('GET', `/v1/admin/reservations/${r.id}`, admin);
    const c = detail.json().content;
    expect(c).toMatchObject({ status: 'confirmed', paidAmount: 10_050, prepaymentDue: 0, dueAmount: 23_450 });
    expect(c.messages.map((m: { kind: string }) => m.kind)).toEqual(['confirmation', 'payment_link']);
    const logText = c.logs.map((l: { message: string }) => l.message).join('\n');
    expect(logText).toContain('Ödeme linki ayse.yilmaz@example.com adresine giden kutusuna kaydedildi');
    expect(logText).toContain('Rezervasyon onayı');

    const outbox = await send('GET', `/v1/admin/outbox?reservation_id=${r.id}`, admin);
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().total).toBe(2);
    expect((await send('GET', '/v1/admin/outbox', owner)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/outbox' })).statusCode).toBe(401);
  });

  it('confirmation with the prepayment still open marks "confirmation sent"', async () => {
    const r = await newRequest(d('06-15'), d('06-18'));
    const res = await post('/v1/admin/sendconfirm', { id: r.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.status).toBe('confirmation_sent');
  });

  it('bank details carry the active bank accounts', async () => {
    const r = await newRequest(d('06-20'), d('06-23'));
    const res = await post('/v1/admin/sendbank', { id: r.id });
    expect(res.statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, r.id));
    expect(mail!.kind).toBe('bank_details');
    expect(mail!.html).toMatch(/IBAN: TR/);
  });

  it('refuses and changes nothing: no e-mail, cancelled, unknown, bad body, no active template', async () => {
    const before = await outboxCount();
    const noMail = await newRequest(d('06-24'), d('06-27'), { customerEmail: '' });
    const a = await post('/v1/admin/sendpaymentlink', { id: noMail.id });
    expect(a.statusCode).toBe(400);
    expect(a.json().content.message).toBe(
      'Müşterinin e-posta adresi kayıtlı değil; önce rezervasyonu düzenleyin.',
    );
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, noMail.id));
    expect(row!.status).toBe('new');

    expect((await post('/v1/admin/sendpaymentlink', { id: 999_999 })).statusCode).toBe(404);
    const bad = await post('/v1/admin/sendbank', { id: 'abc' });
    expect(bad.statusCode).toBe(400);

    const r = await newRequest(d('06-27'), d('06-30'));
    await t.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.kind, 'payment_link'));
    const noTpl = await post('/v1/admin/sendpaymentlink', { id: r.id });
    expect(noTpl.statusCode).toBe(409);
    expect(noTpl.json().content.message).toMatch(/aktif bir e-posta şablonu yok/);
    const [still] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(still!.status).toBe('new');
    expect((await t.db.select().from(villaBlocks).where(eq(villaBlocks.reservationId, r.id))).length).toBe(0);
    await t.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.kind, 'payment_link'));

    await send('PATCH', `/v1/admin/reservations/${r.id}`, admin, { status: 'cancelled' });
    const cancelled = await post('/v1/admin/sendconfirm', { id: r.id });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().content.message).toBe('İptal edilmiş bir rezervasyona mesaj gönderilemez.');
    expect(await outboxCount()).toBe(before);
  });
});
