import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { externalEntries, villaBlocks } from '../src/db/schema/reservations.ts';
import { sender, usePricedApp } from './support/app.ts';
import { customer, d } from './reservation-fixtures.ts';
import { villas } from '../src/db/schema/villas.ts';

const OVERLAP = 'Seçilen tarihler dolu; bu tarihlerde başka bir rezervasyon veya kapatma var.';

const t = usePricedApp();

const blocksOf = async (entryId: number) =>
  (await t.db.select({ n: count() }).from(villaBlocks).where(eq(villaBlocks.externalEntryId, entryId)))[0]!.n;

const send = sender(t);
/** A manual closing of `villaId` from `from` to `to` (MM-DD of the test year), posted with `token`. */
const closeAs = (token: string, villaId: number, from: string, to: string, note?: string) =>
  send('POST', '/v1/admin/external', token, { villaId, startedAt: d(from), finishedAt: d(to), note });

describe('manual closing (external)', () => {
  it('an active closing blocks the calendar like a booking; cancelling or deleting frees it', async () => {
    const res = await closeAs(t.admin, t.other, '06-10', '06-15', 'Bakım');
    expect(res.statusCode).toBe(201);
    const entry = res.json().content;
    expect(entry).toMatchObject({ status: 'active', note: 'Bakım', startedAt: d('06-10') });
    expect(await blocksOf(entry.id)).toBe(1);

    const booking = await send('POST', '/v1/admin/reservations', t.admin, {
      ...customer,
      villaId: t.other,
      checkIn: d('06-12'),
      checkOut: d('06-16'),
      adults: 2,
      status: 'confirmed',
    });
    expect(booking.statusCode).toBe(409);
    expect(booking.json().content.message).toBe(OVERLAP);

    const overlapping = await closeAs(t.admin, t.other, '06-14', '06-18');
    expect(overlapping.statusCode).toBe(409);

    const cancel = await send('PUT', `/v1/admin/external/${entry.id}`, t.admin, {
      villaId: t.other,
      status: 'cancelled',
      startedAt: d('06-10'),
      finishedAt: d('06-15'),
      note: 'Bakım',
    });
    expect(cancel.statusCode).toBe(200);
    expect(await blocksOf(entry.id)).toBe(0);
    const reopen = await send('PUT', `/v1/admin/external/${entry.id}`, t.admin, {
      villaId: t.other,
      status: 'active',
      startedAt: d('06-11'),
      finishedAt: d('06-13'),
    });
    expect(reopen.statusCode).toBe(200);
    expect(await blocksOf(entry.id)).toBe(1);

    const del = await send('DELETE', `/v1/admin/external/${entry.id}`, t.admin);
    expect(del.statusCode).toBe(204);
    expect((await t.db.select().from(externalEntries).where(eq(externalEntries.id, entry.id))).length).toBe(
      0,
    );
    expect(await blocksOf(entry.id)).toBe(0);
  });

  it('lists 20 a page with filters; OWNER 403; no token 401; bad input changes nothing', async () => {
    for (const m of ['07', '08']) {
      await closeAs(t.admin, t.other, `${m}-01`, `${m}-05`);
    }
    const list = await send(
      'GET',
      `/v1/admin/external?villa_id=${t.other}&started_at=${d('08-01')}`,
      t.admin,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(1);
    expect(list.json().content[0].startedAt).toBe(d('08-01'));
    expect((await send('GET', '/v1/admin/external?status=active', t.admin)).json().total).toBe(2);
    // An OWNER's list holds only their own villas' closings (these are on another villa).
    const ownerList = await send('GET', '/v1/admin/external', t.owner);
    expect(ownerList.statusCode).toBe(200);
    expect(ownerList.json().total).toBe(0);
    expect((await t.app.inject({ url: '/v1/admin/external' })).statusCode).toBe(401);

    const before = (await t.db.select({ n: count() }).from(externalEntries))[0]!.n;
    const bad = await closeAs(t.admin, t.other, '09-05', '09-01');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toMatch(/Bitiş tarihi başlangıç tarihinden sonra olmalı/);
    const ownerPost = await closeAs(t.owner, t.other, '09-01', '09-05');
    expect(ownerPost.statusCode).toBe(403);
    expect((await t.db.select({ n: count() }).from(externalEntries))[0]!.n).toBe(before);
  });
});

describe('manual closing: OWNER self-service', () => {
  const call = send;

  it('an OWNER closes and reopens dates of their own villa; the list shows only theirs', async () => {
    const created = await closeAs(t.owner, t.owned, '10-01', '10-05', 'Aile gelecek');
    expect(created.statusCode, created.body).toBe(201);
    const entry = created.json().content;
    expect(await blocksOf(entry.id)).toBe(1);
    const list = await call('GET', '/v1/admin/external', t.owner);
    expect(list.json().content.map((e: { villaId: number }) => e.villaId)).toEqual([t.owned]);
    expect((await call('GET', `/v1/admin/external/${entry.id}`, t.owner)).statusCode).toBe(200);
    const reopened = await call('PUT', `/v1/admin/external/${entry.id}`, t.owner, {
      villaId: t.owned,
      startedAt: d('10-01'),
      finishedAt: d('10-05'),
      status: 'cancelled',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(await blocksOf(entry.id)).toBe(0);
    expect((await call('DELETE', `/v1/admin/external/${entry.id}`, t.owner)).statusCode).toBe(204);
  });

  it('another villa: 403 for every write and read, and nothing changes; no token 401', async () => {
    const theirs = await closeAs(t.admin, t.other, '11-01', '11-03');
    const id = theirs.json().content.id as number;
    const body = { villaId: t.other, startedAt: d('11-01'), finishedAt: d('11-03'), status: 'cancelled' };
    expect((await call('GET', `/v1/admin/external/${id}`, t.owner)).statusCode).toBe(403);
    expect((await call('PUT', `/v1/admin/external/${id}`, t.owner, body)).statusCode).toBe(403);
    expect((await call('DELETE', `/v1/admin/external/${id}`, t.owner)).statusCode).toBe(403);
    // Moving another's closing onto their villa, or their closing onto another's villa: 403 too.
    expect(
      (await call('PUT', `/v1/admin/external/${id}`, t.owner, { ...body, villaId: t.owned })).statusCode,
    ).toBe(403);
    const mine = await closeAs(t.owner, t.owned, '11-10', '11-12');
    const mineId = mine.json().content.id as number;
    expect(
      (
        await call('PUT', `/v1/admin/external/${mineId}`, t.owner, {
          villaId: t.other,
          startedAt: d('11-10'),
          finishedAt: d('11-12'),
        })
      ).statusCode,
    ).toBe(403);
    const after = await call('GET', `/v1/admin/external/${id}`, t.admin);
    expect(after.json().content).toMatchObject({ status: 'active', villaId: t.other });
    expect(await blocksOf(id)).toBe(1);
    expect((await call('GET', `/v1/admin/external/${id}`)).statusCode).toBe(401);
    // The villa without an owner is not the OWNER's either.
    await t.db.update(villas).set({ ownerId: null }).where(eq(villas.id, t.other));
    expect((await call('GET', `/v1/admin/external/${id}`, t.owner)).statusCode).toBe(403);
  });
});
