import { asc, eq, isNull, ne, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { VillaWithDates } from '@villa/shared/contracts/villas';
import { users } from '../src/db/schema/users.ts';
import { villaPrices, villas } from '../src/db/schema/villas.ts';
import { addDays, todayInTurkey } from '../src/modules/pricing/dates.ts';
import { createVillaBlock } from '../src/modules/villa-blocks/repository.ts';
import { authHeaders, useApp } from './support/app.ts';

/** GET /v1/admin/villas/withdates (SPEC §7): villas with price periods and blocked ranges. */

let admin: Record<string, string>;
let owner: Record<string, string>;
let ownVilla: number;
let otherVilla: number;
const today = todayInTurkey();

const t = useApp({}, async (t) => {
  [admin, owner] = await authHeaders(t.app);
  const [o] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
  const all = await t.db.select({ id: villas.id, ownerId: villas.ownerId }).from(villas).orderBy(villas.id);
  ownVilla = all.find((v) => v.ownerId === o!.id)!.id;
  otherVilla = all.find((v) => v.ownerId !== o!.id)!.id;
  await t.db.insert(villaPrices).values([
    { villaId: ownVilla, startDate: '2031-06-01', endDate: '2031-06-30', nightlyPrice: '9500', minStay: 3 },
    { villaId: ownVilla, startDate: '2020-06-01', endDate: '2020-06-30', nightlyPrice: '4000' },
    { villaId: otherVilla, startDate: '2031-06-01', endDate: '2031-06-30', nightlyPrice: '12000' },
  ]);
  // Past, current and future blocks on the owner's villa: only those ending today or later are listed.
  await createVillaBlock(t.db, {
    villaId: ownVilla,
    start: addDays(today, -30),
    end: addDays(today, -20),
    kind: 'closed',
  });
  await createVillaBlock(t.db, {
    villaId: ownVilla,
    start: addDays(today, -3),
    end: today,
    kind: 'external',
    note: 'bugün boşalıyor',
  });
  await createVillaBlock(t.db, {
    villaId: ownVilla,
    start: addDays(today, 40),
    end: addDays(today, 47),
    kind: 'closed',
  });
  await createVillaBlock(t.db, {
    villaId: otherVilla,
    start: addDays(today, 10),
    end: addDays(today, 12),
    kind: 'closed',
  });
});

const get = (headers?: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/v1/admin/villas/withdates', headers: headers ?? {} });

describe('GET /v1/admin/villas/withdates', () => {
  it('ADMIN: every villa with all its price periods and its blocked ranges ending today or later', async () => {
    const res = await get(admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ content: VillaWithDates[] }>().content;
    const stored = await t.db.select({ id: villas.id }).from(villas);
    expect(list.map((v) => v.id).sort((a, b) => a - b)).toEqual(
      stored.map((v) => v.id).sort((a, b) => a - b),
    );

    const own = list.find((v) => v.id === ownVilla)!;
    const [villa] = await t.db.select().from(villas).where(eq(villas.id, ownVilla));
    expect(own).toMatchObject({ name: villa!.name, slug: villa!.slug });
    const prices = await t.db
      .select()
      .from(villaPrices)
      .where(eq(villaPrices.villaId, ownVilla))
      .orderBy(asc(villaPrices.startDate));
    expect(prices.length).toBeGreaterThanOrEqual(2);
    expect(own.prices.map((p) => [p.id, p.start_date, p.end_date, p.nightly_price, p.currency])).toEqual(
      prices.map((p) => [p.id, p.startDate, p.endDate, Number(p.nightlyPrice), p.currency]),
    );
    expect(own.prices.every((p) => p.villa_id === ownVilla)).toBe(true);
    // The range that ended 20 days ago is left out; the one whose end (exclusive) is today stays.
    const mine = own.blocked.filter((b) => b.start >= addDays(today, -30));
    expect(mine).toContainEqual({ start: addDays(today, -3), end: today, kind: 'external' });
    expect(mine).toContainEqual({ start: addDays(today, 40), end: addDays(today, 47), kind: 'closed' });
    expect(mine).not.toContainEqual({ start: addDays(today, -30), end: addDays(today, -20), kind: 'closed' });
    for (const v of list) {
      expect(v.blocked.every((b) => b.end >= today && b.start < b.end)).toBe(true);
      const starts = v.blocked.map((b) => b.start);
      expect(starts).toEqual([...starts].sort());
    }
    expect(list.find((v) => v.id === otherVilla)!.blocked).toContainEqual({
      start: addDays(today, 10),
      end: addDays(today, 12),
      kind: 'closed',
    });
  });

  it('OWNER: only their own villas, with their dates', async () => {
    const res = await get(owner);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<{ content: VillaWithDates[] }>().content;
    const [o] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
    const theirs = await t.db.select({ id: villas.id }).from(villas).where(eq(villas.ownerId, o!.id));
    expect(list.map((v) => v.id).sort((a, b) => a - b)).toEqual(
      theirs.map((v) => v.id).sort((a, b) => a - b),
    );
    expect(list.find((v) => v.id === ownVilla)?.blocked).toContainEqual({
      start: addDays(today, 40),
      end: addDays(today, 47),
      kind: 'closed',
    });
  });

  it('OWNER: nothing of other owners’ villas (no villa, no price, no blocked range)', async () => {
    const [o] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
    const others = await t.db
      .select({ id: villas.id })
      .from(villas)
      .where(or(isNull(villas.ownerId), ne(villas.ownerId, o!.id)));
    expect(others.length).toBeGreaterThan(0);
    const list = (await get(owner)).json<{ content: VillaWithDates[] }>().content;
    const ids = new Set(list.map((v) => v.id));
    for (const v of others) expect(ids.has(v.id)).toBe(false);
    expect(list.flatMap((v) => v.prices).every((p) => p.villa_id !== otherVilla)).toBe(true);
  });

  it('without a token: 401 with a Turkish message', async () => {
    const res = await get();
    expect(res.statusCode).toBe(401);
    expect(res.json().content.message).toBe('Oturum açmanız gerekiyor.');
  });

  it('is its own route, not the villa detail (/:id) with a bad id', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(Array.isArray(res.json().content)).toBe(true);
  });
});
