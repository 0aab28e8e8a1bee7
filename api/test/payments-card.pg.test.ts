import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { paymentAttempts } from '../src/db/schema/payments.ts';
import { reservations, transactions } from '../src/db/schema/reservations.ts';
import { reconcilePendingPayments } from '../src/modules/payments/card.ts';
import { seed } from '../src/seeds/base.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OWNER_PASSWORD, TEST_DB, TEST_JWT_SECRET, login } from './helper.ts';
import { payOnStandin } from './payment-standin-driver.ts';
import {
  cardRig,
  postCallback,
  reservationWithLink,
  startCard,
  storeStandinKeys,
  type CardRig,
} from './payments-card-fixtures.ts';
import { priceFixtures } from './reservation-fixtures.ts';

// Record exactly once on PostgreSQL: the provider's callback posted many times at once to two API
// instances (each with its own connection pool and in-process booking queue, as two replicas), and
// the reconciliation job racing them. One transaction, one receipt. (Only api-postgres runs this.)
if (TEST_DB === 'postgres') {
  describe('card payments recorded once across two API instances on PostgreSQL', () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `villa_pay_${randomBytes(5).toString('hex')}`;
    let handles: DbHandle[] = [];
    let apps: App[] = [];
    let rig: CardRig;
    let admin: string;
    let villa: number;

    beforeAll(async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`CREATE DATABASE ${name}`);
      await c.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      handles = [
        await openDb({ driver: 'pg', url: url.toString(), poolSize: 10 }),
        await openDb({ driver: 'pg', url: url.toString(), poolSize: 10 }),
      ];
      await handles[0]!.migrate();
      await seed(handles[0]!.db, {
        adminEmail: ADMIN_EMAIL,
        adminPassword: ADMIN_PASSWORD,
        ownerPassword: OWNER_PASSWORD,
      });
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
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    });

    it('concurrent duplicate callbacks on both instances and the reconciliation job: one transaction', async () => {
      const db = handles[0]!.db;
      for (let round = 0; round < 3; round++) {
        const r = await reservationWithLink(apps[0]!, db, admin, villa);
        const start = await startCard(apps[round % 2]!, r.token);
        expect(start.statusCode).toBe(201);
        const { paymentPageUrl, ref } = start.json<{ content: { paymentPageUrl: string; ref: string } }>()
          .content;
        const back = await payOnStandin(paymentPageUrl, { number: '5528790000000008' });
        const later = new Date(Date.now() + 11 * 60_000);
        const answers = await Promise.all([
          ...Array.from({ length: 16 }, (_, i) => postCallback(apps[i % 2]!, back.callbackUrl, back.token)),
          reconcilePendingPayments(handles[1]!.db, apps[1]!.payments, later),
          reconcilePendingPayments(handles[0]!.db, apps[0]!.payments, later),
        ]);
        const statuses = answers.slice(0, 16).map((a) => (a as { statusCode: number }).statusCode);
        expect(statuses).toEqual(Array(16).fill(303));
        const rows = await db
          .select()
          .from(transactions)
          .where(and(eq(transactions.reservationId, r.id), eq(transactions.method, 'card')));
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
