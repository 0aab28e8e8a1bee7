// Storefront benchmark (not a timed test): `npm run bench:storefront`.
// 1. Starts the built platform on a fresh embedded database and measures, in Debian's Chromium, the
//    gzip JavaScript the home page and a villa page download on a phone without scrolling, and their
//    LCP, CLS, total blocking time and score in Lighthouse 12.8 with its default mobile settings
//    (simulated 150 ms RTT, 1.6 Mbit/s, 4x CPU; Lighthouse 13 needs Node 22), median of 3 runs.
// 2. Measures p50/p99 of GET /v2/search with dates at 10 concurrent connections (autocannon in
//    this process, the API server in its own, as `npm start` runs it), over the demo data and over
//    a generated set of 2,000 villas and 20,000 reservations, on PGlite and on PostgreSQL
//    (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; skipped when none answers).
// Options: BENCH_SECONDS (default 8) per load run, BENCH_SKIP_BROWSER=1, BENCH_SKIP_PG=1.
import { get as httpGet } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  createPgDatabase,
  note,
  printTable,
  startServer,
  stats,
} from './bench-lib.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
const rows = [];
const LIGHTHOUSE_RUNS = 3;

// ---------------------------------------------------------------- browser

/**
 * The scripts a page loads in a 412 × 823 phone viewport without scrolling (until the network is
 * quiet), and their bytes as a gzip-only client and as Chromium (brotli) get them.
 */
async function pageScripts(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'tr-TR',
  });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(3000);
  await context.close();
  let gzip = 0;
  let br = 0;
  for (const script of scripts) {
    gzip += await compressedSize(script, 'gzip');
    br += await compressedSize(script, 'br');
  }
  return { jsBytes: gzip, jsBrotli: br, jsFiles: scripts.size };
}

/** One Lighthouse run with its default mobile settings (simulated 150 ms RTT, 1.6 Mbit/s, 4× CPU). */
async function lighthouseRun(url) {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    // A run Lighthouse could not complete (NO_NAVSTART and the like, now and then) has no metrics.
    if (lhr.runtimeError) return { error: lhr.runtimeError.code };
    const a = lhr.audits;
    return {
      lcp: a['largest-contentful-paint'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      score: lhr.categories.performance.score,
      version: lhr.lighthouseVersion,
    };
  } finally {
    await chrome.kill();
  }
}

/** Bytes on the wire of one response body with the given Accept-Encoding (not decoded). */
function compressedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

async function browserBench() {
  const { chromium } = await import('playwright');
  const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-web-'));
  const port = 18190 + Math.floor(Math.random() * 9);
  note('starting the platform on a fresh database (first start seeds the demo catalogue)…');
  const { base, stop } = await startServer(port, { LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const villa = (await (await fetch(`${base}/v2/search?take=1`)).json()).content[0].slug;
    for (const [label, path] of [
      ['home', '/'],
      ['villa page', `/villa/${villa}`],
    ]) {
      await pageScripts(browser, base + path); // warm the server
      const js = await pageScripts(browser, base + path);
      note(`Lighthouse on ${path} (${LIGHTHOUSE_RUNS} runs)…`);
      const runs = [];
      let failed = 0;
      while (runs.length < LIGHTHOUSE_RUNS && failed < LIGHTHOUSE_RUNS) {
        const run = await lighthouseRun(base + path);
        if (run.error) {
          failed++;
          note(`Lighthouse run failed (${run.error}); running it again`);
        } else runs.push(run);
      }
      if (runs.length === 0) throw new Error(`Lighthouse could not measure ${path}`);
      const range = (key, fmt) => {
        const { median, min, max } = stats(runs.map((r) => r[key]));
        return `${fmt(median)} (${fmt(min)}–${fmt(max)})`;
      };
      const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
      rows.push([
        `${label}: JavaScript (gzip, ${js.jsFiles} files)`,
        `${(js.jsBytes / 1024).toFixed(1)} KB (brotli as served: ${(js.jsBrotli / 1024).toFixed(1)} KB)`,
        label === 'home' ? '≤ 220 KB' : '',
      ]);
      rows.push([
        `${label}: Lighthouse ${runs[0].version} mobile LCP`,
        range('lcp', seconds),
        '≤ 2.5 s; median (min–max)',
      ]);
      rows.push([`${label}: Lighthouse CLS`, range('cls', (x) => x.toFixed(3)), '≤ 0.05']);
      rows.push([`${label}: Lighthouse total blocking time`, range('tbt', (x) => `${x.toFixed(0)} ms`), '']);
      rows.push([`${label}: Lighthouse performance score`, range('score', (x) => (x * 100).toFixed(0)), '']);
    }
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- search load

/**
 * CONCURRENCY connections from autocannon (in this process; the API runs in its own) for SECONDS,
 * each request a different dated search. Latency is taken from every response (autocannon's own
 * histogram has 1 ms steps).
 */
async function load(base, makeUrl) {
  const { default: autocannon } = await import('autocannon');
  for (let i = 0; i < 30; i++) await fetch(base + makeUrl(i)).then((r) => r.arrayBuffer()); // warm-up
  const run = (seconds, latencies) =>
    new Promise((resolve, reject) => {
      let n = 0;
      const instance = autocannon(
        {
          url: base,
          connections: CONCURRENCY,
          duration: seconds,
          headers: { 'accept-encoding': 'gzip' },
          requests: [{ setupRequest: (req) => ({ ...req, path: makeUrl(n++) }) }],
        },
        (err, result) => (err ? reject(err) : resolve(result)),
      );
      if (latencies) instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    });
  await run(2); // warm the plans and caches of every connection
  const latencies = [];
  const result = await run(SECONDS, latencies);
  const { median, p99 } = stats(latencies);
  return {
    p50: median,
    p99,
    count: latencies.length,
    rps: latencies.length / SECONDS,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const TOWNS = ['', 'fethiye', 'kas', 'kalkan', 'bodrum', '', 'gocek'];
function searchUrl(i) {
  const day = 30 + ((i * 7) % 150);
  const d = (n) => new Date(Date.now() + (3 * 3600 + n * 86400) * 1000).toISOString().slice(0, 10);
  const town = TOWNS[i % TOWNS.length];
  return `/v2/search?client=true&checkin=${d(day)}&checkout=${d(day + 7)}&guests=${1 + (i % 6)}${
    town ? `&town=${town}` : ''
  }&sort=${i % 2 ? 'price_asc' : 'recommended'}`;
}

const BULK_SQL = `
insert into villas (name, slug, town_id, villa_type_id, capacity, bedrooms, bathrooms, summary, cleaning_fee, sort_order)
select 'Bench Villa ' || g, 'bench-villa-' || g,
  (array(select id from towns order by id))[1 + g % (select count(*) from towns)::int],
  (array(select id from villa_types order by id))[1 + g % (select count(*) from villa_types)::int],
  2 + (g % 7) * 2, 1 + g % 5, 1 + g % 3, 'Karşılaştırma verisi', 1500, 1000 + g
from generate_series(1, 2000) g;
insert into villa_prices (villa_id, start_date, end_date, nightly_price, currency, min_stay)
select v.id, p.s, p.e, 3000 + (v.id % 40) * 150, case when v.id % 9 = 0 then 'EURO' else 'TL' end, 2
from villas v cross join (values
  (date_trunc('year', current_date)::date, (date_trunc('year', current_date) + interval '1 year - 1 day')::date),
  ((date_trunc('year', current_date) + interval '1 year')::date, (date_trunc('year', current_date) + interval '2 year - 1 day')::date)
) as p(s, e)
where v.slug like 'bench-villa-%';
insert into reservations (reservation_code, villa_id, status, customer_name, check_in, check_out, guests, nights, total_amount)
select 'BN' || v.id || '-' || k, v.id, 'confirmed', 'Bench Misafir',
  current_date + 3 + k * 16 + v.id % 9, current_date + 3 + k * 16 + v.id % 9 + 6, 2, 6, 20000
from villas v cross join generate_series(0, 9) k
where v.slug like 'bench-villa-%';
insert into villa_blocks (villa_id, period, kind, reservation_id)
select r.villa_id, daterange(r.check_in, r.check_out, '[)'), 'reservation', r.id
from reservations r where r.reservation_code like 'BN%';
analyze
`;

/**
 * The search under load on one driver: the server seeds the demo catalogue on its first start and
 * is measured; then it is stopped, the 2,000 villas and 20,000 reservations are added to its
 * database, and it is started and measured again.
 */
async function searchBench(driver) {
  const { openDb } = await import('../api/src/db/client.ts');
  const label = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  let env;
  let dbOptions;
  let cleanup;
  if (driver === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-search-'));
    env = { DATA_DIR: dataDir };
    dbOptions = { driver: 'pglite', dataDir };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const database = await createPgDatabase('villa_bench');
    if (!database) {
      note('PostgreSQL not reachable: skipped');
      return;
    }
    env = { DATABASE_URL: database.url };
    dbOptions = { driver: 'pg', url: database.url };
    cleanup = database.drop;
  }
  const port = 18200 + Math.floor(Math.random() * 90);
  let server;
  try {
    note(`${label}: starting the server on a fresh database (it seeds the demo catalogue)…`);
    server = await startServer(port, { LOG_LEVEL: 'warn', ...env });
    note(`${label}: search over the demo data…`);
    const demo = await load(server.base, searchUrl);
    rows.push([
      `search p50 / p99, demo data (66 villas), ${label}`,
      `${demo.p50.toFixed(1)} / ${demo.p99.toFixed(1)} ms`,
      `${demo.rps.toFixed(0)} req/s${demo.errors ? `, ${demo.errors} errors` : ''}`,
    ]);
    await server.stop();

    note(`${label}: generating 2,000 villas and 20,000 reservations…`);
    const handle = await openDb(dbOptions);
    try {
      // The driver's own client runs the script's statements as one simple query.
      const client = handle.db.$client;
      await (driver === 'pglite' ? client.exec(BULK_SQL) : client.query(BULK_SQL));
    } finally {
      await handle.close();
    }
    server = await startServer(port, { LOG_LEVEL: 'warn', ...env });
    const bulk = await load(server.base, searchUrl);
    rows.push([
      `search p50 / p99, 2,066 villas / 20,000+ reservations, ${label}`,
      `${bulk.p50.toFixed(1)} / ${bulk.p99.toFixed(1)} ms`,
      `${bulk.rps.toFixed(0)} req/s${bulk.errors ? `, ${bulk.errors} errors` : ''}${
        driver === 'pg' ? ' (target p99 ≤ 50 ms)' : ''
      }`,
    ]);
  } finally {
    if (server) await server.stop();
    await cleanup();
  }
}

// ---------------------------------------------------------------- main

try {
  if (!process.env.BENCH_SKIP_BROWSER) await browserBench();
  await searchBench('pglite');
  if (!process.env.BENCH_SKIP_PG) await searchBench('pg');
} finally {
  printTable(
    ['measure', 'value', 'target / note'],
    rows,
    `${CONCURRENCY} concurrent connections, ${SECONDS} s per search run, ${new Date().toISOString()}`,
  );
}
