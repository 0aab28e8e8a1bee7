// Booking burst benchmark (not a timed test): `npm run bench:burst`.
// On a fresh PostgreSQL database (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test) the
// API runs in its own process, as `npm start` runs it (it seeds the demo catalogue), then in two
// processes on the same database. Each burst is BENCH_BURST (200) concurrent conflicting writes for
// one villa's dates, sent at once (spread over the processes), while BENCH_READERS (4) visitors loop
// over public reads (GET /v1/villatype and a dated GET /v2/search). Printed: the burst's duration,
// its answers by status, and the public reads' p50 / p99 / worst latency during it, next to the same
// reads with no burst.
// Options: BENCH_BURST, BENCH_READERS, BENCH_PROCESSES (default "1,2").
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createPgDatabase, note, PG_ADMIN_URL, printTable, startServer } from './bench-lib.mjs';

const BURST = Number(process.env.BENCH_BURST ?? 200);
const READERS = Number(process.env.BENCH_READERS ?? 4);
const PROCESS_COUNTS = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const ADMIN_EMAIL = 'admin@likyavilla.com.tr';
const ADMIN_PASSWORD = `Bench-${randomBytes(6).toString('hex')}-Aa1!`;
const YEAR = new Date().getUTCFullYear() + 2; // far enough ahead to be free of the demo bookings
const rows = [];

/** A free TCP port on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The API alone (no front end) on a free port, its own data folder, on the database `url`. */
async function startApi(url, dataDir) {
  return startServer(await freePort(), {
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    WEB_ROOT: join(dataDir, 'no-front-end'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
  });
}

async function call(base, method, path, token, body) {
  const res = await fetch(base + path, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function login(base) {
  const res = await call(base, 'POST', '/v1/auth/login', null, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.content.accessToken;
}

/** Visitors reading public pages in a loop until stopped; every read with its start and latency. */
function startReaders(base) {
  const reads = [];
  let stop = false;
  const paths = [
    '/v1/villatype',
    `/v2/search?client=true&checkin=${YEAR}-06-10&checkout=${YEAR}-06-17&guests=2`,
  ];
  const loops = Array.from({ length: READERS }, async (_, r) => {
    for (let i = r; !stop; i++) {
      const start = performance.now();
      let status = 0;
      try {
        const res = await fetch(base + paths[i % paths.length]);
        await res.arrayBuffer();
        status = res.status;
      } catch {
        status = -1;
      }
      reads.push({ start, ms: performance.now() - start, status });
    }
  });
  return {
    reads,
    stop: async () => {
      stop = true;
      await Promise.all(loops);
    },
  };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
function readFigures(reads) {
  const ms = reads.map((r) => r.ms).sort((a, b) => a - b);
  const failed = reads.filter((r) => r.status !== 200).length;
  return `${ms.length} reads, p50 ${pct(ms, 50).toFixed(1)} / p99 ${pct(ms, 99).toFixed(1)} / worst ${(ms.at(-1) ?? 0).toFixed(1)} ms${failed ? `, ${failed} not 200` : ''}`;
}

/** Public reads alone for `seconds`. */
async function baseline(bases, seconds, label) {
  const readers = startReaders(bases[0]);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  await readers.stop();
  rows.push([label, '–', '–', readFigures(readers.reads)]);
}

/** BURST POST requests at once, spread over the processes, while visitors read. */
async function burst(bases, tokens, label, path, body) {
  const readers = startReaders(bases[0]);
  await new Promise((r) => setTimeout(r, 500)); // readers warm
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: BURST }, async (_, i) => {
      const k = i % bases.length;
      try {
        const res = await call(bases[k], 'POST', path, tokens[k], body(i));
        // A 409 is either "the nights are taken" or "too busy, try again" (db/errors.ts).
        const busy = res.status === 409 && /aynı anda/.test(res.json?.content?.message ?? '');
        return busy ? '409 busy' : String(res.status);
      } catch {
        return 'no answer';
      }
    }),
  );
  const ended = performance.now();
  await readers.stop();
  const during = readers.reads.filter((r) => r.start < ended && r.start + r.ms > started);
  const byAnswer = {};
  for (const a of answers) byAnswer[a] = (byAnswer[a] ?? 0) + 1;
  const outcome = Object.entries(byAnswer)
    .map(([a, n]) => `${n} × ${a}`)
    .join(', ');
  rows.push([label, `${((ended - started) / 1000).toFixed(2)} s`, outcome, readFigures(during)]);
}

async function scenario(url, processes, villaId) {
  const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-burst-'));
  const servers = [];
  try {
    for (let i = 0; i < processes; i++) {
      servers.push(await startApi(url, join(dataDir, String(i))));
    }
    const bases = servers.map((s) => s.base);
    const tokens = await Promise.all(bases.map(login));
    const p = processes === 1 ? '1 API process' : `${processes} API processes`;
    await baseline(bases, 5, `public reads, no burst (${p})`);
    // The villa's price for the burst's stays.
    const price = await call(bases[0], 'POST', '/v1/admin/villas/price', tokens[0], {
      villa_id: villaId,
      start_date: `${YEAR}-10-01`,
      end_date: `${YEAR}-11-30`,
      nightly_price: 6000,
      currency: 'TL',
      min_stay: 1,
    });
    if (price.status !== 201 && price.status !== 200) {
      throw new Error(`price not created: ${price.status} ${JSON.stringify(price.json)}`);
    }
    const day = (m, d) => `${YEAR}-${m}-${String(d).padStart(2, '0')}`;
    // Each burst's writes: all for the same villa and, five ways, the same nights.
    const writes = [
      [
        'blocking reservations',
        '/v1/admin/reservations',
        (i) => ({
          villaId,
          customerName: `Misafir ${i}`,
          customerEmail: `misafir${i}@example.com`,
          customerPhone: '+90 532 111 22 33',
          checkIn: day('10', 1 + (i % 5)),
          checkOut: day('10', 11 + (i % 5)),
          adults: 2,
          status: 'confirmed',
        }),
      ],
      [
        'manual closings',
        '/v1/admin/external',
        (i) => ({
          villaId,
          startedAt: day('11', 1 + (i % 5)),
          finishedAt: day('11', 11 + (i % 5)),
          note: `Kapatma ${i}`,
        }),
      ],
    ];
    for (const [what, path, body] of writes) {
      await burst(bases, tokens, `${BURST} ${what}, one villa's dates (${p})`, path, body);
    }
  } finally {
    for (const s of servers) await s.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- main

const database = await createPgDatabase('villa_burst');
if (!database) {
  console.error(`PostgreSQL is not reachable at ${PG_ADMIN_URL}: the burst benchmark needs it.`);
  process.exit(1);
}
try {
  note('starting the API on a fresh PostgreSQL database (it seeds the demo catalogue)…');
  // Two villas: each process count gets its own, so the second run starts from an empty calendar.
  let villaIds = [];
  for (const [i, processes] of PROCESS_COUNTS.entries()) {
    if (i === 0) {
      // The first start seeds; then the villas are known.
      const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-burst-seed-'));
      const server = await startApi(database.url, dataDir);
      const token = await login(server.base);
      const list = await call(server.base, 'GET', '/v1/admin/villas?take=20', token);
      villaIds = list.json.content.map((v) => v.id ?? v.villa_id);
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    note(`bursts with ${processes} API process(es)…`);
    await scenario(database.url, processes, villaIds[i]);
  }
} finally {
  await database.drop();
  printTable(
    ['scenario', 'burst duration', 'answers', 'public reads during it'],
    rows,
    `${BURST} writes a burst, ${READERS} concurrent readers, PostgreSQL, ${new Date().toISOString()}`,
  );
}
