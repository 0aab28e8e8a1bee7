// Timeline benchmark (not a timed test): `npm run bench:timeline`.
// Starts the built platform (shell and mf-booking-admin are built first when their inputs changed)
// on a fresh embedded database, signs in as ADMIN and opens 'Doluluk Takvimi' in Debian's Chromium
// at 1366 × 800 with GET /v1/admin/occupancy/range answered by Playwright (page.route) with a
// synthetic 500 villas × 62 days (stays of every status, imported blocks, closings). Measures:
//   - the calendar's own first render: 'timeline:data' (the screen's first render with the answer in
//     hand, fetched and parsed) → 'timeline:rendered' (once the first frame with the rows in the DOM
//     is painted), median of RUNS page loads, against the 300 ms limit (issue 18);
//   - first render from navigation start → 'timeline:rendered' (shell, remote, answer and render);
//   - the next window ('Ay »'): click → the new window's mark, and its data → rendered;
//   - scrolling: every row from top to bottom and back, SCROLL_PX a frame in requestAnimationFrame,
//     frame times (median, p95, worst, frames over 50 ms) and the rows in the DOM meanwhile;
//   - the same scroll with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), as a slow laptop.
// Options: BENCH_RUNS (default 5), BENCH_VILLAS (500), BENCH_SCROLL_PX (120), BENCH_PORT (default: a
// free one from 18290).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH, note, printTable, startServer, stats } from './bench-lib.mjs';
import { buildFrontends } from './build.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const VILLAS = Number(process.env.BENCH_VILLAS ?? 500);
const SCROLL_PX = Number(process.env.BENCH_SCROLL_PX ?? 120);
const DAYS = 62;
/** The calendar's own first render (data → rendered), issue 18. */
const RENDER_LIMIT_MS = 300;
const ADMIN = { email: 'bench@timeline.test', password: 'Bench-Timeline-Pass-1' };

const iso = (d) => d.toISOString().slice(0, 10);
const addDays = (day, n) => iso(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));

/** A deterministic pseudo-random sequence (the same data every run). */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const NAMES = ['Ayşe Yılmaz', 'Mehmet Demir', 'Elif Kaya', 'Can Öztürk', 'Zeynep Arslan', 'Emre Çelik'];
const STATUSES = ['confirmed', 'confirmed', 'confirmed', 'awaiting_prepayment', 'confirmation_sent'];
const CHANNELS = ['airbnb', 'booking', 'vrbo', 'other'];

/** The range answer for [from, from + 93 days): every villa busy about two nights in three. */
function synthetic(from, to) {
  const rnd = random(7);
  const villas = [];
  const spans = [];
  let reservationId = 1;
  for (let v = 1; v <= VILLAS; v++) {
    villas.push({
      id: v,
      name: `Villa Deneme ${v}`,
      townName: ['Kaş', 'Kalkan', 'Fethiye', 'Bodrum'][v % 4],
    });
    let day = addDays(from, -Math.floor(rnd() * 6));
    while (day < to) {
      const nights = 3 + Math.floor(rnd() * 9);
      const end = addDays(day, nights);
      const roll = rnd();
      const base = { villaId: v, start: day, end, label: '', channel: null, closingId: null, note: '' };
      if (roll < 0.7) {
        const status = STATUSES[Math.floor(rnd() * STATUSES.length)];
        spans.push({
          ...base,
          kind: status === 'confirmed' ? 'booked' : 'option',
          reservationId: reservationId,
          reservationCode: `RZ${String(reservationId++).padStart(6, '0')}`,
          customerName: NAMES[Math.floor(rnd() * NAMES.length)],
          status,
          source: 'reservation',
        });
      } else {
        // A closing: imported from a channel's calendar, or entered by hand.
        const closed = {
          ...base,
          kind: 'closed',
          reservationId: null,
          reservationCode: null,
          customerName: null,
          status: null,
        };
        spans.push(
          roll < 0.88
            ? { ...closed, source: 'ical', channel: CHANNELS[Math.floor(rnd() * CHANNELS.length)] }
            : { ...closed, source: 'external', closingId: v * 1000 + spans.length, note: 'Bakım' },
        );
      }
      day = addDays(end, Math.floor(rnd() * 5));
    }
  }
  const days = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push(d);
  return { from, to, days, villas, spans: spans.filter((s) => s.end > from && s.start < to) };
}

/** The same number of frames with nothing to do: what the machine gives at this load, for comparison. */
async function idleRun(page, count) {
  return page.evaluate(async (n) => {
    const frames = [];
    let last = performance.now();
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        if (frames.length > n) return resolve();
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return frames.slice(1);
  }, count);
}

/** Scrolls the timeline from top to bottom and back, SCROLL_PX a frame; frame times and DOM rows. */
async function scrollRun(page) {
  return page.evaluate(async (step) => {
    const box = document.querySelector('[data-testid="timeline"]');
    box.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const frames = [];
    let maxRows = 0;
    let last = performance.now();
    let direction = 1;
    await new Promise((resolve) => {
      const tick = (now) => {
        frames.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, box.querySelectorAll('[data-testid="timeline-row"]').length);
        const bottom = box.scrollHeight - box.clientHeight;
        if (direction === 1 && box.scrollTop >= bottom) direction = -1;
        else if (direction === -1 && box.scrollTop <= 0) return resolve();
        box.scrollTop += direction * step;
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    return { frames: frames.slice(1), maxRows, height: box.scrollHeight };
  }, SCROLL_PX);
}

function summary(frames) {
  const { median, p95, max } = stats(frames);
  return `median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, worst ${max.toFixed(0)} ms, ${frames.filter((f) => f > 50).length} of ${frames.length} frames over 50 ms`;
}

async function main() {
  note('building the shell and mf-booking-admin when their inputs changed…');
  await buildFrontends({ only: ['shell', 'mf-booking-admin'] });
  const dataDir = mkdtempSync(join(tmpdir(), 'villa-bench-timeline-'));
  const port = Number(process.env.BENCH_PORT ?? 18290 + Math.floor(Math.random() * 9));
  note('starting the platform on a fresh database…');
  const { base, stop } = await startServer(port, {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const login = (
      await (
        await fetch(`${base}/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        })
      ).json()
    ).content;
    const payload = JSON.parse(Buffer.from(login.accessToken.split('.')[1], 'base64url').toString('utf8'));
    const session = JSON.stringify({
      iat: payload.iat,
      exp: payload.exp,
      id: payload.id,
      token: login.accessToken,
      user_role: login.user.role,
      user_name: 'Bench',
    });
    const from = '2031-07-01';
    const answers = new Map();
    let bytes = 0;
    let spanCount = 0;
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'tr-TR' });
    await context.addInitScript((value) => localStorage.setItem('villa.admin.session', value), session);
    await context.route('**/v1/admin/occupancy/range?*', async (route) => {
      const url = new URL(route.request().url());
      const key = `${url.searchParams.get('from')}|${url.searchParams.get('to')}`;
      if (!answers.has(key)) {
        const body = JSON.stringify({
          content: synthetic(url.searchParams.get('from'), url.searchParams.get('to')),
        });
        answers.set(key, body);
      }
      const body = answers.get(key);
      bytes = body.length;
      spanCount = JSON.parse(body).content.spans.length;
      await route.fulfill({ status: 200, contentType: 'application/json', body });
    });

    /** The window's marks: navigation → data, navigation → rendered (the first of each). */
    const marks = () =>
      page.evaluate(() => ({
        data: performance.getEntriesByName('timeline:data')[0].startTime,
        rendered: performance.getEntriesByName('timeline:rendered')[0].startTime,
      }));
    const renders = [];
    const own = [];
    const page = await context.newPage();
    for (let i = 0; i < RUNS + 1; i++) {
      await page.goto(`${base}/dashboard/occupancy?baslangic=${from}`);
      await page.waitForFunction(() => performance.getEntriesByName('timeline:rendered').length > 0, null, {
        timeout: 60_000,
      });
      const { data, rendered } = await marks();
      // The first load fills the browser's cache; the median is over the next RUNS.
      if (i > 0) {
        renders.push(rendered);
        own.push(rendered - data);
      }
      note(
        `load ${i}: answer in hand ${data.toFixed(0)} ms, rows painted ${rendered.toFixed(0)} ms after navigation start (${(rendered - data).toFixed(0)} ms)`,
      );
    }
    const rowsInDom = await page.locator('[data-testid="timeline-row"]').count();

    // The next window: 'Ay »' → its mark.
    const nextWindow = [];
    const nextOwn = [];
    for (let i = 0; i < RUNS; i++) {
      await page.evaluate(() => performance.clearMarks());
      const t0 = await page.evaluate(() => performance.now());
      await page.getByRole('button', { name: 'Sonraki ay' }).click();
      await page.waitForFunction(() => performance.getEntriesByName('timeline:rendered').length > 0);
      const { data, rendered } = await marks();
      nextWindow.push(rendered - t0);
      nextOwn.push(rendered - data);
    }
    await page.goto(`${base}/dashboard/occupancy?baslangic=${from}`);
    await page.waitForFunction(() => performance.getEntriesByName('timeline:rendered').length > 0);

    const plain = await scrollRun(page);
    const idle = await idleRun(page, plain.frames.length);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const slow = await scrollRun(page);
    const slowIdle = await idleRun(page, slow.frames.length);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const [l1, l5] = loadavg();
    const ownMedian = stats(own).median;
    const rows = [
      ['data', `${VILLAS} villas × ${DAYS} days, ${spanCount} bars, ${(bytes / 1024).toFixed(0)} KB JSON`],
      [
        `calendar's first render (answer in hand → rows painted), limit ${RENDER_LIMIT_MS} ms`,
        `median ${ownMedian.toFixed(0)} ms (${own.map((r) => r.toFixed(0)).join(', ')}): ${ownMedian <= RENDER_LIMIT_MS ? 'within' : 'OVER'} the limit`,
      ],
      [
        'first render (navigation → rows painted)',
        `median ${stats(renders).median.toFixed(0)} ms (${renders.map((r) => r.toFixed(0)).join(', ')})`,
      ],
      [
        'next window (Ay » → rows painted; answer in hand → rows painted)',
        `median ${stats(nextWindow).median.toFixed(0)} ms; ${stats(nextOwn).median.toFixed(0)} ms`,
      ],
      ['rows in the DOM', `${rowsInDom} at rest, at most ${plain.maxRows} while scrolling (of ${VILLAS})`],
      [`scroll all rows down and up (${SCROLL_PX} px a frame)`, summary(plain.frames)],
      ['idle frames, same page, no scrolling (the machine)', summary(idle)],
      ['scroll, CPU 4× slower', summary(slow.frames)],
      ['idle frames, CPU 4× slower', summary(slowIdle)],
      ['machine load (1 / 5 min)', `${l1.toFixed(2)} / ${l5.toFixed(2)}`],
    ];
    printTable(['measure', 'value'], rows);
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
