import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { loginOver, startApiCluster, type ApiCluster } from './api-process.ts';
import { TEST_DB } from './helper.ts';
import { customer, d, priceFixtures } from './reservation-fixtures.ts';

// Two API processes on one PostgreSQL database, as two replicas behind the proxy.
// (Only the api-postgres project runs this file.)
if (TEST_DB === 'postgres') {
  describe('API scale-out on PostgreSQL', () => {
    let cluster: ApiCluster;
    let bases: string[] = [];
    let owned = 0;

    beforeAll(async () => {
      cluster = await startApiCluster(2, async (handle) => {
        ({ owned } = await priceFixtures(handle.db));
      });
      bases = cluster.bases;
    }, 120_000);

    afterAll(async () => {
      await cluster?.stop();
    });

    it('a login on one instance is valid on the other', async () => {
      const token = await loginOver(bases[0]!);
      const res = await fetch(`${bases[1]}/v1/admin/users?take=10`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    });

    it('concurrent overlapping confirmations sent to both instances: exactly one wins', async () => {
      const tokens = [await loginOver(bases[0]!), await loginOver(bases[1]!)];
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`${bases[i % 2]}/v1/admin/reservations`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
          body: JSON.stringify({
            ...customer,
            customerName: `Replika ${i}`,
            villaId: owned,
            checkIn: d(`07-${String(1 + (i % 4)).padStart(2, '0')}`),
            checkOut: d(`07-${String(9 + (i % 4)).padStart(2, '0')}`),
            adults: 2,
          }),
        });
        expect(res.status).toBe(201);
        ids.push(((await res.json()) as { content: { id: number } }).content.id);
      }
      const results = await Promise.all(
        ids.map((id, i) =>
          fetch(`${bases[i % 2]}/v1/admin/reservations/${id}`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[i % 2]}` },
            body: JSON.stringify({ status: 'confirmed' }),
          }),
        ),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);

      const { db } = cluster.handle;
      const rows = await db.select().from(reservations).where(inArray(reservations.id, ids));
      expect(rows.filter((r) => r.status === 'confirmed')).toHaveLength(1);
      const blocks = await db.select().from(villaBlocks).where(eq(villaBlocks.villaId, owned));
      expect(blocks.filter((b) => b.reservationId !== null && ids.includes(b.reservationId))).toHaveLength(1);
    }, 60_000);
  });
}
