import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { reservations } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { jobRunCounts } from '../src/lib/job-runs.ts';
import { build, TEST_DB, TEST_JWT_SECRET, type TestContext } from './helper.ts';
import { d } from './reservation-fixtures.ts';

// plugins/jobs.ts: the option-expiry job and the iCal scheduler start when the server listens
// (never on `ready()`, so in-process tests run no timers) and stop when the app closes.

let t: TestContext;
let app: App | undefined;

beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const expiryRuns = () =>
  jobRunCounts()
    .filter((c) => c.job === 'option_expiry')
    .reduce((n, c) => n + c.runs, 0);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function statusOf(id: number) {
  const [row] = await t.db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row?.status;
}

describe('jobs plugin', () => {
  it('starts the option-expiry job once the server listens, counts its runs and stops it on close', async () => {
    const [villa] = await t.db.select({ id: villas.id }).from(villas).orderBy(asc(villas.id)).limit(1);
    const [option] = await t.db
      .insert(reservations)
      .values({
        reservationCode: 'LV-JOBS-0001',
        villaId: villa!.id,
        status: 'awaiting_prepayment',
        customerName: 'Ayşe Yılmaz',
        checkIn: d('09-10'),
        checkOut: d('09-14'),
        guests: 2,
        adults: 2,
        nights: 4,
        totalAmount: '32000.00',
        optionExpiresAt: new Date(Date.now() - 60_000),
      })
      .returning({ id: reservations.id });

    app = await buildApp({
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      jobs: {
        driver: TEST_DB === 'postgres' ? 'pg' : 'pglite',
        optionExpiryIntervalSeconds: 0.05,
        icalSyncIntervalMinutes: 0,
      },
    });
    await app.ready();
    const before = expiryRuns();
    await sleep(200);
    // Built and ready, not listening: no job has run.
    expect(expiryRuns()).toBe(before);
    expect(await statusOf(option!.id)).toBe('awaiting_prepayment');

    await app.listen({ port: 0, host: '127.0.0.1' });
    for (let i = 0; i < 100 && (await statusOf(option!.id)) !== 'cancelled'; i++) await sleep(50);
    expect(await statusOf(option!.id)).toBe('cancelled');
    for (let i = 0; i < 100 && expiryRuns() < before + 2; i++) await sleep(50);
    expect(expiryRuns()).toBeGreaterThanOrEqual(before + 2);

    await app.close();
    app = undefined;
    const atClose = expiryRuns();
    await sleep(300);
    // Every 50 ms while it ran; nothing once the app closed.
    expect(expiryRuns()).toBe(atClose);
  });
});
