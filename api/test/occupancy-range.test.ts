import { describe, expect, it } from 'vitest';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds } from '../src/db/schema/villas.ts';
import { getter, usePricedApp } from './support/app.ts';
import { closeDays, customer, d, reserve } from './reservation-fixtures.ts';

// The timeline's range: every villa's blocks overlapping [from, to), with the reservation's status
// and guest, the channel of an imported block, manual closings.
const t = usePricedApp();
const getAs = getter(t);
const get = (query: string, token: string | null = t.admin) =>
  getAs(`/v1/admin/occupancy/range?${query}`, token ?? undefined);

describe('GET /v1/admin/occupancy/range', () => {
  it('answers the villas, the days and the blocks that touch the range, coloured by status and channel', async () => {
    const villa = t.other;
    const booked = (await reserve(t, villa, d('06-01'), d('06-05'), 'confirmed')).json().content;
    await reserve(t, villa, d('06-10'), d('06-14'), 'awaiting_prepayment');
    const closing = (
      await closeDays(t, {
        villaId: villa,
        startedAt: d('06-20'),
        finishedAt: d('06-23'),
        note: 'Havuz bakımı',
      })
    ).json().content;
    const [feed] = await t.db
      .insert(villaIcalFeeds)
      .values({ villaId: villa, source: 'airbnb', url: 'https://example.com/a.ics' })
      .returning();
    const [event] = await t.db
      .insert(villaIcalEvents)
      .values({ feedId: feed!.id, villaId: villa, uid: 'r-1', startDate: d('07-25'), endDate: d('08-02') })
      .returning();
    await t.db.insert(villaBlocks).values({
      villaId: villa,
      period: `[${d('07-25')},${d('08-02')})`,
      kind: 'ical',
      icalEventId: event!.id,
    });
    // Outside the range: not answered.
    await reserve(t, villa, d('09-01'), d('09-05'), 'confirmed');

    const res = await get(`from=${d('06-03')}&to=${d('08-01')}`);
    expect(res.statusCode).toBe(200);
    const c = res.json().content;
    expect(c.days).toHaveLength(59);
    expect(c.days[0]).toBe(d('06-03'));
    expect(c.days.at(-1)).toBe(d('07-31'));
    expect(c.villas.some((v: { id: number }) => v.id === villa)).toBe(true);
    const mine = c.spans.filter((s: { villaId: number }) => s.villaId === villa);
    expect(mine).toEqual([
      expect.objectContaining({
        start: d('06-01'),
        end: d('06-05'),
        kind: 'booked',
        source: 'reservation',
        status: 'confirmed',
        reservationId: booked.id,
        customerName: customer.customerName,
        channel: null,
        closingId: null,
      }),
      expect.objectContaining({ start: d('06-10'), kind: 'option', status: 'awaiting_prepayment' }),
      expect.objectContaining({
        start: d('06-20'),
        end: d('06-23'),
        kind: 'closed',
        source: 'external',
        closingId: closing.id,
        note: 'Havuz bakımı',
      }),
      expect.objectContaining({
        start: d('07-25'),
        kind: 'closed',
        source: 'ical',
        channel: 'airbnb',
        closingId: null,
      }),
    ]);
  });

  it('is for ADMIN only and refuses a backwards or too long range', async () => {
    expect((await get(`from=${d('06-01')}&to=${d('07-01')}`, t.owner)).statusCode).toBe(403);
    expect((await get(`from=${d('06-01')}&to=${d('07-01')}`, null)).statusCode).toBe(401);
    expect((await get(`from=${d('07-01')}&to=${d('06-01')}`)).statusCode).toBe(400);
    expect((await get(`from=${d('01-01')}&to=${d('06-01')}`)).statusCode).toBe(400);
  });
});
