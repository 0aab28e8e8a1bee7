import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import { ICAL_ROUND_SETTING } from '../src/modules/ical-sync/round.ts';
import { icalSyncJob, type IcalRunOutcome } from '../src/modules/ical-sync/scheduler.ts';
import { pgTestDatabase, seedTestDb, TEST_DB } from './helper.ts';
import { allDay, ics as calendar } from './support/channel.ts';

/** How long the fake channel takes to answer: a run is still downloading when others tick. */
const FEED_DELAY_MS = 400;
const INTERVAL_MINUTES = 30;
/** The default claim lifetime for a 30-minute interval. */
const CLAIM_TTL_MS = 10 * 60_000;
const MINUTE = 60_000;

const SKIPPED_LOCKED = 'iCal sync skipped: another instance holds the lock';
const SKIPPED_NOT_DUE = 'iCal sync skipped: this round already ran';
const SKIPPED_CLAIMED = 'iCal sync skipped: another instance claimed this round';
const TAKEN_OVER = 'iCal sync: taking over a round its instance did not complete (claim expired)';

const ics = (uid: string, start: string, end: string) => calendar(allDay(uid, start, end));

/** One API instance's scheduled job, with its own connection pool and its own log. */
interface Instance {
  handle: DbHandle;
  run: () => Promise<IcalRunOutcome>;
  messages: string[];
  /** Messages of the errors logged. */
  errors: string[];
}

// API instances on one PostgreSQL database, each with the scheduled iCal job of server.ts, their
// timers made to fire at chosen moments of a shared test clock. (Only api-postgres runs this file.)
if (TEST_DB === 'postgres') {
  describe('scheduled iCal sync on several instances: one run per interval, one download per feed', () => {
    const database = pgTestDatabase('villa_ical');
    const { url } = database;
    let a: Instance;
    let b: Instance;
    const handles: DbHandle[] = [];
    let server: Server;
    /** Downloads per feed path. */
    const fetches = new Map<string, number>();
    const count = () => [fetches.get('/a.ics') ?? 0, fetches.get('/b.ics') ?? 0];
    /** While set, the channel keeps its answers (a run stays in its downloads) until released. */
    let held: (() => void)[] | null = null;
    const feedIds: number[] = [];
    let villaIds: number[] = [];
    /** The instances' clock (the round's times); advanced by the tests. */
    let clock = Date.now();
    let logs = 0;

    async function instance(appName?: string): Promise<Instance> {
      const u = new URL(url);
      if (appName) u.searchParams.set('application_name', appName);
      const handle = await openDb({ driver: 'pg', url: u.toString() });
      handles.push(handle);
      const messages: string[] = [];
      const errors: string[] = [];
      const log = pino(
        { level: 'debug', name: `instance-${++logs}` },
        {
          write: (line: string) => {
            const entry = JSON.parse(line) as { msg: string; err?: { message: string } };
            messages.push(entry.msg);
            if (entry.err) errors.push(entry.err.message);
          },
        },
      );
      const run = icalSyncJob({
        db: handle.db,
        driver: 'pg',
        log,
        intervalMinutes: INTERVAL_MINUTES,
        now: () => clock,
      });
      return { handle, messages, errors, run };
    }

    beforeAll(async () => {
      server = createServer((req, res) => {
        const path = req.url ?? '';
        fetches.set(path, (fetches.get(path) ?? 0) + 1);
        const n = path.includes('b') ? 2 : 1;
        if (held) {
          // What the channel says to a run that is kept waiting: never applied (see the last test).
          held.push(() =>
            res
              .writeHead(200, { 'content-type': 'text/calendar' })
              .end(ics(`zombie-${n}@airbnb.com`, `2033-0${n}-03`, `2033-0${n}-07`)),
          );
          return;
        }
        setTimeout(() => {
          res
            .writeHead(200, { 'content-type': 'text/calendar' })
            .end(ics(`lock-${n}@airbnb.com`, `2032-0${n}-03`, `2032-0${n}-07`));
        }, FEED_DELAY_MS);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

      await database.create();
      const setup = await openDb({ driver: 'pg', url });
      try {
        await setup.migrate();
        await seedTestDb(setup.db);
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
      a = await instance();
      b = await instance();
    }, 60_000);

    afterAll(async () => {
      for (const release of held ?? []) release();
      for (const h of handles) await h.close();
      await new Promise((r) => server?.close(r));
      await database.drop();
    });

    const feedRows = () =>
      a.handle.db
        .select()
        .from(villaIcalFeeds)
        .where(inArray(villaIcalFeeds.id, feedIds))
        .orderBy(villaIcalFeeds.id);

    /** Rows of the test database seen from a plain connection. */
    async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(text, values)).rows as T[];
      } finally {
        await c.end();
      }
    }

    const advisoryLocks = async () =>
      (
        await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
            WHERE d.datname = current_database() AND l.locktype = 'advisory' AND l.granted`,
        )
      )[0]!.n;

    const round = async () => {
      const [row] = await query<{ value: string; group: string }>(
        'SELECT value, "group" FROM settings WHERE key = $1',
        [ICAL_ROUND_SETTING],
      );
      return row ? ({ group: row.group, ...JSON.parse(row.value) } as Record<string, unknown>) : null;
    };

    const importedUids = async () =>
      (
        await a.handle.db
          .select({ uid: villaIcalEvents.uid })
          .from(villaIcalEvents)
          .where(inArray(villaIcalEvents.feedId, feedIds))
      )
        .map((e) => e.uid)
        .sort();

    async function waitFor(check: () => boolean, what: string) {
      const started = Date.now();
      while (!check()) {
        if (Date.now() - started > 20_000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    }

    it('both instances tick at the same moment: one downloads each feed once and applies, the other downloads nothing', async () => {
      // Holding one villa row keeps the lock holder in its run (applying a feed locks its villa
      // first), after its downloads, until the other instance has come and gone.
      const gate = new pg.Client({ connectionString: url });
      await gate.connect();
      await gate.query('BEGIN');
      await gate.query('SELECT id FROM villas WHERE id = $1 FOR UPDATE', [villaIds[0]]);

      const instances = [a, b];
      let runs: Promise<IcalRunOutcome>[] = [];
      let winner = 0;
      let loser = 0;
      try {
        runs = instances.map((i) => i.run());
        const settled: (IcalRunOutcome | undefined)[] = [undefined, undefined];
        runs.forEach((p, k) => void p.then((o) => (settled[k] = o)));
        await waitFor(() => settled.some((s) => s !== undefined), 'one instance to skip');
        loser = settled.findIndex((s) => s !== undefined);
        winner = 1 - loser;
        // The other one is still in its run, holding the lock: the loser skipped on the lock alone.
        expect(settled[loser]).toBe('locked');
        expect(instances[loser]!.messages).toContain(SKIPPED_LOCKED);
        expect(settled[winner]).toBeUndefined();
        await waitFor(() => count().every((n) => n >= 1), 'the downloads');
        expect(count()).toEqual([1, 1]);

        // One advisory lock (the winner's); the round is claimed; nothing is applied yet.
        expect(await advisoryLocks()).toBe(1);
        expect(await round()).toMatchObject({ group: 'private', status: 'running', finished_at: null });
        expect((await round())!.claim).toEqual(expect.any(String));
        expect((await feedRows()).map((f) => f.lastSyncAt)).toEqual([null, null]);
      } finally {
        // Also on failure: the runs must not stay blocked for the next tests.
        await gate.query('ROLLBACK');
        await gate.end();
      }
      expect(await runs[winner]).toBe('synced');
      expect(await runs[loser]).toBe('locked');
      expect(instances[winner]!.messages).toContain('iCal sync finished');

      // Downloaded once and applied once: each feed recorded once, one event and one block per feed.
      expect(count()).toEqual([1, 1]);
      const feeds = await feedRows();
      expect(feeds.map((f) => [f.lastStatus, f.lastAdded, f.lastError])).toEqual([
        ['ok', 1, null],
        ['ok', 1, null],
      ]);
      expect(await importedUids()).toEqual(['lock-1@airbnb.com', 'lock-2@airbnb.com']);
      for (const villaId of villaIds) {
        const blocks = await a.handle.db
          .select({ kind: villaBlocks.kind })
          .from(villaBlocks)
          .where(eq(villaBlocks.villaId, villaId));
        expect(blocks.filter((x) => x.kind === 'ical')).toHaveLength(1);
      }
      // The round is complete; the lock was released (the connection went back to the pool).
      expect(await round()).toMatchObject({ status: 'ok', claim: null, claim_expires_at: null });
      expect(await advisoryLocks()).toBe(0);
    }, 60_000);

    it('a timer firing later in the same interval skips: not due, nothing downloaded, nothing written', async () => {
      const before = await feedRows();
      const roundBefore = await round();
      // The round started at `start` (the clock has not moved since).
      const start = clock;
      for (const [minutes, i] of [
        [7, b],
        [12, a],
        [29.9, b],
      ] as const) {
        clock = start + minutes * MINUTE;
        expect(await i.run()).toBe('not-due');
      }
      clock = start;
      expect(b.messages).toContain(SKIPPED_NOT_DUE);
      expect(a.messages).toContain(SKIPPED_NOT_DUE);
      expect(count()).toEqual([1, 1]);
      expect(await feedRows()).toEqual(before);
      expect(await round()).toEqual(roundBefore);
    }, 60_000);

    it('once the interval has passed the next round runs, again once across the instances', async () => {
      const before = await feedRows();
      clock += INTERVAL_MINUTES * MINUTE;
      // At the same moment again, without holding anyone back: one runs, the other skips (on the
      // lock while the run goes, or as not due once it is over).
      const outcomes = await Promise.all([a.run(), b.run()]);
      expect(outcomes).toContain('synced');
      expect(outcomes.filter((o) => o === 'synced')).toHaveLength(1);
      expect(['locked', 'not-due']).toContain(outcomes.find((o) => o !== 'synced'));
      expect(count()).toEqual([2, 2]);
      const feeds = await feedRows();
      for (const [k, f] of feeds.entries()) {
        expect(f.lastStatus).toBe('ok');
        // Nothing changed in the channel: nothing added, the sync time moves on.
        expect(f.lastAdded).toBe(0);
        expect(f.lastSyncAt!.getTime()).toBeGreaterThan(before[k]!.lastSyncAt!.getTime());
      }
      // And the round is done for this interval, on both.
      clock += 5 * MINUTE;
      expect([await a.run(), await b.run()]).toEqual(['not-due', 'not-due']);
      expect(count()).toEqual([2, 2]);
    }, 60_000);

    it('one instance never overlaps its own ticks', async () => {
      clock += INTERVAL_MINUTES * MINUTE;
      const [first, second] = await Promise.all([a.run(), a.run()]);
      expect([first, second]).toEqual(['synced', 'busy']);
      expect(count()).toEqual([3, 3]);
    }, 60_000);

    it('a round whose instance died is skipped until its claim expires, then taken over; the dead run applies nothing', async () => {
      const c = await instance('ical_dying_instance');
      clock += INTERVAL_MINUTES * MINUTE;
      const claimedAt = clock;
      // C takes the round and is kept in its downloads...
      held = [];
      const dying = c.run();
      await waitFor(() => held!.length === 2, "C's downloads");
      expect(count()).toEqual([4, 4]);
      expect(await round()).toMatchObject({
        status: 'running',
        claim_expires_at: new Date(claimedAt + CLAIM_TTL_MS).toISOString(),
      });
      const heldByC = held;
      held = null;
      // ...and dies: its connections are gone, so is its lock; its claim stays.
      await query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = 'ical_dying_instance'`,
      );
      await waitFor(
        () => c.messages.some((m) => m.startsWith('iCal sync: lost the lock connection')),
        "C's loss",
      );
      expect(await advisoryLocks()).toBe(0);

      // Until the claim expires the others skip, downloading nothing.
      expect(await a.run()).toBe('claimed');
      clock += CLAIM_TTL_MS - 1;
      expect(await b.run()).toBe('claimed');
      expect(b.messages).toContain(SKIPPED_CLAIMED);
      expect(count()).toEqual([4, 4]);

      // Then the round is taken over (not an interval later: that round was never completed).
      clock += 1;
      expect(await b.run()).toBe('synced');
      expect(b.messages).toContain(TAKEN_OVER);
      expect(count()).toEqual([5, 5]);
      expect(await round()).toMatchObject({ status: 'ok', claim: null });
      expect(await a.run()).toBe('not-due');

      // The dead run, should it ever come back, finds its claim gone: it applies nothing.
      for (const release of heldByC) release();
      expect(await dying).toBe('failed');
      expect(c.messages).toContain('iCal sync failed');
      expect(c.errors).toContain('iCal sync round was taken over by another instance');
      expect(await importedUids()).toEqual(['lock-1@airbnb.com', 'lock-2@airbnb.com']);
      expect(await round()).toMatchObject({ status: 'ok', claim: null });
      expect(await advisoryLocks()).toBe(0);
    }, 60_000);
  });
}
