// Storefront benchmark (not a timed test): `npm run bench:storefront`. Every figure is printed beside
// its target and beside a limit measured in the same run on the same machine:
// 1. Pages: starts the built platform on a fresh embedded database and opens the home page, a villa
//    page, the listing with dates and a region page in Debian's Chromium (a 412 × 823 phone, no
//    scrolling): the gzip JavaScript each downloads, then Lighthouse 12.8 with its mobile settings
//    (simulated 150 ms RTT, 1.6 Mbit/s; Lighthouse 13 needs Node 22), median of 5 runs, its CPU
//    slowdown calibrated before each run to make this host a mid-range phone the way Chrome
//    DevTools calibrates (cpu-calibration.mjs: a fixed slowdown emulates a different phone on every
//    host, and these machines' speed also varies from run to run); then, for reference, 3 runs at
//    Lighthouse's default fixed 4×, 3 on DevTools' low-tier phone, and 3 with Lighthouse's devtools
//    throttling (Chromium really slowed down by the verdict's factor rather than a simulation from
//    an unthrottled load). The
//    limit: a static HTML copy of the same page (its first screen as rendered, the CSS inlined, no
//    script) served by the same server, measured the same way: its LCP and bytes.
// 2. Search: p50/p99 and throughput of GET /v2/search with dates at 10 concurrent connections
//    (autocannon in this process, the API server in its own, as `npm start` runs it), over the demo
//    data and over 2,000 added villas and 20,000 reservations, with the search cache and without it
//    (SEARCH_CACHE_ENTRIES=0: every query computed from the in-memory index), and with neither
//    (SEARCH_INDEX=off too: every query computed in SQL, for reference), on PGlite and on
//    PostgreSQL (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; skipped when none
//    answers). The limit: Fastify
//    answering a constant JSON on the same machine, same connections.
// Before each phase the 1-minute load average must fall to 1.5 (bench-lib.mjs loadPhase): above it
// the benchmark refuses to report and says which processes keep the machine busy.
// Options: BENCH_SECONDS (default 8) per load run, BENCH_LIGHTHOUSE_RUNS (default 5),
// BENCH_SKIP_BROWSER=1, BENCH_SKIP_SEARCH=1, BENCH_SKIP_PG=1, BENCH_SKIP_PGLITE=1, BENCH_MAX_LOAD, BENCH_LOAD_WAIT (s),
// BENCH_ALLOW_LOAD=1 (measure on a loaded machine anyway; every figure is marked as not a report),
// BENCH_CPU_MULTIPLIER (a fixed CPU slowdown for the verdict instead of the calibrated one),
// BENCH_DEVTOOLS_RUNS (default 3: the reference runs with Lighthouse's devtools throttling),
// BENCH_REFERENCE_RUNS (default 3: the reference runs at the default 4× and on the low-tier phone).
import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { loadavg } from 'node:os';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import {
  ALLOW_LOAD,
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  LoadTooHigh,
  MAX_LOAD,
  ROOT,
  createPgDatabase,
  loadNote,
  loadPhase,
  note,
  printTable,
  startServer,
  stats,
} from './bench-lib.mjs';
import { PHONES, benchmarkPage, calibrate } from './cpu-calibration.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONCURRENCY = 10;
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const DEVTOOLS_RUNS = Number(process.env.BENCH_DEVTOOLS_RUNS ?? 3);
const REFERENCE_RUNS = Number(process.env.BENCH_REFERENCE_RUNS ?? 3);
const CPU_FIXED = process.env.BENCH_CPU_MULTIPLIER ? Number(process.env.BENCH_CPU_MULTIPLIER) : null;
const rows = [];
/** Every Lighthouse run's CPU slowdown and host measures, for the calibration's own row. */
const cpuRuns = [];
/** The reference runs' (Lighthouse's default 4×, DevTools' low-tier phone). */
const referenceRuns = [];
const refusals = [];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
const verdict = (ok) => (ok ? 'met' : 'NOT MET');

// ---------------------------------------------------------------- browser

const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  locale: 'tr-TR',
};

/**
 * Opens `url` on a phone without scrolling (until the network is quiet, then 3 s) and answers the
 * scripts it loaded, with their bytes as a gzip-only client and as Chromium (brotli) get them, and
 * a static copy of what it shows: the document as rendered, every stylesheet rule inlined (styled
 * components insert theirs through the CSSOM, so the serialised <style> tags are empty), no script
 * and no script preload. The copy keeps the image preloads, srcset and sizes of the real page.
 */
async function openPage(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.add(r.url());
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(3000);
  const html = await page.evaluate(() => {
    const css = [...document.styleSheets]
      .map((sheet) => {
        try {
          return [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
        } catch {
          return ''; // a cross-origin sheet: none on this site
        }
      })
      .join('\n');
    const copy = /** @type {HTMLElement} */ (document.documentElement.cloneNode(true));
    copy
      .querySelectorAll(
        'script, style, link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"]',
      )
      .forEach((n) => n.remove());
    const style = document.createElement('style');
    style.textContent = css;
    copy.querySelector('head')?.append(style);
    return `<!doctype html>\n${copy.outerHTML}`;
  });
  await context.close();
  let gzip = 0;
  let br = 0;
  for (const script of scripts) {
    gzip += await compressedSize(script, 'gzip');
    br += await compressedSize(script, 'br');
  }
  return { jsBytes: gzip, jsBrotli: br, jsFiles: scripts.size, html };
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

/**
 * Every byte a page transfers on a phone without scrolling (documents, scripts, styles, images,
 * data), as Chromium gets them: the same measure for the page and its static copy.
 */
async function pageBytes(browser, url) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(3000);
  await context.close();
  return bytes;
}

/**
 * The CPU slowdown for the next Lighthouse run, calibrated to the host as it is now (its speed
 * changes from run to run): Chrome DevTools' calibration (cpu-calibration.mjs) run in `browser`
 * just before, for `phone` ('mid': DevTools' mid-tier phone, the verdict; 'low': its low-tier
 * phone), or 'default': Lighthouse's own fixed 4×. BENCH_CPU_MULTIPLIER fixes the verdict's.
 * A host slower than the phone is measured without slowdown, marked: its figures are pessimistic.
 */
async function cpuSlowdown(browser, phone) {
  const bench = await benchmarkPage(browser);
  try {
    if (phone === 'default' || (phone === 'mid' && CPU_FIXED)) {
      const hostIndex = await bench.measure(1);
      return { multiplier: phone === 'default' ? 4 : CPU_FIXED, hostIndex, tooSlow: false };
    }
    const { host, rate } = await calibrate((r) => bench.measure(r), phone);
    if (rate === null && host < PHONES.low.index)
      throw new LoadTooHigh(
        `Lighthouse: not measured. The host's BenchmarkIndex is ${host.toFixed(0)}, slower than the slowest phone DevTools emulates (${PHONES.low.index}).`,
      );
    return { multiplier: rate ?? 1, hostIndex: host, tooSlow: rate === null };
  } finally {
    await bench.close();
  }
}

/**
 * One Lighthouse run with its mobile settings (simulated 150 ms RTT, 1.6 Mbit/s) and the CPU
 * slowdown `multiplier`.
 */
async function lighthouseRun(url, multiplier, method) {
  const [{ default: lighthouse }, chromeLauncher, constants] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/constants.js'),
  ]);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: method,
      throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: multiplier },
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
      multiplier,
      // Lighthouse's own measure of the host, taken in its Chromium at the start of the run.
      runIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * `count` completed runs of `url`. `method`: Lighthouse's default 'simulate' (one unthrottled load,
 * the slow phone computed from its trace), or 'devtools' (Chromium really slowed down, the network
 * throttled per request: slower to run, and the reference where a simulated figure is in doubt).
 * `phone`: the CPU slowdown (cpuSlowdown).
 */
async function lighthouse(
  browser,
  url,
  { method = 'simulate', count = LIGHTHOUSE_RUNS, phone = 'mid' } = {},
) {
  const runs = [];
  let failed = 0;
  // A run Lighthouse could not complete (NO_NAVSTART now and then) is run again, up to 3 times or
  // `count` times, whichever is more.
  while (runs.length < count && failed < Math.max(3, count)) {
    const { multiplier, hostIndex, tooSlow } = await cpuSlowdown(browser, phone);
    const run = await lighthouseRun(url, multiplier, method);
    if (run.error) {
      failed++;
      note(`Lighthouse run failed (${run.error}); running it again`);
    } else runs.push({ ...run, hostIndex, tooSlow, phone });
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not measure ${url}`);
  const med = (key) => stats(runs.map((r) => r[key])).median;
  const range = (key, fmt) => {
    const { median, min, max } = stats(runs.map((r) => r[key]));
    return `${fmt(median)} (${fmt(min)}–${fmt(max)})`;
  };
  const tooSlow = runs.filter((r) => r.tooSlow).length;
  return { runs, med, range, version: runs[0].version, tooSlow };
}

/** Writes the static copy into the shell's build, beside its compressed copies; answers its path and remover. */
function publishStatic(name, html) {
  const file = join(ROOT, 'shell', 'dist', `bench-static-${name}.html`);
  const body = Buffer.from(html);
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
  return {
    path: `/bench-static-${name}.html`,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    remove: () => ['', '.gz', '.br'].forEach((ext) => rmSync(`${file}${ext}`, { force: true })),
  };
}

function dates(fromToday, nights) {
  const d = (n) => new Date(Date.now() + (3 * 3600 + n * 86400) * 1000).toISOString().slice(0, 10);
  return [d(fromToday), d(fromToday + nights)];
}

async function browserBench() {
  const { chromium } = await import('playwright');
  const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-web-'));
  const port = 18190 + Math.floor(Math.random() * 9);
  note('starting the platform on a fresh database (first start seeds the demo catalogue)…');
  const { base, stop } = await startServer(port, { LOG_LEVEL: 'warn', DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const published = [];
  try {
    const villa = (await (await fetch(`${base}/v2/search?take=1`)).json()).content[0].slug;
    const town = (await (await fetch(`${base}/v1/district`)).json()).content.towns[0].slug;
    const [checkin, checkout] = dates(60, 7);
    const pages = [
      { label: 'home', name: 'home', path: '/', jsLimit: 170 },
      { label: 'villa page', name: 'villa', path: `/villa/${villa}`, jsLimit: 200 },
      {
        label: 'listing with dates',
        name: 'listing',
        path: `/listing?checkin=${checkin}&checkout=${checkout}&guests=2`,
        jsLimit: 220,
      },
      { label: `region page (/${town})`, name: 'region', path: `/${town}` },
    ];
    for (const p of pages) {
      await openPage(browser, base + p.path); // warm the server
      const page = await openPage(browser, base + p.path);
      const copy = publishStatic(p.name, page.html);
      published.push(copy);
      const appBytes = await pageBytes(browser, base + p.path);
      const staticBytes = await pageBytes(browser, base + copy.path);
      rows.push([
        `${p.label}: JavaScript at load (gzip, ${page.jsFiles} files)`,
        `${kb(page.jsBytes)} (brotli as served: ${kb(page.jsBrotli)})`,
        p.jsLimit ? `≤ ${p.jsLimit} KB: ${verdict(page.jsBytes <= p.jsLimit * 1024)}` : '',
      ]);
      rows.push([
        `${p.label}: all bytes at load, page / static copy`,
        `${kb(appBytes)} / ${kb(staticBytes)} (HTML of the copy: ${kb(copy.gzipBytes)} gzip)`,
        `× ${(appBytes / staticBytes).toFixed(1)} the static copy`,
      ]);

      note(`Lighthouse on ${p.path} and on its static copy (${LIGHTHOUSE_RUNS} runs each)…`);
      const phase = await loadPhase(`Lighthouse ${p.label}`);
      const app = await lighthouse(browser, base + p.path);
      const flat = await lighthouse(browser, base + copy.path);
      // References, the page only: Lighthouse's own default slowdown (a fixed 4×, whatever the
      // host) and DevTools' low-tier phone.
      const appDefault = await lighthouse(browser, base + p.path, {
        count: REFERENCE_RUNS,
        phone: 'default',
      });
      const appLow = await lighthouse(browser, base + p.path, { count: REFERENCE_RUNS, phone: 'low' });
      // The same page with Chromium really slowed down (Lighthouse's devtools throttling): what the
      // simulation's blocking time stands for, measured (3 runs each, as they take longer).
      const appReal = await lighthouse(browser, base + p.path, { method: 'devtools', count: DEVTOOLS_RUNS });
      const flatReal = await lighthouse(browser, base + copy.path, {
        method: 'devtools',
        count: DEVTOOLS_RUNS,
      });
      cpuRuns.push(...app.runs, ...flat.runs, ...appReal.runs, ...flatReal.runs);
      referenceRuns.push(...appDefault.runs, ...appLow.runs);
      const load = loadNote(phase.end());
      const lcp = app.med('lcp');
      const tbt = app.med('tbt');
      const cls = app.med('cls');
      const slow = app.tooSlow
        ? ` (${app.tooSlow} of ${app.runs.length} runs unthrottled: the host was slower than the phone, so these are pessimistic)`
        : '';
      rows.push([
        `${p.label}: Lighthouse ${app.version} mobile LCP, median (min–max), mid-tier phone`,
        app.range('lcp', seconds),
        `≤ 1.5 s: ${verdict(lcp <= 1500)}; static copy ${flat.range('lcp', seconds)}: × ${(lcp / flat.med('lcp')).toFixed(2)}${slow}`,
      ]);
      rows.push([
        `${p.label}: Lighthouse total blocking time, mid-tier phone`,
        app.range('tbt', (x) => `${x.toFixed(0)} ms`),
        `≤ 150 ms: ${verdict(tbt <= 150)}; static copy ${flat.med('tbt').toFixed(0)} ms${slow}`,
      ]);
      rows.push([
        `${p.label}: Lighthouse CLS / performance score`,
        `${app.range('cls', (x) => x.toFixed(3))} / ${app.range('score', (x) => (x * 100).toFixed(0))}`,
        `CLS ≤ 0.02: ${verdict(cls <= 0.02)}; ${load}`,
      ]);
      rows.push([
        `${p.label}: LCP / TBT at Lighthouse's default fixed 4× (${REFERENCE_RUNS} runs)`,
        `${appDefault.range('lcp', seconds)} / ${appDefault.range('tbt', (x) => `${x.toFixed(0)} ms`)}`,
        '(reference: the slowdown Lighthouse uses out of the box, whatever the host)',
      ]);
      rows.push([
        `${p.label}: LCP / TBT on DevTools' low-tier phone (${REFERENCE_RUNS} runs)`,
        `${appLow.range('lcp', seconds)} / ${appLow.range('tbt', (x) => `${x.toFixed(0)} ms`)}`,
        `(reference: ${PHONES.low.name}, BenchmarkIndex ${PHONES.low.index})`,
      ]);
      rows.push([
        `${p.label}: the same, devtools throttling (${DEVTOOLS_RUNS} runs): LCP / TBT`,
        `${appReal.range('lcp', seconds)} / ${appReal.range('tbt', (x) => `${x.toFixed(0)} ms`)}`,
        `(reference) static copy ${flatReal.range('lcp', seconds)} / ${flatReal.med('tbt').toFixed(0)} ms`,
      ]);
    }
    const index = (runs, key, digits = 0) => {
      const { median, min, max } = stats(runs.map((r) => r[key]));
      return `${median.toFixed(digits)} (${min.toFixed(digits)}–${max.toFixed(digits)})`;
    };
    const slowdown = (runs) => `× ${index(runs, 'multiplier', 2)}`;
    if (cpuRuns.length > 0)
      rows.push([
        'Lighthouse CPU slowdown for the verdict, median (min–max)',
        slowdown(cpuRuns),
        CPU_FIXED
          ? `fixed by BENCH_CPU_MULTIPLIER; host BenchmarkIndex ${index(cpuRuns, 'hostIndex')}`
          : `${PHONES.mid.name}, BenchmarkIndex ${PHONES.mid.index}, calibrated before each run as DevTools calibrates; host BenchmarkIndex before each run ${index(cpuRuns, 'hostIndex')}, Lighthouse's own at its start ${index(cpuRuns, 'runIndex')}`,
      ]);
    const low = referenceRuns.filter((r) => r.phone === 'low');
    if (low.length > 0)
      rows.push([
        "Lighthouse CPU slowdown for DevTools' low-tier phone",
        slowdown(low),
        `host BenchmarkIndex before each run ${index(low, 'hostIndex')}`,
      ]);
  } finally {
    for (const copy of published) copy.remove();
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- load

/**
 * CONCURRENCY connections from autocannon (in this process; the server runs in its own) for SECONDS,
 * each request from `makeUrl(n)`. Latency is taken from every response (autocannon's own histogram
 * has 1 ms steps).
 */
async function load(base, makeUrl) {
  const { default: autocannon } = await import('autocannon');
  for (let i = 0; i < 30; i++) await fetch(base + makeUrl(i)).then((r) => r.arrayBuffer()); // warm-up
  const run = (duration, latencies) =>
    new Promise((resolve, reject) => {
      let n = 0;
      const instance = autocannon(
        {
          url: base,
          connections: CONCURRENCY,
          duration,
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

/**
 * The limit for the search figures: Fastify (the API's framework, same version) answering one
 * constant JSON object in its own process, loaded the same way.
 */
async function constantJsonLimit() {
  const port = 18300 + Math.floor(Math.random() * 90);
  const code = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/', async () => ({ ok: true, name: 'constant' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });
    console.log('ready');`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: join(ROOT, 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (c) => reject(new Error(`the constant-JSON server exited with ${c}`)));
  });
  try {
    const phase = await loadPhase('Fastify constant JSON');
    const result = await load(`http://127.0.0.1:${port}`, () => '/');
    return { ...result, load: loadNote(phase.end()) };
  } finally {
    child.kill('SIGTERM');
  }
}

const TOWNS = ['', 'fethiye', 'kas', 'kalkan', 'bodrum', '', 'gocek'];
/** Dated searches: ~1,050 distinct queries repeating (7 towns × 6 party sizes × 2 orders × 150 start days). */
function searchUrl(i) {
  const [checkin, checkout] = dates(30 + ((i * 7) % 150), 7);
  const town = TOWNS[i % TOWNS.length];
  return `/v2/search?client=true&checkin=${checkin}&checkout=${checkout}&guests=${1 + (i % 6)}${
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

/** One measured search run: its row, beside the constant-JSON limit. */
async function searchRow(label, base, limit, target) {
  const phase = await loadPhase(label);
  const r = await load(base, searchUrl);
  const loadText = loadNote(phase.end());
  const met = target ? r.p99 <= target.p99 && r.rps >= (target.rps ?? 0) && !r.errors : null;
  rows.push([
    `search p50 / p99, ${label}`,
    `${r.p50.toFixed(1)} / ${r.p99.toFixed(1)} ms, ${r.rps.toFixed(0)} req/s${r.errors ? `, ${r.errors} errors` : ''}`,
    [
      target ? `p99 ≤ ${target.p99} ms${target.rps ? `, ≥ ${target.rps} req/s` : ''}: ${verdict(met)}` : '',
      limit ? `${((100 * r.rps) / limit.rps).toFixed(1)}% of constant JSON's req/s` : '',
      loadText,
    ]
      .filter(Boolean)
      .join('; '),
  ]);
}

/**
 * The search under load on one driver: the server seeds the demo catalogue on its first start and
 * is measured; then it is stopped, the 2,000 villas and 20,000 reservations are added to its
 * database, and it is measured again with the search cache, with it off (the in-memory index
 * computes every query) and with both off (SQL computes every query).
 */
async function searchBench(driver, limit) {
  const { openDb } = await import('../api/src/db/client.ts');
  const label = driver === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const target = driver === 'pglite' ? { p99: 60 } : { p99: 25, rps: 800 };
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
    await searchRow(`demo data (66 villas), ${label}`, server.base, limit);
    await server.stop();
    server = undefined;

    note(`${label}: generating 2,000 villas and 20,000 reservations…`);
    const handle = await openDb(dbOptions);
    try {
      // The driver's own client runs the script's statements as one simple query.
      const client = handle.db.$client;
      await (driver === 'pglite' ? client.exec(BULK_SQL) : client.query(BULK_SQL));
    } finally {
      await handle.close();
    }
    for (const [what, extra, judged] of [
      ['search cache on', {}, true],
      ['cache off (every query computed from the in-memory index)', { SEARCH_CACHE_ENTRIES: '0' }, true],
      [
        'cache and index off (every query computed in SQL; reference)',
        { SEARCH_CACHE_ENTRIES: '0', SEARCH_INDEX: 'off' },
        false,
      ],
    ]) {
      server = await startServer(port, { LOG_LEVEL: 'warn', ...env, ...extra });
      note(`${label}: 2,066 villas, ${what}…`);
      await searchRow(
        `2,066 villas / 20,000+ reservations, ${label}, ${what}`,
        server.base,
        limit,
        judged ? target : undefined,
      );
      await server.stop();
      server = undefined;
    }
  } finally {
    if (server) await server.stop();
    await cleanup();
  }
}

// ---------------------------------------------------------------- main

const started = loadavg();
try {
  if (!process.env.BENCH_SKIP_BROWSER) await browserBench();
  if (!process.env.BENCH_SKIP_SEARCH) {
    note('Fastify answering a constant JSON (the limit for the search figures)…');
    const limit = await constantJsonLimit();
    rows.push([
      'limit: Fastify constant JSON p50 / p99',
      `${limit.p50.toFixed(1)} / ${limit.p99.toFixed(1)} ms, ${limit.rps.toFixed(0)} req/s`,
      limit.load,
    ]);
    if (!process.env.BENCH_SKIP_PGLITE) await searchBench('pglite', limit);
    if (!process.env.BENCH_SKIP_PG) await searchBench('pg', limit);
  }
} catch (error) {
  if (!(error instanceof LoadTooHigh)) throw error;
  refusals.push(error.message);
  process.exitCode = 2;
} finally {
  printTable(
    ['measure', 'value', 'target; limit in the same run; load average'],
    rows,
    [
      `${CONCURRENCY} concurrent connections, ${SECONDS} s per search run, ${LIGHTHOUSE_RUNS} Lighthouse runs per page, ` +
        `load average at the start ${started.map((x) => x.toFixed(2)).join(' / ')} (limit ${MAX_LOAD} before each phase), ${new Date().toISOString()}`,
      ALLOW_LOAD
        ? 'BENCH_ALLOW_LOAD=1: phases marked ABOVE THE LIMIT were measured on a busy machine and are not a report.'
        : '',
      ...refusals.map((r) => `REFUSED: ${r}`),
    ]
      .filter(Boolean)
      .join('\n'),
  );
}
