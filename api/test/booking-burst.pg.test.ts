import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boatReservations, boats } from '../src/db/schema/boats.ts';
import { externalEntries, reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import type { Db } from '../src/db/types.ts';
import { loginOver, startApiCluster, type ApiCluster } from './api-process.ts';
import { TEST_DB, bearer } from './helper.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';
import { usePricedApp } from './support/app.ts';

// Booking bursts on PostgreSQL (hardening item 1): many concurrent writes that all want the same
// villa's (boat's) nights. Exactly one may win; every other one is a 409 with a Turkish message,
// never a 5xx (deadlock 40P01, serialization failure 40001, lock timeout, a drained pool).
const BURST = 200;

/** Status → how many responses had it. */
function histogram(statuses: number[]): Record<number, number> {
  const out: Record<number, number> = {};
  for (const s of statuses) out[s] = (out[s] ?? 0) + 1;
  return out;
}

function expectOneWinner(label: string, statuses: number[], success: number, started: number) {
  const h = histogram(statuses);
  // The figures this file exists for: how the burst ended and how long it took.
  console.info(`${label}: ${JSON.stringify(h)} in ${Date.now() - started} ms`);
  expect(statuses.filter((s) => s >= 500)).toEqual([]);
  expect(h[success]).toBe(1);
  expect(h[409]).toBe(statuses.length - 1);
}

const MESSAGE_RE = /[çğıöşüÇĞİÖŞÜ]|tarih|dolu|işlem/;

const day = (month: string, n: number) => d(`${month}-${String(n).padStart(2, '0')}`);

/** The i-th of a burst of confirmed reservations that all want the same July nights. */
const reservationBody = (villaId: number, i: number, guest: string) => ({
  ...customer,
  customerName: `${guest} ${i}`,
  villaId,
  checkIn: day('07', 1 + (i % 5)),
  checkOut: day('07', 11 + (i % 5)),
  adults: 2,
  status: 'confirmed',
});

/** The i-th of a burst of manual closings that all want the same August nights. */
const closingBody = (villaId: number, i: number) => ({
  villaId,
  startedAt: day('08', 1 + (i % 5)),
  finishedAt: day('08', 11 + (i % 5)),
});

/** A villa's reservations and calendar blocks. */
async function countOf(db: Db, villaId: number) {
  const [r] = await db.select({ n: count() }).from(reservations).where(eq(reservations.villaId, villaId));
  const [b] = await db.select({ n: count() }).from(villaBlocks).where(eq(villaBlocks.villaId, villaId));
  return { reservations: r!.n, blocks: b!.n };
}

async function blockingBoatIds(db: Db, ids: number[]) {
  return db
    .select({ id: boatReservations.id })
    .from(boatReservations)
    .where(and(inArray(boatReservations.id, ids), eq(boatReservations.status, 'confirmed')));
}

/** BURST boat requests (status 'new', holding nothing) for the same boat and days. */
async function boatRequests(db: Db, day: string): Promise<{ boatId: number; ids: number[] }> {
  const [boat] = await db.select({ id: boats.id }).from(boats).limit(1);
  const rows = await db
    .insert(boatReservations)
    .values(
      Array.from({ length: BURST }, (_, i) => ({
        reservationCode: `TKB${day.replaceAll('-', '')}${String(i).padStart(4, '0')}`,
        boatId: boat!.id,
        status: 'new',
        customerName: `Tekne Misafiri ${i}`,
        startedAt: day,
        finishedAt: day,
      })),
    )
    .returning({ id: boatReservations.id });
  return { boatId: boat!.id, ids: rows.map((r) => r.id) };
}

if (TEST_DB === 'postgres') {
  describe('booking bursts in one API process (PostgreSQL)', () => {
    const t = usePricedApp();

    it(`${BURST} concurrent blocking reservations of one villa's dates: one 201, the rest 409`, async () => {
      const before = await countOf(t.db, t.owned);
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/v1/admin/reservations',
            headers: bearer(t.admin),
            payload: reservationBody(t.owned, i, 'Misafir'),
          }),
        ),
      );
      expectOneWinner(
        'reservations',
        results.map((r) => r.statusCode),
        201,
        started,
      );
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json().content.message).toMatch(MESSAGE_RE);
      }
      // The winner holds the days; the refused ones left nothing behind.
      expect(await countOf(t.db, t.owned)).toEqual({
        reservations: before.reservations + 1,
        blocks: before.blocks + 1,
      });
    }, 180_000);

    it(`${BURST} concurrent manual closings of the same dates: one 201, the rest 409`, async () => {
      const started = Date.now();
      const results = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          t.app.inject({
            method: 'POST',
            url: '/v1/admin/external',
            headers: bearer(t.admin),
            payload: { ...closingBody(t.owned, i), note: `Kapatma ${i}` },
          }),
        ),
      );
      expectOneWinner(
        'closings',
        results.map((r) => r.statusCode),
        201,
        started,
      );
      const [entries] = await t.db
        .select({ n: count() })
        .from(externalEntries)
        .where(eq(externalEntries.villaId, t.owned));
      expect(entries!.n).toBe(1);
    }, 180_000);

    it(`${BURST} concurrent confirmations of one boat's day: one 200, the rest 409`, async () => {
      const { ids } = await boatRequests(t.db, d('09-15'));
      const started = Date.now();
      const results = await Promise.all(
        ids.map((id) =>
          t.app.inject({
            method: 'PUT',
            url: `/v1/admin/boatreservations/${id}`,
            headers: bearer(t.admin),
            payload: { status: 'confirmed' },
          }),
        ),
      );
      expectOneWinner(
        'boat confirmations',
        results.map((r) => r.statusCode),
        200,
        started,
      );
      for (const r of results.filter((x) => x.statusCode === 409)) {
        expect(r.json().content.message).toBe('Seçilen tarihlerde tekne dolu.');
      }
      expect(await blockingBoatIds(t.db, ids)).toHaveLength(1);
    }, 180_000);
  });

  describe('booking bursts across two API processes on one database', () => {
    let cluster: ApiCluster;
    let villa = 0;
    const tokens: string[] = [];

    beforeAll(async () => {
      cluster = await startApiCluster(2, async (h) => {
        ({ other: villa } = await priceFixtures(h.db));
      });
      for (const base of cluster.bases) tokens.push(await loginOver(base));
    }, 180_000);
    afterAll(() => cluster?.stop());

    /** BURST POSTs spread over both processes; returns the statuses. */
    async function burst(path: string, body: (i: number) => unknown): Promise<number[]> {
      const results = await Promise.all(
        Array.from({ length: BURST }, async (_, i) => {
          const res = await fetch(`${cluster.bases[i % 2]}${path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify(body(i)),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      return results;
    }

    it(`${BURST} blocking reservations sent to both processes: one 201, the rest 409`, async () => {
      const before = await countOf(cluster.handle.db, villa);
      const started = Date.now();
      const statuses = await burst('/v1/admin/reservations', (i) => reservationBody(villa, i, 'Replika'));
      expectOneWinner('two processes, reservations', statuses, 201, started);
      expect(await countOf(cluster.handle.db, villa)).toEqual({
        reservations: before.reservations + 1,
        blocks: before.blocks + 1,
      });
    }, 180_000);

    it(`${BURST} manual closings sent to both processes: one 201, the rest 409`, async () => {
      const started = Date.now();
      const statuses = await burst('/v1/admin/external', (i) => closingBody(villa, i));
      expectOneWinner('two processes, closings', statuses, 201, started);
      const [entries] = await cluster.handle.db
        .select({ n: count() })
        .from(externalEntries)
        .where(eq(externalEntries.villaId, villa));
      expect(entries!.n).toBe(1);
    }, 180_000);

    it(`${BURST} boat confirmations sent to both processes: one 200, the rest 409`, async () => {
      const { ids } = await boatRequests(cluster.handle.db, d('09-20'));
      const started = Date.now();
      const statuses = await Promise.all(
        ids.map(async (id, i) => {
          const res = await fetch(`${cluster.bases[i % 2]}/v1/admin/boatreservations/${id}`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify({ status: 'confirmed' }),
          });
          await res.arrayBuffer();
          return res.status;
        }),
      );
      expectOneWinner('two processes, boat confirmations', statuses, 200, started);
      expect(await blockingBoatIds(cluster.handle.db, ids)).toHaveLength(1);
    }, 180_000);
  });
}
