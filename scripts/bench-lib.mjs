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

/**
 * The machine's load, which every timing depends on. `os.loadavg()` counts the benchmark's own
 * processes too (Chromium, the server, autocannon), so the gate is checked before each measured
 * phase, after the machine has settled from the previous one, and the highest 1-minute average
 * during the phase is noted beside its figures.
 */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
const LOAD_WAIT_S = Number(process.env.BENCH_LOAD_WAIT ?? 240);
/** BENCH_ALLOW_LOAD=1: measure anyway, every figure marked as taken on a loaded machine (not a report). */
export const ALLOW_LOAD = process.env.BENCH_ALLOW_LOAD === '1';

export class LoadTooHigh extends Error {}

/** The processes using the most CPU now (`ps`), to say what keeps the machine busy. */
async function busiest() {
  const { execFileSync } = await import('node:child_process');
  try {
    return execFileSync('ps', ['-eo', 'pcpu,etime,args', '--sort=-pcpu'], { encoding: 'utf8' })
      .split('\n')
      .slice(1, 6)
      .map((l) => l.trim().slice(0, 140))
      .filter(Boolean)
      .join('\n    ');
  } catch {
    return '(ps not available)';
  }
}

/**
 * Waits (up to BENCH_LOAD_WAIT seconds) for the 1-minute load average to fall to MAX_LOAD, then
 * starts sampling it every second until the returned `end()`, which answers the load at the start
 * and the highest during the phase. Throws LoadTooHigh, naming the busiest processes, when the
 * machine does not settle (unless BENCH_ALLOW_LOAD=1).
 */
export async function loadPhase(label) {
  const { loadavg } = await import('node:os');
  const waitUntil = Date.now() + LOAD_WAIT_S * 1000;
  let load = loadavg()[0];
  if (load > MAX_LOAD)
    note(`${label}: load average ${load.toFixed(2)} > ${MAX_LOAD}; waiting for the machine to settle…`);
  while (load > MAX_LOAD && Date.now() < waitUntil) {
    await new Promise((r) => setTimeout(r, 5000));
    load = loadavg()[0];
  }
  if (load > MAX_LOAD && !ALLOW_LOAD) {
    throw new LoadTooHigh(
      `${label}: not measured. The 1-minute load average is ${load.toFixed(2)} (limit ${MAX_LOAD}) after waiting ${LOAD_WAIT_S} s: ` +
        `other work is using the cores, and figures taken now would measure it, not the platform. Busiest processes:\n    ${await busiest()}`,
    );
  }
  const start = load;
  let max = load;
  const timer = setInterval(() => (max = Math.max(max, loadavg()[0])), 1000);
  return {
    end() {
      clearInterval(timer);
      max = Math.max(max, loadavg()[0]);
      return { start, max, loaded: start > MAX_LOAD };
    },
  };
}

/** 'load 0.42 → 1.73', marked when the phase started above the limit. */
export function loadNote({ start, max, loaded }) {
  return `load ${start.toFixed(2)} → ${max.toFixed(2)}${loaded ? ' (ABOVE THE LIMIT: not a report)' : ''}`;
}
