import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationLogs, reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { releaseExpiredOptions } from '../src/modules/reservations/expiry-job.ts';
import { sender, usePricedApp } from './support/app.ts';
import { customer, d } from './reservation-fixtures.ts';

const OVERLAP = 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.';

const t = usePricedApp();

const create = (body: Record<string, unknown>, token = t.admin) =>
  send('POST', '/v1/admin/reservations', token, body);
const patch = (id: number, body: Record<string, unknown>, token = t.admin) =>
  send('PATCH', `/v1/admin/reservations/${id}`, token, body);
const countRows = async () => (await t.db.select({ n: count() }).from(reservations))[0]!.n;
const blocksOf = async (reservationId: number) =>
  (
    await t.db.select({ n: count() }).from(villaBlocks).where(eq(villaBlocks.reservationId, reservationId))
  )[0]!.n;

type Detail = {
  id: number;
  status: string;
  reservationCode: string;
  totalAmount: number;
  accommodationAmount: number;
  cleaningFee: number;
  extraFees: number;
  prepaymentAmount: number;
  balanceAtCheckIn: number;
  prepaymentDue: number;
  dueAmount: number;
  nights: number;
  totalInCurrencies: Record<string, number>;
  allowedStatuses: string[];
  logs: { action: string; message: string }[];
};

const send = sender(t);

describe('access', () => {
  it('lists for ADMIN and OWNER (own villas only), refuses no token', async () => {
    const res = await create({
      ...customer,
      villaId: t.other,
      checkIn: d('06-02'),
      checkOut: d('06-05'),
      adults: 2,
    });
    expect(res.statusCode).toBe(201);
    const mine = await create({
      ...customer,
      villaId: t.owned,
      checkIn: d('06-02'),
      checkOut: d('06-05'),
      adults: 2,
    });
    expect(mine.statusCode).toBe(201);

    const all = await send('GET', '/v1/admin/reservations?take=100', t.admin);
    expect(all.statusCode).toBe(200);
    const ids = all.json<{ content: { villaId: number }[] }>().content.map((r) => r.villaId);
    expect(ids).toContain(t.other);

    const ownerList = await send('GET', '/v1/admin/reservations', t.owner);
    expect(ownerList.statusCode).toBe(200);
    const ownerRows = ownerList.json<{ content: { villaId: number }[] }>().content;
    expect(ownerRows.length).toBeGreaterThan(0);
    expect(ownerRows.every((r) => r.villaId === t.owned || r.villaId !== t.other)).toBe(true);
    expect(ownerRows.map((r) => r.villaId)).not.toContain(t.other);

    const otherId = res.json<{ content: Detail }>().content.id;
    expect((await send('GET', `/v1/admin/reservations/${otherId}`, t.owner)).statusCode).toBe(404);
    const mineId = mine.json<{ content: Detail }>().content.id;
    const ownDetail = await send('GET', `/v1/admin/reservations/${mineId}`, t.owner);
    expect(ownDetail.statusCode).toBe(200);
    expect(ownDetail.json<{ content: Detail }>().content.allowedStatuses).toEqual([]);

    expect((await t.app.inject({ url: '/v1/admin/reservations' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/v1/admin/reservations/${mineId}` })).statusCode).toBe(401);
  });

  it('OWNER is read-only: every write is 403; no token is 401; nothing changes', async () => {
    const before = await countRows();
    const body = { ...customer, villaId: t.owned, checkIn: d('06-10'), checkOut: d('06-14'), adults: 2 };
    expect((await create(body, t.owner)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/admin/reservations', payload: body })).statusCode,
    ).toBe(401);
    const [row] = await t.db.select().from(reservations).limit(1);
    const put = await send('PUT', `/v1/admin/reservations/${row!.id}`, t.owner, body);
    expect(put.statusCode).toBe(403);
    expect((await patch(row!.id, { status: 'cancelled' }, t.owner)).statusCode).toBe(403);
    for (const path of ['sendpaymentlink', 'sendbank', 'sendconfirm']) {
      const r = await send('POST', `/v1/admin/${path}`, t.owner, { id: row!.id });
      expect(r.statusCode).toBe(403);
      const anon = await t.app.inject({ method: 'POST', url: `/v1/admin/${path}`, payload: { id: row!.id } });
      expect(anon.statusCode).toBe(401);
    }
    expect(await countRows()).toBe(before);
  });
});

describe('amounts (hand-worked)', () => {
  it('prices a stay across the June/July boundary, plus extra fees, in TL with other currencies', async () => {
    // 27 June → 4 July: 27, 28, 29, 30 June at 8,000 = 32,000; 1, 2, 3 July at 250 € × 48 = 36,000.
    // Accommodation 68,000 + cleaning 1,500 + extra 2,000 = 71,500. Prepayment 30 % = 21,450;
    // balance at check-in 50,050. In EURO at 48: 1,489.58. Minimum stay 5 (July): 7 nights pass.
    const res = await create({
      ...customer,
      villaId: t.other,
      checkIn: d('06-27'),
      checkOut: d('07-04'),
      adults: 2,
      children: 1,
      extraFees: 2000,
    });
    expect(res.statusCode).toBe(201);
    const r = res.json<{ content: Detail }>().content;
    expect(r.nights).toBe(7);
    expect(r.accommodationAmount).toBe(68_000);
    expect(r.cleaningFee).toBe(1_500);
    expect(r.extraFees).toBe(2_000);
    expect(r.totalAmount).toBe(71_500);
    expect(r.prepaymentAmount).toBe(21_450);
    expect(r.balanceAtCheckIn).toBe(50_050);
    expect(r.prepaymentDue).toBe(21_450);
    expect(r.dueAmount).toBe(71_500);
    expect(r.totalInCurrencies.EURO).toBe(1_489.58);
    expect(r.status).toBe('new');
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row).toMatchObject({
      totalAmount: '71500.00',
      prepaymentAmount: '21450.00',
      guests: 3,
      source: 'staff',
    });
    // 'new' does not hold the calendar.
    expect(await blocksOf(r.id)).toBe(0);
  });

  it('a staff-given prepayment is kept; one above the total is refused', async () => {
    // 10 → 13 June: 3 × 8,000 + 1,500 = 25,500.
    const ok = await create({
      ...customer,
      villaId: t.other,
      checkIn: d('06-10'),
      checkOut: d('06-13'),
      adults: 2,
      prepaymentAmount: 5000,
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json<{ content: Detail }>().content).toMatchObject({
      totalAmount: 25_500,
      prepaymentAmount: 5_000,
      balanceAtCheckIn: 20_500,
    });
    const before = await countRows();
    const bad = await create({
      ...customer,
      villaId: t.other,
      checkIn: d('06-10'),
      checkOut: d('06-13'),
      adults: 2,
      prepaymentAmount: 30000,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toBe('Ön ödeme toplam tutardan büyük olamaz.');
    expect(await countRows()).toBe(before);
  });

  it('refuses bad input with a Turkish message and stores nothing', async () => {
    const before = await countRows();
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [
        { villaId: t.other, checkIn: d('06-10'), checkOut: d('06-12'), adults: 2 },
        400,
        'Bu tarihlerde en az 3 gece konaklama gerekir.',
      ],
      [
        { villaId: t.other, checkIn: d('06-12'), checkOut: d('06-10'), adults: 2 },
        400,
        /Çıkış tarihi giriş tarihinden sonra olmalı/,
      ],
      [
        { villaId: t.other, checkIn: d('06-10'), checkOut: d('06-15'), adults: 7 },
        400,
        'Bu villa en fazla 6 kişiliktir.',
      ],
      [{ villaId: 999_999, checkIn: d('06-10'), checkOut: d('06-15'), adults: 2 }, 404, 'Villa bulunamadı.'],
      [
        { villaId: t.other, checkIn: d('09-10'), checkOut: d('09-15'), adults: 2 },
        400,
        /fiyat tanımlı değil/,
      ],
      [
        { villaId: t.other, checkIn: '2030-02-30', checkOut: d('06-15'), adults: 2 },
        400,
        /geçerli bir tarih değil/,
      ],
      [
        { villaId: t.other, checkIn: d('06-10'), checkOut: d('06-15'), adults: 2, customerEmail: 'x@' },
        400,
        /e-posta/,
      ],
      [
        { villaId: t.other, checkIn: d('06-10'), checkOut: d('06-15'), adults: 2, status: 'cancelled' },
        400,
        /başlangıç durumu/,
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await create({ ...customer, ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(res.json().content.message).toMatch(message);
    }
    const noName = await create({ villaId: t.other, checkIn: d('06-10'), checkOut: d('06-15'), adults: 2 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().content.message).toMatch(/customerName/);
    expect(await countRows()).toBe(before);
  });
});

describe('status transitions and the calendar', () => {
  it('blocking statuses hold the dates, cancelling frees them, forbidden moves are 400', async () => {
    const res = await create({
      ...customer,
      villaId: t.owned,
      checkIn: d('06-15'),
      checkOut: d('06-20'),
      adults: 2,
    });
    const { id } = res.json<{ content: Detail }>().content;
    expect(await blocksOf(id)).toBe(0);

    const option = await patch(id, { status: 'awaiting_prepayment', optionHours: 12 });
    expect(option.statusCode).toBe(200);
    expect(option.json<{ content: Detail }>().content.status).toBe('awaiting_prepayment');
    expect(await blocksOf(id)).toBe(1);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, id));
    const hours = (row!.optionExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThan(12.1);

    const back = await patch(id, { status: 'new' });
    expect(back.statusCode).toBe(400);
    expect(back.json().content.message).toBe(
      '"Ön ödeme bekleniyor" durumundaki bir rezervasyon "Yeni talep" durumuna geçirilemez.',
    );

    expect((await patch(id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await blocksOf(id)).toBe(1);
    // Another stay over the same nights cannot be confirmed, nor created confirmed.
    const clash = await create({
      ...customer,
      villaId: t.owned,
      checkIn: d('06-18'),
      checkOut: d('06-22'),
      adults: 2,
      status: 'confirmed',
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().content.message).toBe(OVERLAP);
    // The check-out day is free for the next guest.
    const next = await create({
      ...customer,
      villaId: t.owned,
      checkIn: d('06-20'),
      checkOut: d('06-23'),
      adults: 2,
      status: 'confirmed',
    });
    expect(next.statusCode).toBe(201);

    const cancel = await patch(id, { status: 'cancelled', reason: 'Müşteri vazgeçti' });
    expect(cancel.statusCode).toBe(200);
    const detail = cancel.json<{ content: Detail }>().content;
    expect(detail.allowedStatuses).toEqual([]);
    expect(detail.logs[0]!.message).toBe(
      'Durum değişti: Onaylandı → İptal edildi. Açıklama: Müşteri vazgeçti',
    );
    expect(await blocksOf(id)).toBe(0);
    expect((await patch(id, { status: 'confirmed' })).statusCode).toBe(400);
    expect((await patch(id, { status: 'bogus' })).statusCode).toBe(400);
    expect((await patch(999_999, { status: 'cancelled' })).statusCode).toBe(404);
  });

  it('editing moves the hold; an edit onto taken dates is 409 and changes nothing', async () => {
    const a = (
      await create({
        ...customer,
        villaId: t.other,
        checkIn: d('08-01'),
        checkOut: d('08-06'),
        adults: 2,
        status: 'confirmed',
      })
    ).json<{ content: Detail }>().content;
    await create({
      ...customer,
      villaId: t.other,
      checkIn: d('08-10'),
      checkOut: d('08-15'),
      adults: 2,
      status: 'confirmed',
    });
    const body = {
      ...customer,
      villaId: t.other,
      checkIn: d('08-02'),
      checkOut: d('08-08'),
      adults: 3,
      children: 0,
    };
    const moved = await send('PUT', `/v1/admin/reservations/${a.id}`, t.admin, body);
    expect(moved.statusCode).toBe(200);
    // 2 → 8 August: 6 × 250 € × 48 = 72,000 + 1,500 = 73,500.
    expect(moved.json<{ content: Detail }>().content).toMatchObject({ totalAmount: 73_500, nights: 6 });
    const [block] = await t.db.select().from(villaBlocks).where(eq(villaBlocks.reservationId, a.id));
    expect(block!.period).toBe(`[${d('08-02')},${d('08-08')})`);

    const clash = await send('PUT', `/v1/admin/reservations/${a.id}`, t.admin, {
      ...body,
      checkOut: d('08-12'),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().content.message).toBe(OVERLAP);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, a.id));
    expect(row).toMatchObject({ checkOut: d('08-08'), totalAmount: '73500.00' });
    const [still] = await t.db.select().from(villaBlocks).where(eq(villaBlocks.reservationId, a.id));
    expect(still!.period).toBe(`[${d('08-02')},${d('08-08')})`);
  });

  it('50 concurrent confirmations of overlapping stays: exactly one wins, the others get 409', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++) {
      const res = await create({
        ...customer,
        customerName: `Yarış ${i}`,
        villaId: t.owned,
        checkIn: d(`07-${String(1 + (i % 5)).padStart(2, '0')}`),
        checkOut: d(`07-${String(10 + (i % 5)).padStart(2, '0')}`),
        adults: 2,
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ content: Detail }>().content.id);
    }
    const results = await Promise.all(ids.map((id) => patch(id, { status: 'confirmed' })));
    const ok = results.filter((r) => r.statusCode === 200);
    const conflicts = results.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(49);
    for (const c of conflicts) expect(c.json().content.message).toBe(OVERLAP);
    const rows = await t.db.select().from(reservations).where(inArray(reservations.id, ids));
    expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'new')).toHaveLength(49);
    const blocks = await t.db
      .select({ n: count() })
      .from(villaBlocks)
      .where(inArray(villaBlocks.reservationId, ids));
    expect(blocks[0]!.n).toBe(1);
  }, 60_000);
});

describe('list filters', () => {
  it('filters by status, villa, code, customer name, date type and range, and past stays', async () => {
    const made = (
      await create({
        ...customer,
        customerName: 'Filtre Deneme',
        villaId: t.other,
        checkIn: d('06-05'),
        checkOut: d('06-09'),
        adults: 2,
      })
    ).json<{ content: Detail }>().content;
    const q = async (qs: string) => {
      const res = await send('GET', `/v1/admin/reservations?${qs}`, t.admin);
      expect(res.statusCode, qs).toBe(200);
      return res.json<{ content: { id: number; status: string; villaId: number }[]; total: number }>();
    };
    expect((await q('customer_name=filtre')).content.map((r) => r.id)).toEqual([made.id]);
    expect(
      (await q(`reservation_id=${made.reservationCode.slice(2, 7)}`)).content.map((r) => r.id),
    ).toContain(made.id);
    const byStatus = await q('status=confirmed');
    expect(byStatus.content.every((r) => r.status === 'confirmed')).toBe(true);
    expect((await q(`villa_id=${t.other}`)).content.every((r) => r.villaId === t.other)).toBe(true);
    expect(
      (await q(`datetype=checkin&date1=${d('06-05')}&date2=${d('06-05')}`)).content.map((r) => r.id),
    ).toEqual([made.id]);
    expect(
      (await q(`datetype=checkout&date1=${d('06-09')}&date2=${d('06-09')}`)).content.map((r) => r.id),
    ).toEqual([made.id]);
    expect((await q('oldrez=true&customer_name=filtre')).total).toBe(0);
    const paged = await q('take=2&skip=0');
    expect(paged.content).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
    const bad = await send('GET', '/v1/admin/reservations?datetype=yesterday', t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toMatch(/Geçerli bir tarih türü seçin/);
  });
});

describe('option expiry job', () => {
  it('releases an unpaid option past its time: cancelled, dates free, logged', async () => {
    const r = (
      await create({
        ...customer,
        villaId: t.other,
        checkIn: d('06-22'),
        checkOut: d('06-26'),
        adults: 2,
        status: 'awaiting_prepayment',
        optionHours: 1,
      })
    ).json<{ content: Detail }>().content;
    expect(await blocksOf(r.id)).toBe(1);
    // Not yet expired: nothing happens.
    expect(await releaseExpiredOptions(t.db)).toBe(0);
    await t.db
      .update(reservations)
      .set({ optionExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(reservations.id, r.id));
    expect(await releaseExpiredOptions(t.db)).toBe(1);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row!.status).toBe('cancelled');
    expect(await blocksOf(r.id)).toBe(0);
    const logs = await t.db.select().from(reservationLogs).where(eq(reservationLogs.reservationId, r.id));
    expect(logs.map((l) => l.message)).toContain('Opsiyon süresi doldu; tarihler serbest bırakıldı.');
    // The dates can be booked again.
    const again = await create({
      ...customer,
      villaId: t.other,
      checkIn: d('06-22'),
      checkOut: d('06-26'),
      adults: 2,
      status: 'confirmed',
    });
    expect(again.statusCode).toBe(201);
  });

  it('keeps an option on which a payment was recorded', async () => {
    const r = (
      await create({
        ...customer,
        villaId: t.other,
        checkIn: d('06-01'),
        checkOut: d('06-04'),
        adults: 2,
        status: 'awaiting_prepayment',
      })
    ).json<{ content: Detail }>().content;
    await t.db
      .update(reservations)
      .set({ optionExpiresAt: new Date(Date.now() - 60_000), paidAmount: '1000' })
      .where(eq(reservations.id, r.id));
    expect(await releaseExpiredOptions(t.db)).toBe(0);
    const [row] = await t.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(row!.status).toBe('awaiting_prepayment');
  });
});
