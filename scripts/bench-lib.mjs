// What the benchmarks (bench-storefront, bench-timeline, bench-booking-burst) share: starting and
// stopping the API server in its own process, a throw-away PostgreSQL database, Chromium and the
// printed table.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const note = (...a) => console.error('·', ...a);

/** The median, 95th and 99th percentiles (the upper one where it falls between two), least and most of `xs`. */
export function stats(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return { median: at(50), p95: at(95), p99: at(99), min: sorted[0], max: sorted.at(-1) };
}

/**
 * Starts the API server (api/src/server.ts) as `npm start` does, in its own process, and waits until
 * it answers /readyz. `env` is added to (and overrides) the defaults below. `stop()` ends the process
 * and waits for it.
 */
export async function startServer(port, env) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_ROOT: ROOT,
      ICAL_SYNC_INTERVAL_MINUTES: '0',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 360; i++) {
    if (child.exitCode !== null) throw new Error(`the API server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, stop: () => stopProcess(child) };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the API server did not start');
}

async function stopProcess(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The PostgreSQL server the benchmarks create their databases on. */
export const PG_ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A new, empty database named `<prefix>_<random>` on PG_ADMIN_URL's server: its URL and `drop()`;
 * null when the server does not answer.
 */
export async function createPgDatabase(prefix) {
  const { default: pg } = await import('pg');
  const adminUrl = PG_ADMIN_URL;
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Prints `rows` under `head` as a Markdown table with padded columns, then `footer` if given. */
export function printTable(head, rows, footer) {
  const all = [head, ...rows];
  const widths = head.map((_, i) => Math.max(...all.map((r) => String(r[i]).length)));
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`;
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  if (footer) console.log(`\n${footer}`);
}
