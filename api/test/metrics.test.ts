import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/reservations.ts';
import { villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import type { Db } from '../src/db/types.ts';
import { icalSyncJob } from '../src/modules/ical-sync/scheduler.ts';
import { startExpiryJob } from '../src/modules/reservations/expiry-job.ts';
import { UNMATCHED_ROUTE } from '../src/plugins/metrics.ts';
import { bearer, build, login, TEST_DB, TEST_JWT_SECRET, type TestContext } from './helper.ts';

// GET /metrics (Prometheus, prom-client): served only with METRICS_TOKEN, only to that bearer
// token; requests by route pattern and status with latency histograms, the database pool, the
// mail outbox backlog, failing iCal feeds and the background jobs' runs.

const TOKEN = 'metrics-token-0123456789abcdef';
let t: TestContext;
let app: App;
let other: App;

beforeAll(async () => {
  t = await build();
  app = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, metricsToken: TOKEN });
  await app.ready();
  // A second app in the same process: its own registry (a global one would refuse the names).
  other = await buildApp({ db: t.db, jwtSecret: TEST_JWT_SECRET, metricsToken: TOKEN });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await app?.close();
  await t?.close();
});

const scrape = async (target: App = app) => {
  const res = await target.inject({ url: '/metrics', headers: bearer(TOKEN) });
  expect(res.statusCode).toBe(200);
  return res.body;
};
/** The value of one sample (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const m = /^([^{ ]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics access', () => {
  it('is not served without METRICS_TOKEN: 404', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('villa_http_requests_total');
  });

  it('needs its own bearer token: none, a wrong one, ADMIN and OWNER tokens get 401', async () => {
    const [admin, owner] = await Promise.all([login(app, 'ADMIN'), login(app, 'OWNER')]);
    for (const headers of [
      {},
      bearer('metrics-token-0123456789abcdeX'),
      bearer(`${TOKEN}x`),
      { authorization: TOKEN },
      bearer(admin),
      bearer(owner),
    ]) {
      const res = await app.inject({ url: '/metrics', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json<{ content: { message: string } }>().content.message).toBe('Oturum açmanız gerekiyor.');
      expect(res.body).not.toContain('villa_');
    }
    const ok = await app.inject({ url: '/metrics', headers: bearer(TOKEN) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('METRICS_TOKEN must be at least 16 characters; unset leaves /metrics off', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('metric families', () => {
  it('counts requests by route pattern, method and status, with a latency histogram', async () => {
    const before = await scrape();
    const base =
      sample(before, 'villa_http_requests_total', { route: '/v1/villatype', status_code: '200' }) ?? 0;
    const token = await login(app, 'ADMIN');
    await app.inject({ url: '/v1/villatype' });
    await app.inject({ url: '/v1/villatype' });
    await app.inject({ url: '/v1/admin/villas/987654', headers: bearer(token) });
    await app.inject({ url: '/no-such-page-4242/abc' });
    const text = await scrape();
    const labels = { method: 'GET', route: '/v1/villatype', status_code: '200' };
    expect(sample(text, 'villa_http_requests_total', labels)).toBe(base + 2);
    expect(sample(text, 'villa_http_request_duration_seconds_count', labels)).toBe(base + 2);
    expect(sample(text, 'villa_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(
      base + 2,
    );
    expect(sample(text, 'villa_http_request_duration_seconds_sum', labels)).toBeGreaterThan(0);
    // The pattern, never the raw URL: bounded label values.
    expect(
      sample(text, 'villa_http_requests_total', { route: '/v1/admin/villas/:id', status_code: '404' }),
    ).toBe(1);
    expect(sample(text, 'villa_http_requests_total', { route: UNMATCHED_ROUTE, status_code: '404' })).toBe(1);
    expect(text).not.toContain('987654');
    expect(text).not.toContain('no-such-page-4242');
    // The other app's registry saw none of these.
    const otherText = await scrape(other);
    expect(sample(otherText, 'villa_http_requests_total', labels)).toBeUndefined();
    expect(sample(otherText, 'villa_process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('reports the database pool: pg connections in use and waiting; PGlite its one connection', async () => {
    const text = await scrape();
    expect(sample(text, 'villa_db_up')).toBe(1);
    if (TEST_DB === 'postgres') {
      expect(sample(text, 'villa_db_pool_max')).toBe(20);
      expect(sample(text, 'villa_db_pool_in_use')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'villa_db_pool_waiting')).toBe(0);
      expect(sample(text, 'villa_db_pool_connections')).toBeGreaterThanOrEqual(1);
    } else {
      expect(sample(text, 'villa_db_pool_max')).toBe(1);
      expect(sample(text, 'villa_db_pool_in_use')).toBeUndefined();
    }
  });

  it('reports the mail outbox backlog by status (sent messages are no backlog)', async () => {
    const base = await scrape();
    const stored = sample(base, 'villa_mail_outbox_backlog', { status: 'stored' }) ?? 0;
    const failed = sample(base, 'villa_mail_outbox_backlog', { status: 'failed' }) ?? 0;
    const row = (status: string) => ({
      kind: 'confirmation',
      toAddress: 'a@b.co',
      subject: 'S',
      html: '<p>S</p>',
      status,
    });
    await t.db.insert(mailOutbox).values([row('stored'), row('stored'), row('failed'), row('sent')]);
    const text = await scrape();
    expect(sample(text, 'villa_mail_outbox_backlog', { status: 'stored' })).toBe(stored + 2);
    expect(sample(text, 'villa_mail_outbox_backlog', { status: 'failed' })).toBe(failed + 1);
    expect(sample(text, 'villa_mail_outbox_backlog', { status: 'sent' })).toBeUndefined();
  });

  it('counts iCal and option-expiry job runs by result, and the failing feeds', async () => {
    const base = await scrape();
    const runs = (text: string, job: string, result: string) =>
      sample(text, 'villa_job_runs_total', { job, result }) ?? 0;
    const broken = {
      transaction: () => Promise.reject(new Error('database gone')),
      select: () => {
        throw new Error('database gone');
      },
    } as unknown as Db;
    const driver = TEST_DB === 'postgres' ? 'pg' : 'pglite';

    // One round synced (no feeds yet), one failed.
    expect(await icalSyncJob({ db: t.db, driver, log: app.log, intervalMinutes: 30 })()).toBe('synced');
    expect(await icalSyncJob({ db: broken, driver: 'pglite', log: app.log, intervalMinutes: 30 })()).toBe(
      'failed',
    );
    // The option-expiry job runs at once when started: once on the database, once failing.
    const stops = [startExpiryJob(t.db, app.log), startExpiryJob(broken, app.log)];
    try {
      for (let i = 0; i < 100; i++) {
        const text = await scrape();
        if (
          runs(text, 'option_expiry', 'ok') > runs(base, 'option_expiry', 'ok') &&
          runs(text, 'option_expiry', 'error') > runs(base, 'option_expiry', 'error')
        )
          break;
        await new Promise((r) => setTimeout(r, 50));
      }
    } finally {
      for (const stop of stops) stop();
    }

    const [villa] = await t.db.select({ id: villas.id }).from(villas).orderBy(asc(villas.id)).limit(1);
    const failingBefore = sample(base, 'villa_ical_feeds_failing') ?? 0;
    await t.db.insert(villaIcalFeeds).values([
      {
        villaId: villa!.id,
        url: 'https://example.invalid/a.ics',
        lastStatus: 'error',
        lastError: 'İndirilemedi',
      },
      {
        villaId: villa!.id,
        url: 'https://example.invalid/b.ics',
        lastStatus: 'error',
        lastError: 'İndirilemedi',
      },
      { villaId: villa!.id, url: 'https://example.invalid/c.ics', lastStatus: 'ok' },
    ]);

    const text = await scrape();
    expect(runs(text, 'ical_sync', 'ok')).toBe(runs(base, 'ical_sync', 'ok') + 1);
    expect(runs(text, 'ical_sync', 'error')).toBe(runs(base, 'ical_sync', 'error') + 1);
    expect(runs(text, 'option_expiry', 'ok')).toBe(runs(base, 'option_expiry', 'ok') + 1);
    expect(runs(text, 'option_expiry', 'error')).toBe(runs(base, 'option_expiry', 'error') + 1);
    const last = sample(text, 'villa_job_last_run_timestamp_seconds', { job: 'ical_sync', result: 'ok' });
    expect(Math.abs(last! - Date.now() / 1000)).toBeLessThan(600);
    expect(sample(text, 'villa_ical_feeds_failing')).toBe(failingBefore + 2);
  });
});
