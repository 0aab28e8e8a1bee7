import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { paymentAttempts } from '../src/db/schema/payments.ts';
import { reservations } from '../src/db/schema/reservations.ts';
import { reconcilePendingPayments } from '../src/modules/payments/card.ts';
import { login, pgTestDatabase, seedTestDb, TEST_DB, TEST_JWT_SECRET } from './helper.ts';
import {
  cardRig,
  cardTransactionsOf,
  payByCard,
  postCallback,
  reservationWithLink,
  storeStandinKeys,
  type CardRig,
} from './payments-card-fixtures.ts';
import { priceFixtures } from './reservation-fixtures.ts';

// Record exactly once on PostgreSQL: the provider's callback posted many times at once to two API
// instances (each with its own connection pool and in-process booking queue, as two replicas), and
// the reconciliation job racing them. One transaction, one receipt. (Only api-postgres runs this.)
if (TEST_DB === 'postgres') {
  describe('card payments recorded once across two API instances on PostgreSQL', () => {
    const database = pgTestDatabase('villa_pay');
    let handles: DbHandle[] = [];
    let apps: App[] = [];
    let rig: CardRig;
    let admin: string;
    let villa: number;

    beforeAll(async () => {
      await database.create();
      handles = [
        await openDb({ driver: 'pg', url: database.url, poolSize: 10 }),
        await openDb({ driver: 'pg', url: database.url, poolSize: 10 }),
      ];
      await handles[0]!.migrate();
      await seedTestDb(handles[0]!.db);
      ({ other: villa } = await priceFixtures(handles[0]!.db));
      rig = await cardRig();
      apps = await Promise.all(
        handles.map(async (h) => {
          const app = await buildApp({
            db: h.db,
            jwtSecret: TEST_JWT_SECRET,
            payments: { config: rig.config },
          });
          await app.ready();
          return app;
        }),
      );
      admin = await login(apps[0]!, 'ADMIN');
      await storeStandinKeys(apps[0]!, admin, rig.standin);
    }, 120_000);

    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const h of handles) await h.close();
      await rig?.standin.close();
      await database.drop();
    });

    it('concurrent duplicate callbacks on both instances and the reconciliation job: one transaction', async () => {
      const db = handles[0]!.db;
      for (let round = 0; round < 3; round++) {
        const r = await reservationWithLink(apps[0]!, db, admin, villa);
        const back = await payByCard(apps[round % 2]!, r.token);
        const { ref } = back;
        const later = new Date(Date.now() + 11 * 60_000);
        const answers = await Promise.all([
          ...Array.from({ length: 16 }, (_, i) => postCallback(apps[i % 2]!, back.callbackUrl, back.token)),
          reconcilePendingPayments(handles[1]!.db, apps[1]!.payments, later),
          reconcilePendingPayments(handles[0]!.db, apps[0]!.payments, later),
        ]);
        const statuses = answers.slice(0, 16).map((a) => (a as { statusCode: number }).statusCode);
        expect(statuses).toEqual(Array(16).fill(303));
        const rows = await cardTransactionsOf(db, r.id);
        expect(rows).toHaveLength(1);
        const [res] = await db.select().from(reservations).where(eq(reservations.id, r.id));
        expect(Number(res!.paidAmount)).toBe(r.prepayment);
        expect(res!.status).toBe('confirmed');
        const [attempt] = await db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.conversationId, ref));
        expect(attempt).toMatchObject({ status: 'succeeded', transactionId: rows[0]!.id });
      }
    }, 120_000);
  });
}
