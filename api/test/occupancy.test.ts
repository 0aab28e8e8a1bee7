import { describe, expect, it } from 'vitest';
import { villas } from '../src/db/schema/villas.ts';
import { todayInTurkey } from '../src/modules/pricing/dates.ts';
import { getter, usePricedApp } from './support/app.ts';
import { closeDays, d, YEAR, reserve } from './reservation-fixtures.ts';

const t = usePricedApp();
const get = getter(t);

describe('occupancy calendar', () => {
  it('draws booked, option and closed days distinctly, with the reservation to click through to', async () => {
    const villa = t.other;
    const booked = (await reserve(t, villa, d('06-02'), d('06-06'), 'confirmed')).json().content;
    await reserve(t, villa, d('06-10'), d('06-14'), 'awaiting_prepayment');
    await reserve(t, villa, d('06-20'), d('06-24'), 'new');
    await closeDays(t, { villaId: villa, startedAt: d('06-28'), finishedAt: d('07-03') });
    const res = await get(`/v1/admin/occupancy?month=${YEAR}-06`, t.admin);
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
    const res = await get('/v1/admin/occupancy', t.admin);
    const ms = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(res.json().content.villas.length).toBeGreaterThanOrEqual(500);
    expect(res.json().content.month).toBe(todayInTurkey().slice(0, 7));
    expect(ms).toBeLessThan(1500);
    expect((await get('/v1/admin/occupancy', t.owner)).statusCode).toBe(403);
    expect((await get('/v1/admin/occupancy')).statusCode).toBe(401);
    const bad = await get('/v1/admin/occupancy?month=2025-13', t.admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toMatch(/YYYY-AA/);
  });
});

describe('dashboard summary', () => {
  it('gives today’s check-ins and the monthly counts; OWNER sees own villas only; no token 401', async () => {
    const res = await get('/v1/admin/dashboard/summary', t.admin);
    expect(res.statusCode).toBe(200);
    const c = res.json().content;
    expect(c.today).toBe(todayInTurkey());
    expect(c.monthly).toHaveLength(14);
    expect(c.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0)).toBeGreaterThan(0);
    const own = await get('/v1/admin/dashboard/summary', t.owner);
    expect(own.statusCode).toBe(200);
    const ownTotal = own.json().content.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0);
    const allTotal = c.monthly.reduce((s: number, m: { count: number }) => s + m.count, 0);
    expect(ownTotal).toBeLessThan(allTotal);
    expect((await get('/v1/admin/dashboard/summary')).statusCode).toBe(401);
  });
});
