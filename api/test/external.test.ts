import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalEntries, villaBlocks } from '../src/db/schema/reservations.ts';
import { bearer, build, login, type TestContext } from './helper.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';

let t: TestContext;
let admin: string;
let owner: string;
let villa: number;
const OVERLAP = 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.';

beforeAll(async () => {
  t = await build();
  ({ other: villa } = await priceFixtures(t.db));
  [admin, owner] = await Promise.all([login(t.app, 'ADMIN'), login(t.app, 'OWNER')]);
});
afterAll(() => t?.close());

const blocksOf = async (entryId: number) =>
  (await t.db.select({ n: count() }).from(villaBlocks).where(eq(villaBlocks.externalEntryId, entryId)))[0]!.n;

describe('manual closing (external)', () => {
  it('an active closing blocks the calendar like a booking; cancelling or deleting frees it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin),
      payload: { villaId: villa, startedAt: d('06-10'), finishedAt: d('06-15'), note: 'Bakım' },
    });
    expect(res.statusCode).toBe(201);
    const entry = res.json().content;
    expect(entry).toMatchObject({ status: 'active', note: 'Bakım', startedAt: d('06-10') });
    expect(await blocksOf(entry.id)).toBe(1);

    const booking = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/reservations',
      headers: bearer(admin),
      payload: {
        ...customer,
        villaId: villa,
        checkIn: d('06-12'),
        checkOut: d('06-16'),
        adults: 2,
        status: 'confirmed',
      },
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().content.message).toBe(OVERLAP);

    const overlapping = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin),
      payload: { villaId: villa, startedAt: d('06-14'), finishedAt: d('06-18') },
    });
    expect(overlapping.statusCode).toBe(409);

    const cancel = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/external/${entry.id}`,
      headers: bearer(admin),
      payload: {
        villaId: villa,
        status: 'cancelled',
        startedAt: d('06-10'),
        finishedAt: d('06-15'),
        note: 'Bakım',
      },
    });
    expect(cancel.statusCode).toBe(200);
    expect(await blocksOf(entry.id)).toBe(0);
    const reopen = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/external/${entry.id}`,
      headers: bearer(admin),
      payload: { villaId: villa, status: 'active', startedAt: d('06-11'), finishedAt: d('06-13') },
    });
    expect(reopen.statusCode).toBe(200);
    expect(await blocksOf(entry.id)).toBe(1);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/v1/admin/external/${entry.id}`,
      headers: bearer(admin),
    });
    expect(del.statusCode).toBe(204);
    expect((await t.db.select().from(externalEntries).where(eq(externalEntries.id, entry.id))).length).toBe(
      0,
    );
    expect(await blocksOf(entry.id)).toBe(0);
  });

  it('lists 20 a page with filters; OWNER 403; no token 401; bad input changes nothing', async () => {
    for (const m of ['07', '08']) {
      await t.app.inject({
        method: 'POST',
        url: '/v1/admin/external',
        headers: bearer(admin),
        payload: { villaId: villa, startedAt: d(`${m}-01`), finishedAt: d(`${m}-05`) },
      });
    }
    const list = await t.app.inject({
      url: `/v1/admin/external?villa_id=${villa}&started_at=${d('08-01')}`,
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().content[0].startedAt).toBe(d('08-01'));
    expect(
      (await t.app.inject({ url: '/v1/admin/external?status=active', headers: bearer(admin) })).json().total,
    ).toBe(2);
    expect((await t.app.inject({ url: '/v1/admin/external', headers: bearer(owner) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/v1/admin/external' })).statusCode).toBe(401);

    const before = (await t.db.select({ n: count() }).from(externalEntries))[0]!.n;
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(admin),
      payload: { villaId: villa, startedAt: d('09-05'), finishedAt: d('09-01') },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toMatch(/Bitiş tarihi başlangıç tarihinden sonra olmalı/);
    const ownerPost = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: bearer(owner),
      payload: { villaId: villa, startedAt: d('09-01'), finishedAt: d('09-05') },
    });
    expect(ownerPost.statusCode).toBe(403);
    expect((await t.db.select({ n: count() }).from(externalEntries))[0]!.n).toBe(before);
  });
});
