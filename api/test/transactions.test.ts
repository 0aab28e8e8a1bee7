import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, transactions } from '../src/db/schema/reservations.ts';
import { sender, usePricedApp } from './support/app.ts';
import { customer, d, reserve } from './reservation-fixtures.ts';

let reservationId: number;

const t = usePricedApp({}, async (t) => {
  // 10 → 14 June: 33,500 TL.
  const res = await reserve(t, t.other, d('06-10'), d('06-14'), 'confirmed');
  reservationId = res.json().content.id;
});

const pay = (payload: Record<string, unknown>, token: string | null = t.admin) =>
  send('POST', '/v1/admin/transactions', token, payload);
const paid = async () =>
  (await t.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]!.paidAmount;

const send = sender(t);

describe('payments', () => {
  it('records payments in TL and other currencies and updates paid and due', async () => {
    const tl = await pay({
      reservationId,
      amount: 10000,
      method: 'cash',
      paidAt: d('05-01'),
      note: 'Ofiste',
    });
    expect(tl.statusCode).toBe(201);
    expect(tl.json().content).toMatchObject({
      amount: 10000,
      currency: 'TL',
      amountTl: 10000,
      method: 'cash',
      status: 'completed',
    });
    // 100 € at 48 = 4,800 TL.
    const eur = await pay({ reservationId, amount: 100, currency: 'EURO', method: 'card' });
    expect(eur.json().content.amountTl).toBe(4800);
    expect(await paid()).toBe('14800.00');
    const detail = await send('GET', `/v1/admin/reservations/${reservationId}`, t.admin);
    expect(detail.json().content).toMatchObject({ paidAmount: 14_800, dueAmount: 18_700 });
    expect(detail.json().content.transactions).toHaveLength(2);

    // A refund takes the amount off again.
    const refund = await send('PATCH', `/v1/admin/transactions/${eur.json().content.id}`, t.admin, {
      status: 'refunded',
    });
    expect(refund.statusCode).toBe(200);
    expect(await paid()).toBe('10000.00');
  });

  it('lists 100 a page with filters; detail; OWNER 403; no token 401', async () => {
    const list = await send('GET', '/v1/admin/transactions?method=cash', t.admin);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.total).toBe(1);
    expect(body.content[0]).toMatchObject({
      reservationId,
      method: 'cash',
      customerName: customer.customerName,
    });
    const one = await send('GET', `/v1/admin/transactions/${body.content[0].id}`, t.admin);
    expect(one.statusCode).toBe(200);
    expect((await send('GET', '/v1/admin/transactions/999999', t.admin)).statusCode).toBe(404);
    expect((await send('GET', '/v1/admin/transactions', t.owner)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/transactions' })).statusCode).toBe(401);
  });

  it('refuses bad input and changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(transactions))[0]!.n;
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ reservationId, amount: 0, method: 'cash' }, 400, /Tutar 0’dan büyük olmalı/],
      [{ reservationId, amount: 100, method: 'cheque' }, 400, /Geçerli bir ödeme yöntemi seçin/],
      [{ reservationId, amount: 100, method: 'cash', currency: 'YEN' }, 400, /Geçerli bir para birimi seçin/],
      [{ reservationId: 999_999, amount: 100, method: 'cash' }, 404, /Rezervasyon bulunamadı/],
    ];
    for (const [body, status, message] of cases) {
      const res = await pay(body);
      expect(res.statusCode).toBe(status);
      expect(res.json().content.message).toMatch(message);
    }
    expect((await pay({ reservationId, amount: 100, method: 'cash' }, t.owner)).statusCode).toBe(403);
    expect((await pay({ reservationId, amount: 100, method: 'cash' }, null)).statusCode).toBe(401);
    expect((await t.db.select({ n: count() }).from(transactions))[0]!.n).toBe(before);
    expect(await paid()).toBe('10000.00');
  });
});
