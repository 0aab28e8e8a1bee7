// GET /metrics in the Prometheus text format (prom-client), for operations only: served when
// METRICS_TOKEN is set and only with `Authorization: Bearer <METRICS_TOKEN>`; the front proxy never
// routes it (Prometheus scrapes each replica on the internal network). Each app has its own
// registry, so several apps in one process (tests) never share or collide on metrics.
import { createHash, timingSafeEqual } from 'node:crypto';
import { count, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { mailOutbox } from '../db/schema/reservations.ts';
import { HttpError, MESSAGES } from '../lib/http-error.ts';
import { jobRunCounts } from '../lib/job-runs.ts';
import { countFailingFeeds } from '../modules/ical-sync/health.ts';

export interface MetricsOptions {
  /** METRICS_TOKEN: the bearer token a scrape must send. */
  token: string;
  /** Node's process metrics (CPU, memory, event loop, GC); default true. */
  defaultMetrics?: boolean;
}

/** The route label of a request that matched no route (404s): never the raw URL. */
export const UNMATCHED_ROUTE = '(unmatched)';

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time check of `Authorization: Bearer <token>`. */
function bearerMatches(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization;
  const m = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return timingSafeEqual(digest(m?.[1] ?? ''), expected) && m !== null;
}

export const metricsPlugin = fp<MetricsOptions>(
  async (app, opts) => {
    const expected = digest(opts.token);
    const registry = new Registry();
    const registers = [registry];
    if (opts.defaultMetrics ?? true) collectDefaultMetrics({ register: registry, prefix: 'villa_' });

    // Requests: the route pattern (bounded), method and status; latency as a histogram.
    const labelNames = ['method', 'route', 'status_code'] as const;
    const requests = new Counter({
      name: 'villa_http_requests_total',
      help: 'HTTP requests answered, by route pattern, method and status',
      labelNames,
      registers,
    });
    const duration = new Histogram({
      name: 'villa_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by route pattern, method and status',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    app.addHook('onResponse', async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });

    // Database pool: pg reports its connections and waiting queries; PGlite is one connection.
    const client = (app.db as unknown as { $client?: unknown }).$client;
    const pool = client instanceof pg.Pool ? client : null;
    const gauge = (name: string, help: string, labels: string[] = []) =>
      new Gauge({ name, help, labelNames: labels, registers });
    new Gauge({
      name: 'villa_db_pool_max',
      help: 'Connections the database pool may open (PGlite: 1)',
      registers,
      collect() {
        this.set(pool ? (pool.options.max ?? 10) : 1);
      },
    });
    if (pool) {
      new Gauge({
        name: 'villa_db_pool_connections',
        help: 'Open connections of the PostgreSQL pool',
        registers,
        collect() {
          this.set(pool.totalCount);
        },
      });
      new Gauge({
        name: 'villa_db_pool_in_use',
        help: 'Connections of the PostgreSQL pool running a query or transaction',
        registers,
        collect() {
          this.set(pool.totalCount - pool.idleCount);
        },
      });
      new Gauge({
        name: 'villa_db_pool_idle',
        help: 'Idle connections of the PostgreSQL pool',
        registers,
        collect() {
          this.set(pool.idleCount);
        },
      });
      new Gauge({
        name: 'villa_db_pool_waiting',
        help: 'Queries waiting for a free connection of the PostgreSQL pool',
        registers,
        collect() {
          this.set(pool.waitingCount);
        },
      });
    }

    // Read from the database at each scrape; a failing database shows as villa_db_up 0.
    const dbUp = gauge('villa_db_up', 'Whether the scrape could read the database (1) or not (0)');
    const outbox = gauge(
      'villa_mail_outbox_backlog',
      'Messages in the mail outbox not sent: stored (no SMTP, read by staff in the panel) or failed (SMTP refused)',
      ['status'],
    );
    const failingFeeds = gauge(
      'villa_ical_feeds_failing',
      'External calendar feeds whose last sync failed (download, status, content type or a refused calendar)',
    );
    const jobRuns = new Counter({
      name: 'villa_job_runs_total',
      help: 'Finished runs of the background jobs of this process, by job and result',
      labelNames: ['job', 'result'],
      registers,
    });
    const jobLast = gauge(
      'villa_job_last_run_timestamp_seconds',
      'When the last run of a background job of this process ended, by job and result',
      ['job', 'result'],
    );

    async function refresh(request: FastifyRequest) {
      try {
        const [byStatus, failing] = await Promise.all([
          app.db
            .select({ status: mailOutbox.status, n: count() })
            .from(mailOutbox)
            .where(ne(mailOutbox.status, 'sent'))
            .groupBy(mailOutbox.status),
          countFailingFeeds(app.db),
        ]);
        outbox.reset();
        for (const status of ['stored', 'failed']) outbox.set({ status }, 0);
        for (const row of byStatus) outbox.set({ status: row.status }, Number(row.n));
        failingFeeds.set(failing);
        dbUp.set(1);
      } catch (err) {
        request.log.warn({ err }, 'metrics: database figures unavailable');
        dbUp.set(0);
      }
      jobRuns.reset();
      jobLast.reset();
      for (const run of jobRunCounts()) {
        jobRuns.inc({ job: run.job, result: run.result }, run.runs);
        jobLast.set({ job: run.job, result: run.result }, run.lastAt / 1000);
      }
    }

    app.get(
      '/metrics',
      // Not in the OpenAPI document: an operations endpoint answering text, guarded by its own token.
      { config: { access: 'public' }, schema: { hide: true } },
      async (request, reply) => {
        if (!bearerMatches(request, expected)) {
          reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, MESSAGES.unauthenticated);
        }
        await refresh(request);
        return reply
          .header('cache-control', 'no-store')
          .type(registry.contentType)
          .send(await registry.metrics());
      },
    );
  },
  { name: 'metrics', dependencies: ['db'] },
);
