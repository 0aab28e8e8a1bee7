// Admin panel benchmark (not a timed test): `npm run bench:admin`.
//   - The dashboard's JavaScript at first load after login: the platform starts (as built) on a fresh
//     embedded database; Debian's Chromium at 1366 × 800 opens /dashboard/login, signs in as ADMIN
//     with the form and lands on the admin home (Anasayfa, from mf-booking-admin). Every script the
//     page loaded from the login page until the network is quiet is fetched again as a gzip-only
//     client gets it: bytes and file count, in total and per package, and the largest files.
//   - An admin remote's rebuild on its own: `node scripts/build.mjs --force <remote>` for each admin
//     remote, the whole command's time and its split (vite build, then scripts/precompress.mjs).
// Options: BENCH_PORT (default: a free one from 18300), BENCH_SKIP_BROWSER=1, BENCH_SKIP_REBUILD=1,
// BENCH_REBUILD=mf-booking-admin,… (the remotes to rebuild; default the four admin remotes).
// Nothing is built before the browser part: it measures the dist folders as they are.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ROOT, note, printTable, startServer } from './bench-lib.mjs';

const ADMIN = { email: 'bench@admin.test', password: 'Bench-Admin-Pass-1' };
const ADMIN_REMOTES = ['mf-villa-admin', 'mf-booking-admin', 'mf-boat-admin', 'mf-content-admin'];
const REBUILD = process.env.BENCH_REBUILD ? process.env.BENCH_REBUILD.split(',') : ADMIN_REMOTES;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

/** Bytes on the wire of `url` for a client that accepts only gzip (not decoded), as bench-storefront counts. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      let n = 0;
      res.on('data', (chunk) => (n += chunk.length));
      res.on('end', () => resolve(n));
    }).on('error', reject);
  });
}

/** Which package a script URL belongs to. */
function packageOf(url) {
  const path = new URL(url).pathname;
  const remote = path.match(/^\/remotes\/([^/]+)\//);
  return remote ? remote[1] : 'shell';
}

async function dashboardScripts() {
  const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-admin-'));
  const port = Number(process.env.BENCH_PORT ?? 18300 + Math.floor(Math.random() * 9));
  note('starting the platform on a fresh database…');
  const { base, stop } = await startServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'tr-TR' });
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.add(r.url());
    });
    await page.goto(`${base}/dashboard/login`, { waitUntil: 'networkidle' });
    const atLogin = scripts.size;
    await page.getByLabel('E-posta').fill(ADMIN.email);
    await page.getByLabel('Şifre').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByTestId('stat-reservations').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(2000);
    await context.close();

    const files = [];
    for (const url of scripts) files.push({ url, pkg: packageOf(url), bytes: await gzipBytes(url) });
    return { files, atLogin };
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `node scripts/build.mjs --force <remote>`: wall time and the split build.mjs logs. */
function rebuild(remote) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'build.mjs'), '--force', remote], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`${remote}: build failed (exit ${code})\n${out}`));
      const m = out.match(/built in ([\d.]+) s \(vite ([\d.]+) s, compressed copies ([\d.]+) s\)/);
      resolve({
        wall: (Date.now() - started) / 1000,
        vite: m ? Number(m[2]) : NaN,
        compress: m ? Number(m[3]) : NaN,
      });
    });
  });
}

async function main() {
  const rows = [];
  if (!process.env.BENCH_SKIP_BROWSER) {
    const { files, atLogin } = await dashboardScripts();
    const total = files.reduce((s, f) => s + f.bytes, 0);
    rows.push([
      `admin home after login: JavaScript (gzip, ${files.length} files)`,
      `${kb(total)} (${atLogin} files at the login page)`,
    ]);
    const byPkg = new Map();
    for (const f of files) {
      const p = byPkg.get(f.pkg) ?? { bytes: 0, count: 0 };
      byPkg.set(f.pkg, { bytes: p.bytes + f.bytes, count: p.count + 1 });
    }
    for (const [pkg, p] of [...byPkg].sort((a, b) => b[1].bytes - a[1].bytes))
      rows.push([`  of which ${pkg}`, `${kb(p.bytes)}, ${p.count} files`]);
    for (const f of [...files].sort((a, b) => b.bytes - a.bytes).slice(0, 5))
      rows.push([
        `  largest: ${f.pkg}/${new URL(f.url).pathname.split('/').pop().slice(0, 60)}`,
        kb(f.bytes),
      ]);
    rows.push(['machine load after the page (1 / 5 / 15 min)', load()]);
  }
  if (!process.env.BENCH_SKIP_REBUILD) {
    for (const remote of REBUILD) {
      const before = load();
      note(`rebuilding ${remote} (load ${before})…`);
      const r = await rebuild(remote);
      rows.push([
        `rebuild: node scripts/build.mjs --force ${remote}`,
        `${r.wall.toFixed(1)} s (vite ${r.vite.toFixed(1)} s, compressed copies ${r.compress.toFixed(1)} s); load before ${before}`,
      ]);
    }
  }
  printTable(['measure', 'value'], rows);
}

await main();
