// `npm test`: installs what is missing, then runs every check and test:
// lint, typecheck, unit/component/API tests (vitest; API on PGlite and, when a
// server answers, on PostgreSQL; the production images' nginx configs on Debian's
// nginx), the front-end builds and the Playwright journeys in a real Chromium.
// Ends with the line `N passed, N failed`.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { buildFrontends } from './build.mjs';
import { ROOT, ensureInstalled, log, run } from './lib.mjs';

const RESULTS = join(ROOT, '.test-results');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const wants = (step) => only.length === 0 || only.includes(step);
// This machine runs Node 20; the production images run Node 24 (node:24-bookworm-slim). With
// TEST_NODE24=1 (.ci/run sets it) or `npm test -- node24` the API tests run once more under this
// pinned Node 24: the registry's node-<platform>-<arch> package, unpacked into a temporary folder.
const NODE24_VERSION = '24.21.0';
const wantsNode24 = only.includes('node24') || (process.env.TEST_NODE24 === '1' && wants('unit'));

const tally = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function record(name, passed, failed, skipped = 0) {
  tally.passed += passed;
  tally.failed += failed;
  tally.skipped += skipped;
  if (failed > 0) failures.push(`${name}: ${failed} failed`);
}

function portOpen(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1500 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function postgresUrl() {
  const explicit = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (explicit) return explicit;
  return (await portOpen('127.0.0.1', 5432)) ? 'postgres://postgres@127.0.0.1:5432/test' : null;
}

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(`No Chromium at ${CHROMIUM}. Install Debian's package: sudo apt-get install -y chromium`);
    return false;
  }
  log(`No Chromium at ${CHROMIUM}: installing Debian's chromium package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0) return false;
  const ok = (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) === 0;
  log(ok ? `Installed Chromium at ${CHROMIUM}.` : 'Chromium install failed.');
  return ok && existsSync(CHROMIUM);
}

// The ops tests (scripts/test) run the production images' nginx configs on Debian's nginx.
// Without it they fail and say how to install it.
async function ensureNginx() {
  if (existsSync(NGINX)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    log(
      `No nginx at ${NGINX}: the ops tests will fail. Install Debian's package: sudo apt-get install -y nginx`,
    );
    return;
  }
  log(`No nginx at ${NGINX}: installing Debian's nginx package with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // The package would start a system nginx on port 80; the tests start their own.
  // A policy-rc.d answering 101 ("not allowed") keeps it from starting one.
  const policy = '/usr/sbin/policy-rc.d';
  const ownPolicy = !existsSync(policy);
  if (ownPolicy) writeFileSync(policy, '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  try {
    const ok =
      (await run('apt-get', ['update', '-qq'], { env })) === 0 &&
      (await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { env })) === 0;
    log(ok && existsSync(NGINX) ? `Installed nginx at ${NGINX}.` : 'nginx install failed.');
  } finally {
    if (ownPolicy) rmSync(policy, { force: true });
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Records a vitest JSON report (and a non-zero exit without failed tests as one failure). */
function recordVitest(name, out, code) {
  const report = readJson(out);
  if (report)
    record(
      name,
      report.numPassedTests,
      report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? 1 : 0),
      report.numPendingTests + report.numTodoTests,
    );
  else record(name, 0, 1);
}

/** Downloads and unpacks the pinned Node 24 into `dir`; resolves with its `node`, or null. */
async function fetchNode24(dir) {
  const pkg = `node-${process.platform}-${process.arch}@${NODE24_VERSION}`;
  log(`Node ${NODE24_VERSION}: npm pack ${pkg}…`);
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  if ((await run('npm', ['pack', pkg, '--pack-destination', dir, '--silent'], quiet)) !== 0) return null;
  const tarball = readdirSync(dir).find((f) => f.endsWith('.tgz'));
  if (!tarball || (await run('tar', ['xzf', join(dir, tarball), '-C', dir])) !== 0) return null;
  rmSync(join(dir, tarball), { force: true });
  const node = join(dir, 'package', 'bin', 'node');
  return existsSync(node) ? node : null;
}

async function check(name, cmd, args, options) {
  log(`${name}…`);
  const code = await run(cmd, args, options);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

await ensureInstalled();
rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

if (wants('lint')) {
  await check('shared exports', process.execPath, [
    join(ROOT, 'scripts', 'sync-shared-exports.mjs'),
    '--check',
  ]);
  // The front end's route tables against the contracts they are generated from.
  await check('endpoint tables', process.execPath, [
    '--import',
    'tsx',
    join(ROOT, 'scripts', 'sync-endpoints.mjs'),
    '--check',
  ]);
  // Known advisories against the lock file (npm audit cannot reach its endpoint here).
  await check('advisories', process.execPath, [join(ROOT, 'scripts', 'check-advisories.mjs')]);
  await check('lint', bin('eslint'), ['.', '--max-warnings=0']);
  await check('format', bin('prettier'), ['--check', '.', '--log-level', 'warn']);
}
if (wants('typecheck')) {
  await check('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  // scripts/ is no workspace: its TypeScript tests (scripts/test) are checked here.
  await check('typecheck scripts', bin('tsc'), ['-p', join(ROOT, 'scripts', 'tsconfig.json')]);
}

if (wants('unit')) {
  await ensureNginx();
  const pg = await postgresUrl();
  // With the Node 24 run to come (CI), the PostgreSQL project runs there only: production's pair,
  // Node 24 on PostgreSQL. Running it here as well took CI over its 45 minutes on the 2-core machine.
  const pgHere = pg && !wantsNode24;
  log(
    pgHere
      ? `API tests run on PGlite and on PostgreSQL (${pg.replace(/:[^:@/]*@/, ':***@')})`
      : pg
        ? 'API tests run on PGlite here, and on PostgreSQL under Node 24 below'
        : 'API tests run on PGlite only: no PostgreSQL answered on 127.0.0.1:5432',
  );
  const out = join(RESULTS, 'vitest.json');
  const env = { ...process.env, ...(pgHere ? { TEST_DATABASE_URL: pg } : {}) };
  if (!pgHere) delete env.TEST_DATABASE_URL;
  delete env.DATABASE_URL;
  const code = await run(
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    { env },
  );
  recordVitest('vitest', out, code);
}

if (wantsNode24) {
  const pg = await postgresUrl();
  const dir = mkdtempSync(join(tmpdir(), 'villa-node24-'));
  try {
    const node = await fetchNode24(dir);
    if (!node) {
      log(`Node ${NODE24_VERSION} could not be downloaded: the API tests under Node 24 count as failed.`);
      record('vitest node 24', 0, 1);
    } else {
      // Production runs Node 24 on PostgreSQL: that pair, the whole API suite including the tests that
      // start real server processes (*.pg.test.ts), in about a fifth of the PGlite project's time.
      // Without a PostgreSQL server, the PGlite project instead.
      const project = pg ? 'api-postgres' : 'api-pglite';
      log(`API tests under Node ${NODE24_VERSION} (${project})…`);
      const out = join(RESULTS, 'vitest-node24.json');
      // Node 24 first on PATH too, so anything a test starts by name runs on it as well.
      const env = {
        ...process.env,
        PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}`,
        ...(pg ? { TEST_DATABASE_URL: pg } : {}),
      };
      delete env.DATABASE_URL;
      const started = Date.now();
      const code = await run(
        node,
        [
          join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
          'run',
          '--project',
          project,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${out}`,
        ],
        { env },
      );
      log(`API tests under Node ${NODE24_VERSION}: ${Math.round((Date.now() - started) / 1000)} s`);
      recordVitest('vitest node 24', out, code);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (wants('e2e')) {
  let built = true;
  try {
    await buildFrontends();
  } catch (err) {
    log(String(err));
    built = false;
    record('build', 0, 1);
  }
  if (built && (await ensureChromium())) {
    const out = join(RESULTS, 'playwright.json');
    const env = { ...process.env, CHROMIUM_PATH: CHROMIUM, PLAYWRIGHT_JSON_OUTPUT_NAME: out };
    delete env.DATABASE_URL;
    const code = await run(bin('playwright'), ['test', '--reporter=list,json'], {
      cwd: join(ROOT, 'e2e'),
      env,
    });
    const stats = readJson(out)?.stats;
    if (stats)
      record(
        'playwright',
        stats.expected + stats.flaky,
        stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0),
        stats.skipped,
      );
    else record('playwright', 0, 1);
  } else if (built) {
    record('chromium', 0, 1);
  }
}

process.stdout.write('\n');
if (failures.length) process.stdout.write(`Failures: ${failures.join('; ')}\n`);
process.stdout.write(
  `${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}\n`,
);
process.exit(tally.failed > 0 ? 1 : 0);
