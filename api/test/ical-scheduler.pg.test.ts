import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import { seed } from '../src/db/seed.ts';
import { icalSyncJob, type IcalRunOutcome } from '../src/modules/ical-sync/scheduler.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, OWNER_PASSWORD, TEST_DB } from './helper.ts';

/** How long the fake channel takes to answer: both instances' downloads are in flight together. */
const FEED_DELAY_MS = 400;

const ics = (uid: string, start: string, end: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Airbnb Inc//Hosting Calendar//EN',
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}`,
    `DTEND;VALUE=DATE:${end.replaceAll('-', '')}`,
    'SUMMARY:Reserved',
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');

/** One API instance's scheduled job, with its own connection pool and its own log. */
interface Instance {
  handle: DbHandle;
  run: () => Promise<IcalRunOutcome>;
  messages: string[];
}

// Two API instances on one PostgreSQL database, each with the scheduled iCal job of server.ts.
// (Only the api-postgres project runs this file.)
if (TEST_DB === 'postgres') {
  describe('scheduled iCal sync on two instances (PostgreSQL advisory lock)', () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `villa_ical_${randomBytes(5).toString('hex')}`;
    const url = (() => {
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      return u.toString();
    })();
    const instances: Instance[] = [];
    let server: Server;
    /** Downloads per feed path. */
    const fetches = new Map<string, number>();
    const feedIds: number[] = [];
    let villaIds: number[] = [];

    function instance(handle: DbHandle): Instance {
      const messages: string[] = [];
      const log = pino(
        { level: 'info' },
        { write: (line: string) => void messages.push((JSON.parse(line) as { msg: string }).msg) },
      );
      return { handle, messages, run: icalSyncJob({ db: handle.db, driver: 'pg', log }) };
    }

    beforeAll(async () => {
      server = createServer((req, res) => {
        const path = req.url ?? '';
        fetches.set(path, (fetches.get(path) ?? 0) + 1);
        setTimeout(() => {
          const n = path.includes('b') ? 2 : 1;
          res
            .writeHead(200, { 'content-type': 'text/calendar' })
            .end(ics(`lock-${n}@airbnb.com`, `2032-0${n}-03`, `2032-0${n}-07`));
        }, FEED_DELAY_MS);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const setup = await openDb({ driver: 'pg', url });
      try {
        await setup.migrate();
        await seed(setup.db, {
          adminEmail: ADMIN_EMAIL,
          adminPassword: ADMIN_PASSWORD,
          ownerPassword: OWNER_PASSWORD,
        });
        villaIds = (await setup.db.select({ id: villas.id }).from(villas).orderBy(villas.id).limit(2)).map(
          (v) => v.id,
        );
        expect(villaIds).toHaveLength(2);
        const rows = await setup.db
          .insert(villaIcalFeeds)
          .values([
            { villaId: villaIds[0]!, source: 'airbnb', url: `${base}/a.ics` },
            { villaId: villaIds[1]!, source: 'booking', url: `${base}/b.ics` },
          ])
          .returning({ id: villaIcalFeeds.id });
        feedIds.push(...rows.map((r) => r.id));
      } finally {
        await setup.close();
      }
      // Two instances: separate pools, as two API processes have.
      for (let i = 0; i < 2; i++) instances.push(instance(await openDb({ driver: 'pg', url })));
    }, 60_000);

    afterAll(async () => {
      for (const i of instances) await i.handle.close();
      await new Promise((r) => server?.close(r));
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    });

    const feedRows = () =>
      instances[0]!.handle.db
        .select()
        .from(villaIcalFeeds)
        .where(inArray(villaIcalFeeds.id, feedIds))
        .orderBy(villaIcalFeeds.id);

    /** Rows of the test database's catalogue seen from a plain connection. */
    async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(text, values)).rows as T[];
      } finally {
        await c.end();
      }
    }

    it('both instances start at the same moment: one applies every feed, the other skips and writes nothing', async () => {
      // Holding one villa row keeps the lock holder inside its locked transaction (applying a
      // feed locks its villa first) until the other instance has come and gone: the two runs
      // overlap for certain, however fast the machine applies.
      const gate = new pg.Client({ connectionString: url });
      await gate.connect();
      await gate.query('BEGIN');
      await gate.query('SELECT id FROM villas WHERE id = $1 FOR UPDATE', [villaIds[0]]);

      let runs: Promise<IcalRunOutcome>[] = [];
      let winner = 0;
      let loser = 0;
      try {
        const started = Date.now();
        runs = instances.map((i) => i.run());
        const settled: (IcalRunOutcome | undefined)[] = [undefined, undefined];
        runs.forEach((p, k) => void p.then((o) => (settled[k] = o)));
        while (!settled.includes('locked')) {
          if (Date.now() - started > 20_000 || settled.some((s) => s && s !== 'locked')) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        loser = settled.indexOf('locked');
        expect(loser, `outcomes so far: ${settled.join(', ')}`).toBeGreaterThanOrEqual(0);
        winner = 1 - loser;
        // Both downloaded at the same time (the lock guards applying, after the downloads).
        expect(Date.now() - started).toBeGreaterThanOrEqual(FEED_DELAY_MS);
        expect(settled[winner]).toBeUndefined();

        // Now: one advisory lock is held (by the winner, waiting for the villa row); nothing is recorded.
        const locks = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.granted`,
        );
        expect(locks[0]!.n).toBe(1);
        expect((await feedRows()).map((f) => f.lastSyncAt)).toEqual([null, null]);
        expect(instances[loser]!.messages).toContain('iCal sync skipped: another instance holds the lock');
      } finally {
        // Also on failure: the runs must not stay blocked for the next tests.
        await gate.query('ROLLBACK');
        await gate.end();
      }
      expect(await runs[winner]).toBe('synced');
      expect(await runs[loser]).toBe('locked');
      expect(instances[winner]!.messages).toContain('iCal sync finished');
      expect(instances[winner]!.messages).not.toContain('iCal sync skipped: another instance holds the lock');

      // Applied exactly once: each feed recorded once, one event and one block per feed.
      const feeds = await feedRows();
      expect(feeds.map((f) => [f.lastStatus, f.lastAdded, f.lastError])).toEqual([
        ['ok', 1, null],
        ['ok', 1, null],
      ]);
      const events = await instances[0]!.handle.db
        .select()
        .from(villaIcalEvents)
        .where(inArray(villaIcalEvents.feedId, feedIds));
      expect(events.map((e) => e.uid).sort()).toEqual(['lock-1@airbnb.com', 'lock-2@airbnb.com']);
      for (const villaId of villaIds) {
        const blocks = await instances[0]!.handle.db
          .select({ kind: villaBlocks.kind })
          .from(villaBlocks)
          .where(eq(villaBlocks.villaId, villaId));
        expect(blocks.filter((b) => b.kind === 'ical')).toHaveLength(1);
      }
      // Every feed was downloaded by the winner at least.
      expect(fetches.get('/a.ics')).toBeGreaterThanOrEqual(1);
      expect(fetches.get('/b.ics')).toBeGreaterThanOrEqual(1);
      // The lock went with the transaction.
      const after = await query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
          WHERE d.datname = current_database() AND l.locktype = 'advisory'`,
      );
      expect(after[0]!.n).toBe(0);
    }, 60_000);

    it('once the first run has finished, the instance that skipped runs the next one', async () => {
      const before = await feedRows();
      const loserFirst = instances.findIndex((i) =>
        i.messages.includes('iCal sync skipped: another instance holds the lock'),
      );
      expect(loserFirst).toBeGreaterThanOrEqual(0);
      const fetchedBefore = fetches.get('/a.ics')!;
      expect(await instances[loserFirst]!.run()).toBe('synced');
      expect(fetches.get('/a.ics')).toBe(fetchedBefore + 1);
      const feeds = await feedRows();
      for (const [k, f] of feeds.entries()) {
        expect(f.lastStatus).toBe('ok');
        // Nothing changed in the channel: nothing added, the sync time moves on.
        expect(f.lastAdded).toBe(0);
        expect(f.lastSyncAt!.getTime()).toBeGreaterThan(before[k]!.lastSyncAt!.getTime());
      }
      // And the other instance can run after it, too.
      expect(await instances[1 - loserFirst]!.run()).toBe('synced');
    }, 60_000);

    it('one instance never overlaps its own runs', async () => {
      const i = instances[0]!;
      const [first, second] = await Promise.all([i.run(), i.run()]);
      expect([first, second]).toEqual(['synced', 'busy']);
    }, 60_000);
  });
}
