import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDb } from '../src/db/client.ts';
import { jobs } from '../src/db/schema/jobs.ts';
import { JobRegistry } from '../src/modules/jobs/registry.ts';
import { enqueueJob } from '../src/modules/jobs/repository.ts';
import { backoffMs, createWorker } from '../src/modules/jobs/worker.ts';
import { TEST_DB } from './helper.ts';
import { useTestDb } from './support/app.ts';

// The job queue (modules/jobs) on this run's database (PGlite, and PostgreSQL in api-postgres):
// claimed once, retried with backoff, stale locks taken back, recurring slots queued once.

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const t = useTestDb();
beforeEach(async () => {
  await t.db.delete(jobs);
});

/** A clock the test moves. */
function clock(start = '2026-07-01T09:00:00.000Z') {
  let t = new Date(start).getTime();
  return { now: () => new Date(t), advance: (ms: number) => (t += ms) };
}

describe('job queue', () => {
  it('two workers racing run each job exactly once', async () => {
    const ran: number[] = [];
    const registry = new JobRegistry().register({
      kind: 'count',
      handler: async (p) => {
        ran.push(Number(p.n));
        await new Promise((r) => setTimeout(r, 2));
      },
    });
    for (let n = 0; n < 30; n++) await enqueueJob(t.db, { kind: 'count', payload: { n } });
    const a = createWorker({ db: t.db, registry, log: quiet, id: 'a' });
    const b = createWorker({ db: t.db, registry, log: quiet, id: 'b' });
    const [na, nb] = await Promise.all([a.tick(), b.tick()]);
    expect(na + nb).toBe(30);
    expect([...ran].sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    const rows = await t.db.select().from(jobs);
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1 && r.lockedBy === null)).toBe(true);
  });

  it('retries a failing job with exponential backoff, then marks it failed', async () => {
    const c = clock();
    let calls = 0;
    const registry = new JobRegistry().register({
      kind: 'flaky',
      handler: async () => {
        calls++;
        throw new Error(`SMTP down ${calls}`);
      },
    });
    const w = createWorker({ db: t.db, registry, log: quiet, now: c.now, backoffBaseMs: 30_000 });
    await enqueueJob(t.db, { kind: 'flaky', runAt: c.now(), maxAttempts: 3 });
    await w.tick();
    let [row] = await t.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP down 1' });
    expect(row!.runAt.getTime()).toBe(c.now().getTime() + 30_000);
    // Not due yet: nothing runs.
    c.advance(29_000);
    await w.tick();
    expect(calls).toBe(1);
    c.advance(1_000);
    await w.tick();
    [row] = await t.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.runAt.getTime()).toBe(c.now().getTime() + 60_000);
    c.advance(60_000);
    await w.tick();
    [row] = await t.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP down 3' });
    c.advance(3_600_000);
    await w.tick();
    expect(calls).toBe(3);
    expect(backoffMs(30_000, 10)).toBe(3_600_000);
  });

  it('a job whose worker died is taken back after the lock timeout and run once', async () => {
    const c = clock();
    const ran: string[] = [];
    const registry = new JobRegistry().register({
      kind: 'mail',
      handler: async (_p, ctx) => {
        ran.push(ctx.job.lockedBy ?? '');
      },
    });
    await enqueueJob(t.db, { kind: 'mail', runAt: c.now() });
    const dead = createWorker({ db: t.db, registry, log: quiet, now: c.now, id: 'dead' });
    const claimed = await dead.claim(); // …and the process stops before finishing
    expect(claimed?.status).toBe('running');
    const alive = createWorker({
      db: t.db,
      registry,
      log: quiet,
      now: c.now,
      id: 'alive',
      lockTimeoutMs: 600_000,
    });
    await alive.tick();
    expect(ran).toEqual([]); // the lock is fresh: nobody else runs it
    c.advance(600_001);
    await alive.tick();
    expect(ran).toEqual(['alive']);
    const [row] = await t.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    expect(row!.lastError).toContain('lock expired');
  });

  it('a recurring job is queued once per slot, however many workers schedule it', async () => {
    const c = clock('2026-07-01T09:00:10.000Z');
    let runs = 0;
    const registry = new JobRegistry().register({
      kind: 'sweep',
      everyMs: 60_000,
      handler: async () => {
        runs++;
      },
    });
    const workers = [1, 2, 3].map((i) =>
      createWorker({ db: t.db, registry, log: quiet, now: c.now, id: `w${i}` }),
    );
    await Promise.all(workers.map((w) => w.tick()));
    await Promise.all(workers.map((w) => w.tick()));
    expect(runs).toBe(1);
    c.advance(30_000); // same slot
    await Promise.all(workers.map((w) => w.tick()));
    expect(runs).toBe(1);
    c.advance(30_000); // next slot
    await Promise.all(workers.map((w) => w.tick()));
    expect(runs).toBe(2);
    const keys = (await t.db.select({ k: jobs.dedupeKey }).from(jobs)).map((r) => r.k).sort();
    expect(keys).toEqual([
      'recurring:sweep:2026-07-01T09:00:00.000Z',
      'recurring:sweep:2026-07-01T09:01:00.000Z',
    ]);
    // A day later the finished slots are dropped (the table does not grow forever).
    c.advance(25 * 3_600_000);
    await workers[0]!.tick();
    expect(await t.db.select().from(jobs).where(eq(jobs.status, 'done'))).toHaveLength(1);
  });
});

if (TEST_DB === 'pglite') {
  describe('job queue across a restart (PGlite on disk)', () => {
    it('a queued job survives the process closing the database and runs after it opens again', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'villa-jobs-'));
      try {
        const first = await openDb({ driver: 'pglite', dataDir: dir });
        await first.migrate();
        await enqueueJob(first.db, { kind: 'later', payload: { x: 'ğüşıöçİ' }, dedupeKey: 'k1' });
        await first.close();

        const second = await openDb({ driver: 'pglite', dataDir: dir });
        await second.migrate();
        const seen: unknown[] = [];
        const registry = new JobRegistry().register({
          kind: 'later',
          handler: async (p) => void seen.push(p),
        });
        // The same key again after the restart: still queued once.
        expect(await enqueueJob(second.db, { kind: 'later', dedupeKey: 'k1' })).toBeNull();
        await createWorker({ db: second.db, registry, log: quiet }).tick();
        expect(seen).toEqual([{ x: 'ğüşıöçİ' }]);
        await second.close();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}
