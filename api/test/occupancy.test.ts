import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { villas } from '../src/db/schema/villas.ts';
import { todayInTurkey } from '../src/modules/pricing/dates.ts';
import { bearer, build, login, type TestContext } from './helper.ts';
import { customer, d, YEAR, priceFixtures } from './reservation-fixtures.ts';

let t: TestContext;
let admin: string;
let owner: string;
let villa: number;

beforeAll(async () => {
  t = await build();
  ({ other: villa } = await priceFixtures(t.db));
  [admin, owner] = await Promise.all([login(t.app, 'ADMIN'), login(t.app, 'OWNER')]);
});
afterAll(() => t?.close());

describe('occupancy calendar', () => {
  it('draws booked, option and closed days distinctly, with the reservation to click through to', async () => {
    const mk = (checkIn: string, checkOut: string, status: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/admin/reservations',
        headers: bearer(admin),
        payload: { ...customer, villaId: villa, checkIn, checkOut, adults: 2, status },
      });
    const booked = (await mk(d('06-02'), d('06-06'), 'confirmed')).json().content;
    await mk(d('06-10'), d('06-14'), 'awaiting_prepayment');
    await mk(d('06-20'), d('06-24'), 'new');
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin),
      payload: { villaId: villa, startedAt: d('06-28'), finishedAt: d('07-03') },
    });
    const res = await t.app.inject({ url: `/v1/admin/occupancy?month=${YEAR}-06`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const c = res.json().content;
    expect(c.days).toHaveLength(30);
    expect(c.days[0]).toBe(d('06-01'));
    const spans = c.spans.filter((s: { villaId: number }) => s.villaId === villa);
    expect(spans.map((s: { kind: string; start: string }) => [s.kind, s.start]).sort()).toEqual([
      ['booked', d('06-02')],
      ['closed', d('06-28')],
      ['option', d('06-10')],
    ]);
    expect(spans.find((s: { kind: string }) => s.kind === 'booked').reservationId).toBe(booked.id);
    // A new request does not occupy the calendar.
    expect(spans.some((s: { start: string }) => s.start === d('06-20'))).toBe(false);
  });

  it('stays fast with 500 villas; OWNER 403; no token 401; a bad month is 400', async () => {
    const [one] = await t.db.select().from(villas).limit(1);
    await t.db.insert(villas).values(
      Array.from({ length: 500 }, (_, i) => ({
        name: `Test Villa ${i}`,
        slug: `test-villa-${i}`,
        townId: one!.townId,
      })),
    );
    const started = performance.now();
    const res = await t.app.inject({ url: '/v1/admin/occupancy', headers: bearer(admin) });
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().content.villas.length).toBeGreaterThanOrEqual(500);
    expect(res.json().content.month).toBe(todayInTurkey().slice(0, 7));
    expect(ms).toBeLessThan(1500);
    expect((await t.app.inject({ url: '/v1/admin/occupancy', headers: bearer(owner) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/occupancy' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/v1/admin/occupancy?month=2025-13', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toMatch(/YYYY-AA/);
  });
});

describe('dashboard summary', () => {
  it('gives today’s check-ins and the monthly counts; OWNER sees own villas only; no token 401', async () => {
    const res = await t.app.inject({ url: '/v1/admin/dashboard/summary', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const c = res.json().content;
    expect(c.today).toBe(todayInTurkey());
    expect(c.monthly).toHaveLength(14);
    expect(c.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBeGreaterThan(0);
    const own = await t.app.inject({ url: '/v1/admin/dashboard/summary', headers: bearer(owner) });
    expect(own.statusCode).toBe(200);
    const ownTotal = own.json().content.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0);
    const allTotal = c.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0);
    expect(ownTotal).toBeLessThan(allTotal);
    expect((await t.app.inject({ url: '/v1/admin/dashboard/summary' })).statusCode).toBe(401);
  });
});
