// Issue 18's experiment: real server rendering of the storefront parcel (react-dom/server) weighed
// against today's hand-written critical markup (api/src/web/critical.ts). It measures, it ships
// nothing. Run: `npm run bench:ssr` (node --import tsx scripts/ssr-experiment.mjs).
//
// 1. Starts the platform's API on the built frontends (SSR_PORT, default 4751, fresh embedded
//    database), unless SSR_API_URL names one already running.
// 2. Loads the storefront's real routes (mf-storefront/src/app/app.tsx) in Node through vite's
//    ssrLoadModule (no federation plugin: the modules, not the remote's bundle), under the providers
//    the parcel gives them (QueryClient, AppThemeProvider, ShellServicesContext) and a static router
//    at the page's address, with styled-components' ServerStyleSheet.
// 3. Prefills each page's QueryClient with what its render asks for: renders, fetches every query
//    still pending from the API, again until none is (the lazy routes resolve on the way).
// 4. Per page: CPU time of renderToString and of renderToPipeableStream to its end (median, p95 over
//    SSR_RUNS renders after warm-up; each render makes its own QueryClient from the dehydrated data,
//    as a request would), the streaming renderer's first chunk, HTML and CSS bytes (raw, gzip).
// 5. The same for today: criticalFor over an app whose inject() answers from recorded API responses
//    (so both sides are timed without their data fetching: the data is the same for both), and the
//    page's whole answer on the running API (GET of the page, which runs criticalFor) next to a
//    GET /v2/search answer, timed one request at a time from this process.
// 6. Hydration (unless SSR_SKIP_BROWSER=1): the same routes and providers built for the browser as
//    a plain bundle (React's development build), hydrateRoot over each page's server HTML in
//    Chromium; hydration errors, React's mismatch messages and how many server elements survive.
//    Then again with styled-components ids that do not depend on module order (a vite transform
//    standing in for babel-plugin-styled-components), for a new visitor and for one with a dark
//    theme and euros stored.
// SSR_RUNS (150), SSR_WARMUP (30), SSR_HTTP_RUNS (100), SSR_PORT (4751; the hydration pages on the
// next port, or SSR_HYDRATE_PORT), SSR_API_URL, SSR_JSON=1 (every figure as JSON at the end).
// The machine's load average is printed before and after: figures are only comparable within a run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

process.env.NODE_ENV = 'production';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.SSR_PORT ?? 4751);
const RUNS = Number(process.env.SSR_RUNS ?? 150);
const WARMUP = Number(process.env.SSR_WARMUP ?? 30);
const HTTP_RUNS = Number(process.env.SSR_HTTP_RUNS ?? 100);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

function stats(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { median: at(0.5), p95: at(0.95), n: s.length };
}
const ms = (x) => `${x.toFixed(x < 1 ? 3 : 2)} ms`;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gz = (s) => gzipSync(Buffer.from(s)).length;

// ---------------------------------------------------------------------------------------------
// The API
let api = null;
let apiDir = null;
let base = process.env.SSR_API_URL;
async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}
if (!base) {
  base = `http://127.0.0.1:${PORT}`;
  apiDir = mkdtempSync(join(tmpdir(), 'ssr-experiment-'));
  api = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      WEB_ROOT: ROOT,
      ICAL_SYNC_INTERVAL_MINUTES: '0',
      DATA_DIR: apiDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`starting the API on ${base} …`);
}
async function stopApi() {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await once(api, 'exit');
  }
  if (apiDir) rmSync(apiDir, { recursive: true, force: true });
}
process.on('exit', () => api?.exitCode === null && api.kill('SIGKILL'));

try {
  await waitFor(`${base}/v2/search?limit=1`, 180);
  await main();
} finally {
  await stopApi();
}

async function main() {
  const cards = (await (await fetch(`${base}/v2/search?limit=1`)).json()).content;
  const slug = cards[0]?.slug;
  if (!slug) throw new Error('the API has no villa to render');
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const listing = `/listing?checkin=${day(40)}&checkout=${day(47)}&guests=2`;
  const pages = [
    { name: 'home', url: '/' },
    { name: 'villa page', url: `/villa/${slug}` },
    { name: 'listing with dates', url: listing },
  ];
  console.log(`load average at start (1/5/15 min): ${load()}`);

  // ------------------------------------------------------------------------------------------
  // The storefront's modules, server-side
  globalThis.__VILLA_API_BASE__ = base;
  const { dehydrate, hydrate } = await import('@tanstack/react-query');
  const sf = await storefront([]);
  const { renderSync, renderStream, newClient } = sf;
  const results = [];
  try {
    for (const page of pages) {
      console.log(`\n${page.name}: ${page.url}`);
      const row = { page: page.name, url: page.url };
      results.push(row);
      try {
        // Data: render, fetch what is pending, until nothing is.
        const client = newClient();
        const failed = [];
        for (let pass = 0; pass < 8; pass++) {
          await renderStream(page.url, client);
          const pending = client
            .getQueryCache()
            .getAll()
            .filter(
              (q) => q.state.status === 'pending' && q.options.enabled !== false && !failed.includes(q),
            );
          if (pending.length === 0) break;
          await Promise.all(
            pending.map((q) =>
              q.fetch().catch((error) => {
                failed.push(q);
                console.log(`  query ${JSON.stringify(q.queryKey)} failed: ${error?.message}`);
              }),
            ),
          );
        }
        const state = dehydrate(client);
        row.queries = state.queries.map((q) => JSON.stringify(q.queryKey));
        console.log(`  queries prefilled: ${row.queries.length} (${kb(JSON.stringify(state).length)} JSON)`);
        const fresh = () => {
          const c = newClient();
          hydrate(c, state);
          return c;
        };

        // Warm-up, then the timed renders.
        for (let i = 0; i < WARMUP; i++) {
          renderSync(page.url, fresh());
          await renderStream(page.url, fresh());
        }
        const sync = [];
        const stream = [];
        const firstChunk = [];
        let last = null;
        for (let i = 0; i < RUNS; i++) {
          const c1 = fresh();
          const a = renderSync(page.url, c1);
          sync.push(a.totalMs);
          const c2 = fresh();
          const b = await renderStream(page.url, c2);
          stream.push(b.totalMs);
          firstChunk.push(b.firstChunkMs);
          last = { sync: a, stream: b };
        }
        row.renderToString = stats(sync);
        row.renderToPipeableStream = stats(stream);
        row.firstChunk = stats(firstChunk);
        const cssText = last.sync.css.replace(/<\/?style[^>]*>/g, '');
        row.htmlBytes = last.sync.html.length;
        row.htmlGzip = gz(last.sync.html);
        row.cssBytes = cssText.length;
        row.cssGzip = gz(cssText);
        // The data the client would need to hydrate (the dehydrated cache, as JSON).
        row.dataBytes = JSON.stringify(state).length;
        row.dataGzip = gz(JSON.stringify(state));
        // Boundaries the render left on their fallback ($? pending, $! client-rendered).
        row.suspended = (last.sync.html.match(/<!--\$[?!]-->/g) ?? []).length;
        row.ssr = { html: last.sync.html, css: last.sync.css, state };
        row.textSample = last.sync.html
          .replace(/<[^>]+>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160);
        console.log(
          `  renderToString ${ms(row.renderToString.median)} (p95 ${ms(row.renderToString.p95)}), ` +
            `renderToPipeableStream ${ms(row.renderToPipeableStream.median)} (p95 ${ms(row.renderToPipeableStream.p95)}), ` +
            `first chunk ${ms(row.firstChunk.median)}`,
        );
        console.log(
          `  HTML ${kb(row.htmlBytes)} (gzip ${kb(row.htmlGzip)}), CSS ${kb(row.cssBytes)} (gzip ${kb(row.cssGzip)}), ` +
            `hydration data ${kb(row.dataBytes)} (gzip ${kb(row.dataGzip)}); suspended boundaries left: ${row.suspended}`,
        );
        console.log(`  text: ${row.textSample}`);
      } catch (error) {
        row.error = error?.stack ?? String(error);
        console.log(`  FAILED server-side: ${row.error}`);
      }
    }
  } finally {
    await sf.close();
  }

  // ------------------------------------------------------------------------------------------
  // Today: criticalFor's own work, over recorded API answers
  const { criticalFor } = await import('../api/src/web/critical.ts');
  const recorded = new Map();
  const fakeApp = {
    async inject({ url }) {
      let r = recorded.get(url);
      if (!r) {
        const res = await fetch(base + url);
        r = { statusCode: res.status, body: await res.text() };
        recorded.set(url, r);
      }
      return { statusCode: r.statusCode, json: () => JSON.parse(r.body), body: r.body };
    },
  };
  console.log('\ntoday: criticalFor over recorded answers, and the page answer over HTTP');
  for (const row of results) {
    const u = new URL(row.url, base);
    const call = () => criticalFor(fakeApp, u.pathname, 'Likya Villa', 200, u.search.slice(1));
    for (let i = 0; i < WARMUP; i++) await call();
    const times = [];
    let markup = null;
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      markup = await call();
      times.push(performance.now() - start);
    }
    row.criticalFor = stats(times);
    const written = `${markup.early ?? ''}${markup.style}${markup.body}${markup.data ?? ''}`;
    row.criticalBytes = written.length;
    row.criticalGzip = gz(written);
    row.criticalMarkupBytes = markup.style.length + markup.body.length;

    // The page's whole answer (index.html, head, remotes map, preloads, criticalFor with its
    // in-process API calls) and a dated search, one request at a time.
    const timeGet = async (url) => {
      const t = [];
      let bytes = 0;
      for (let i = 0; i < HTTP_RUNS + 10; i++) {
        const start = performance.now();
        const res = await fetch(base + url, { headers: { 'accept-encoding': 'identity' } });
        const text = await res.text();
        if (i >= 10) t.push(performance.now() - start);
        bytes = text.length;
      }
      return { ...stats(t), bytes };
    };
    row.pageAnswer = await timeGet(row.url);
    console.log(
      `${row.page}: criticalFor ${ms(row.criticalFor.median)} (p95 ${ms(row.criticalFor.p95)}), ` +
        `writes ${kb(row.criticalBytes)} (gzip ${kb(row.criticalGzip)}; markup+style ${kb(row.criticalMarkupBytes)}); ` +
        `GET ${row.url} ${ms(row.pageAnswer.median)} (p95 ${ms(row.pageAnswer.p95)}), ${kb(row.pageAnswer.bytes)}`,
    );
  }
  const search = await (async () => {
    const t = [];
    for (let i = 0; i < HTTP_RUNS + 10; i++) {
      // A different dated search each time (as bench:storefront's load does), so no cached answer.
      const url = `/v2/search?checkin=${day(30 + (i % 200))}&checkout=${day(37 + (i % 200))}&guests=${1 + (i % 6)}`;
      const start = performance.now();
      await (await fetch(base + url)).text();
      if (i >= 10) t.push(performance.now() - start);
    }
    return stats(t);
  })();
  console.log(`GET /v2/search (dated, uncached) ${ms(search.median)} (p95 ${ms(search.p95)})`);

  if (process.env.SSR_SKIP_BROWSER !== '1') {
    const rendered = results.filter((r) => r.ssr);
    await hydrationCheck(rendered, [], 'as the code is');
    // Again with class names that do not depend on module order (what the styled-components
    // compiler plugin would give), to see what else stands in the way.
    const stable = await storefront([stableStyledIds()]);
    try {
      const again = [];
      for (const r of rendered) {
        const fresh = () => {
          const c = stable.newClient();
          hydrate(c, r.ssr.state);
          return c;
        };
        await stable.renderStream(r.url, fresh()); // resolves the lazy routes
        const { html, css } = stable.renderSync(r.url, fresh());
        again.push({ page: r.page, url: r.url, ssr: { html, css, state: r.ssr.state } });
      }
      await hydrationCheck(again, [stableStyledIds()], 'with stable styled-components ids', [
        { label: 'new visitor' },
        // A returning visitor: dark theme and euros chosen earlier (the stores read localStorage).
        { label: 'dark theme + EURO stored', storage: { 'villa.theme': 'dark', 'villa.currency': 'EURO' } },
      ]);
      for (const r of again) {
        const row = results.find((x) => x.url === r.url);
        row.hydrationStableIds = r.visits;
      }
    } finally {
      await stable.close();
    }
  }

  // ------------------------------------------------------------------------------------------
  console.log(`\nload average at end (1/5/15 min): ${load()}`);
  console.log(
    '\n| page | renderToString med/p95 | stream to end med/p95 | first chunk | renders/s/core (string) | criticalFor med/p95 | SSR ÷ criticalFor | page answer today med | SSR ÷ page answer | SSR ÷ search | HTML gzip SSR / today |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    if (r.error) {
      console.log(`| ${r.page} | failed: ${r.error.split('\n')[0]} |`);
      continue;
    }
    const rs = r.renderToString.median;
    console.log(
      `| ${r.page} | ${ms(rs)} / ${ms(r.renderToString.p95)} | ${ms(r.renderToPipeableStream.median)} / ${ms(r.renderToPipeableStream.p95)} | ` +
        `${ms(r.firstChunk.median)} | ${Math.round(1000 / rs)} | ${ms(r.criticalFor.median)} / ${ms(r.criticalFor.p95)} | ` +
        `${(rs / r.criticalFor.median).toFixed(0)}× | ${ms(r.pageAnswer.median)} (${Math.round(1000 / r.pageAnswer.median)}/s) | ` +
        `${(rs / r.pageAnswer.median).toFixed(2)}× | ${(rs / search.median).toFixed(2)}× | ` +
        `${kb(r.htmlGzip + r.cssGzip + r.dataGzip)} (HTML ${kb(r.htmlGzip)} + CSS ${kb(r.cssGzip)} + data ${kb(r.dataGzip)}) / ${kb(r.criticalGzip)} |`,
    );
  }
  for (const r of results) {
    for (const [variant, visits] of [
      ['as is', r.hydration ? { 'new visitor': r.hydration } : null],
      ['stable ids', r.hydrationStableIds],
    ]) {
      for (const [who, v] of Object.entries(visits ?? {})) {
        const mismatches = v.console.filter((c) => c.startsWith('A tree hydrated')).length;
        console.log(
          `hydration ${r.page}, ${variant}, ${who}: ${v.errors.length ? 'FAILED (client re-render)' : mismatches ? 'attribute mismatch (not patched)' : 'clean'}, ` +
            `${v.kept}/${v.server} server elements kept`,
        );
      }
    }
  }
  console.log(
    '\nrenders/s/core = 1000 ÷ renderToString median (one thread, data already fetched). ' +
      'Page answer = one GET of the page at a time over HTTP (criticalFor with its in-process API calls included). ' +
      'A server-rendered page would cost about page answer + render (the data fetching is the same).',
  );
  if (process.env.SSR_JSON) console.log(JSON.stringify({ load: load(), search, results }, null, 2));
}

/**
 * The storefront's routes loaded server-side through vite (`plugins` added to a config-less vite:
 * no federation), with the parcel's providers around them: renderSync (renderToString) and
 * renderStream (renderToPipeableStream to its end), each with a ServerStyleSheet.
 */
async function storefront(plugins) {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: false,
    root: join(ROOT, 'mf-storefront'),
    mode: 'production',
    logLevel: 'warn',
    appType: 'custom',
    plugins,
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const React = await import('react');
  const { renderToString, renderToPipeableStream } = await import('react-dom/server');
  const { StaticRouter } = await import('react-router');
  const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
  const { ServerStyleSheet } = await import('styled-components');
  const t0 = performance.now();
  const { App } = await vite.ssrLoadModule('/src/app/app.tsx');
  const { AppThemeProvider } = await vite.ssrLoadModule('@villa/shared/ui/theme-provider');
  const { ShellServicesContext } = await vite.ssrLoadModule('@villa/shared/parcel/remote-context');
  console.log(`storefront modules loaded server-side in ${ms(performance.now() - t0)}`);
  const h = React.createElement;
  const services = { toast: () => {}, reportError: () => {} };

  // The parcel's providers (shared/src/parcel/create-parcel.tsx) around the storefront's routes.
  const tree = (url, client) =>
    h(
      QueryClientProvider,
      { client },
      h(
        AppThemeProvider,
        null,
        h(ShellServicesContext.Provider, { value: services }, h(StaticRouter, { location: url }, h(App))),
      ),
    );
  const newClient = () =>
    new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });

  /** Renders with the streaming renderer to its end: { html, css, firstChunkMs, totalMs }. */
  function renderStream(url, client) {
    return new Promise((resolve, reject) => {
      const sheet = new ServerStyleSheet();
      const chunks = [];
      let first = null;
      const start = performance.now();
      const out = new Writable({
        write(chunk, _enc, cb) {
          if (first === null) first = performance.now() - start;
          chunks.push(chunk);
          cb();
        },
        final(cb) {
          const totalMs = performance.now() - start;
          const html = Buffer.concat(chunks).toString();
          const css = sheet.getStyleTags();
          sheet.seal();
          resolve({ html, css, firstChunkMs: first, totalMs });
          cb();
        },
      });
      const stream = renderToPipeableStream(sheet.collectStyles(tree(url, client)), {
        onShellReady: () => stream.pipe(out),
        onShellError: reject,
        onError: (error) => {
          console.error(`  render error on ${url}: ${error?.message ?? error}`);
        },
      });
    });
  }
  function renderSync(url, client) {
    const sheet = new ServerStyleSheet();
    const start = performance.now();
    try {
      const html = renderToString(sheet.collectStyles(tree(url, client)));
      const css = sheet.getStyleTags();
      return { html, css, totalMs: performance.now() - start };
    } finally {
      sheet.seal();
    }
  }
  return { renderSync, renderStream, newClient, close: () => vite.close() };
}

/**
 * What babel-plugin-styled-components (or its SWC twin) does, for the experiment: every
 * `styled.tag` / `styled(Component)` in the storefront's and shared sources gets a componentId made
 * from its file and position, so the class names do not depend on the order modules are evaluated
 * in (server module graph vs browser chunks). Neither plugin is installed in the repo.
 */
function stableStyledIds() {
  return {
    name: 'ssr-experiment-stable-styled-ids',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0];
      if (!/\/(shared|mf-storefront)\/src\/.*\.tsx?$/.test(file) || !code.includes('styled')) return null;
      const rel = file.slice(file.indexOf(ROOT) + ROOT.length);
      let n = 0;
      const prefix = createHash('sha1').update(rel).digest('hex').slice(0, 6);
      const out = code.replace(
        /\bstyled(\.[a-zA-Z0-9]+|\([A-Za-z0-9_.]+\))(?=\s*(?:<|`|\.attrs))/g,
        (_m, what) => `styled${what}.withConfig({ componentId: 'sc-${prefix}-${n++}' })`,
      );
      return n > 0 ? { code: out, map: null } : null;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Would hydration work? The storefront's own tree (the same routes and providers) built for the
// browser as a plain bundle (React's development build, for its mismatch messages), hydrateRoot
// over each page's server HTML in Chromium. This tests the storefront's components only: today the
// page is the shell's, which mounts the remote with createRoot (see the report).
async function hydrationCheck(rows, plugins, label, visits = [{ label: 'new visitor' }]) {
  if (rows.length === 0) return;
  console.log(
    `\nhydration, ${label}: hydrateRoot over the server HTML in Chromium (development build of React)`,
  );
  const { build } = await import('vite');
  const { createServer: createHttpServer } = await import('node:http');
  const { readFileSync, existsSync } = await import('node:fs');
  const { chromium } = await import('playwright-core');
  const { CHROMIUM_PATH, CHROMIUM_ARGS } = await import('./chromium.mjs');
  const outDir = mkdtempSync(join(tmpdir(), 'ssr-hydrate-'));
  const ENTRY = 'virtual:ssr-hydrate-entry';
  const entryCode = `
import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider, hydrate } from '@tanstack/react-query';
import { AppThemeProvider } from '@villa/shared/ui/theme-provider';
import { ShellServicesContext } from '@villa/shared/parcel/remote-context';
import { App } from '/src/app/app.tsx';
const report = (window.__hydration = { errors: [], committed: false });
const state = JSON.parse(document.getElementById('ssr-state').textContent);
const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
hydrate(client, state);
const services = { toast: () => {}, reportError: (e) => report.errors.push('reportError: ' + String(e)) };
function Committed({ children }) { return children; }
const tree = h(QueryClientProvider, { client }, h(AppThemeProvider, null,
  h(ShellServicesContext.Provider, { value: services }, h(BrowserRouter, null, h(Committed, null, h(App))))));
hydrateRoot(document.getElementById('root'), tree, {
  onRecoverableError: (error, info) =>
    report.errors.push('recoverable: ' + String(error && error.message || error) + ' ' + String(info && info.componentStack || '').trim().split('\\n').slice(0, 4).join(' < ')),
  onCaughtError: (error) => report.errors.push('caught: ' + String(error && error.message || error)),
  onUncaughtError: (error) => report.errors.push('uncaught: ' + String(error && error.message || error)),
});
report.started = true;
`;
  const t0 = performance.now();
  try {
    await build({
      configFile: false,
      root: join(ROOT, 'mf-storefront'),
      mode: 'development',
      logLevel: 'error',
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [
        ...plugins,
        {
          name: 'ssr-hydrate-entry',
          resolveId: (id) => (id === ENTRY ? '\0' + ENTRY : null),
          load: (id) => (id === '\0' + ENTRY ? entryCode : null),
        },
      ],
      build: {
        outDir,
        emptyOutDir: true,
        minify: false,
        modulePreload: false,
        rollupOptions: { input: { entry: ENTRY }, output: { entryFileNames: 'entry.js' } },
      },
    });
  } catch (error) {
    console.log(`  client build failed: ${error?.message ?? error}`);
    rmSync(outDir, { recursive: true, force: true });
    return;
  }
  console.log(`  client bundle built in ${ms(performance.now() - t0)}`);

  const pageFor = (row) =>
    '<!doctype html><html lang="tr"><head><meta charset="UTF-8">' +
    `<script>window.__VILLA_API_BASE__=${JSON.stringify(base)}</script>${row.ssr.css}</head><body>` +
    `<div id="root">${row.ssr.html}</div>` +
    `<script type="application/json" id="ssr-state">${JSON.stringify(row.ssr.state).replace(/</g, '\\u003c')}</script>` +
    // Marks the server's nodes, to see afterwards whether React kept them or rendered anew.
    `<script>window.__ssrEls=[...document.querySelectorAll('#root *')];window.__ssrNodes=__ssrEls.length;for (const el of __ssrEls) el.__ssr = true;</script>` +
    '<script type="module" src="/entry.js"></script></body></html>';
  const byPath = new Map(rows.map((r) => [r.url, pageFor(r)]));
  const server = createHttpServer((req, res) => {
    const html = byPath.get(req.url);
    if (html) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(html);
    }
    const file = join(outDir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    if (file.startsWith(outDir) && existsSync(file) && !file.endsWith('/')) {
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type });
      return res.end(readFileSync(file));
    }
    // Photos and API calls: the running API answers them.
    fetch(base + req.url)
      .then(async (r) => {
        res.writeHead(r.status, {
          'content-type': r.headers.get('content-type') ?? 'application/octet-stream',
        });
        res.end(Buffer.from(await r.arrayBuffer()));
      })
      .catch(() => {
        res.writeHead(502);
        res.end();
      });
  });
  const hydratePort = Number(process.env.SSR_HYDRATE_PORT ?? PORT + 1);
  server.listen(hydratePort, '127.0.0.1');
  await once(server, 'listening');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS.filter((a) => a !== '--headless'),
  });
  try {
    for (const visit of visits) {
      for (const row of rows) {
        const page = await browser.newPage({
          viewport: { width: 1280, height: 900 },
          locale: 'tr-TR',
          timezoneId: 'Europe/Istanbul',
        });
        if (visit.storage) {
          await page.addInitScript((entries) => {
            for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          }, visit.storage);
        }
        const consoleErrors = [];
        page.on('console', (m) => {
          if (m.type() !== 'error' && m.type() !== 'warning') return;
          if (m.text().startsWith('Failed to load resource')) return; // listed by URL below
          // React's mismatch message: its first line and the diff's lines (+ client, - server).
          const lines = m.text().split('\n');
          const diff = lines.filter((l) => /^\s*[+-]\s/.test(l)).map((l) => l.trim());
          consoleErrors.push([lines[0], ...diff.slice(0, 12)].join(' | '));
        });
        page.on('response', (r) => {
          if (r.status() >= 400) consoleErrors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
        });
        page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
        await page.goto(`http://127.0.0.1:${hydratePort}${row.url}`, { waitUntil: 'load' });
        await page
          .waitForFunction(() => window.__hydration?.started, null, { timeout: 30_000 })
          .catch(() => {});
        await page.waitForTimeout(3000);
        const result = await page.evaluate(() => {
          const nodes = [...document.querySelectorAll('#root *')];
          const describe = (el) =>
            `<${el.tagName.toLowerCase()}${el.getAttribute('class') ? ` class="${el.getAttribute('class')}"` : ''}${el.getAttribute('aria-label') ? ` aria-label="${el.getAttribute('aria-label')}"` : ''}>`;
          return {
            errors: window.__hydration?.errors ?? ['entry did not run'],
            kept: nodes.filter((el) => el.__ssr).length,
            server: window.__ssrNodes,
            total: nodes.length,
            removed: (window.__ssrEls ?? [])
              .filter((el) => !el.isConnected)
              .slice(0, 4)
              .map(describe),
          };
        });
        row.hydration = { ...result, console: consoleErrors };
        (row.visits ??= {})[visit.label] = row.hydration;
        console.log(
          `  ${row.page}, ${visit.label}: ${result.kept} of the ${result.server} server elements kept ` +
            `(${result.total} after${result.removed.length ? `; replaced: ${result.removed.join(' ')}` : ''}); ` +
            `${result.errors.length} hydration error(s), ${consoleErrors.length} console error/warning(s)`,
        );
        for (const e of [...result.errors, ...consoleErrors].slice(0, 8)) {
          // First line and the diff's lines (+ client, - server) of React's message.
          const lines = e.split('\n');
          const diff = lines.filter((l) => /^\s*[+-]\s/.test(l)).map((l) => l.trim());
          console.log(`    - ${[lines[0], ...diff.slice(0, 12)].join(' | ').slice(0, 1200)}`);
        }
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
