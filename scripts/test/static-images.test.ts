// The production topology of docker-compose.yml without Docker: the shell image's entrypoint,
// the static images' nginx config (shared/docker/static.nginx.conf) and the front proxy
// (proxy.nginx.conf) run here on this machine's nginx, on loopback ports, with every
// compose host name (api, shell, storefront…) pointed at a local stand-in. The repository's
// files are used as they are; only listen ports, the html root, the API address and the
// proxy_params path are rewritten, and each rewrite must match, so a changed layout fails here.
// The API stand-in answers pages as the API does in the SHELL_ORIGIN mode (a 404 for an unknown
// slug, a 503 without the shell's template), so the proxy's page routing and fallback are tested.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REMOTES } from '../../api/src/web/remotes.ts';
import { precompress } from '../precompress.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const ENTRYPOINT = join(ROOT, 'shell', 'docker-entrypoint.sh');
const repoFile = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Each remote: its package, its compose service (the proxy's upstream name), federation name and variable. */
const REMOTES = [
  { pkg: 'mf-storefront', service: 'storefront', name: 'storefront', env: 'REMOTE_STOREFRONT_URL' },
  { pkg: 'mf-villa-admin', service: 'villa-admin', name: 'villa_admin', env: 'REMOTE_VILLA_ADMIN_URL' },
  {
    pkg: 'mf-booking-admin',
    service: 'booking-admin',
    name: 'booking_admin',
    env: 'REMOTE_BOOKING_ADMIN_URL',
  },
  { pkg: 'mf-boat-admin', service: 'boat-admin', name: 'boat_admin', env: 'REMOTE_BOAT_ADMIN_URL' },
  {
    pkg: 'mf-content-admin',
    service: 'content-admin',
    name: 'content_admin',
    env: 'REMOTE_CONTENT_ADMIN_URL',
  },
] as const;

// ---------------------------------------------------------------------------------------------
// shell/docker-entrypoint.sh

interface EntrypointRun {
  code: number | null;
  stderr: string;
  /** remotes.json as written, or null when the script wrote none. */
  written: string | null;
  files: string[];
}

function runEntrypoint(env: Record<string, string>, existing?: string): EntrypointRun {
  const dir = mkdtempSync(join(tmpdir(), 'villa-entrypoint-'));
  try {
    if (existing !== undefined) writeFileSync(join(dir, 'remotes.json'), existing);
    // Only PATH from the outside: no REMOTE_* of the developer's shell leaks in.
    const res = spawnSync('sh', [ENTRYPOINT], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HTML_ROOT: dir, ...env },
      encoding: 'utf8',
    });
    const file = join(dir, 'remotes.json');
    return {
      code: res.status,
      stderr: res.stderr,
      written: existsSync(file) ? readFileSync(file, 'utf8') : null,
      files: spawnSync('ls', ['-A', dir], { encoding: 'utf8' }).stdout.split('\n').filter(Boolean),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('shell image entrypoint (remotes.json from REMOTE_* variables)', () => {
  it('without variables: the same map the embedded API serves', () => {
    const run = runEntrypoint({});
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.written!)).toEqual(DEFAULT_REMOTES);
    expect(run.files).toEqual(['remotes.json']);
    // An empty value is treated as unset, as with docker-compose's `${VAR:-default}`.
    expect(JSON.parse(runEntrypoint({ REMOTE_STOREFRONT_URL: '' }).written!)).toEqual(DEFAULT_REMOTES);
  });

  it('with variables: exactly their URLs, as valid JSON, whatever else they contain', () => {
    const env = {
      REMOTE_STOREFRONT_URL: 'https://cdn.likyavilla.com.tr/mf-storefront/1.4.2/mf-manifest.json',
      REMOTE_VILLA_ADMIN_URL: '/deploy/mf-villa-admin/20250101-1/mf-manifest.json?v=1&x=$HOME',
      REMOTE_BOOKING_ADMIN_URL: 'https://örnek.com.tr/rezervasyon/`id`/mf-manifest.json',
      REMOTE_BOAT_ADMIN_URL: "https://cdn.example.com/it's/mf-manifest.json#$(id)",
      REMOTE_CONTENT_ADMIN_URL: 'http://10.0.0.7:8081/mf-manifest.json',
    };
    const run = runEntrypoint(env, '{"old":"map"}');
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.written!)).toEqual(Object.fromEntries(REMOTES.map((r) => [r.name, env[r.env]])));
    expect(run.files).toEqual(['remotes.json']);
  });

  it.each([
    ['a double quote', 'https://cdn.example.com/a"b/mf-manifest.json'],
    ['a backslash', 'https://cdn.example.com/a\\b/mf-manifest.json'],
    ['a line break', 'https://cdn.example.com/a\nb/mf-manifest.json'],
    ['a tab', 'https://cdn.example.com/a\tb/mf-manifest.json'],
    ['a control character', 'https://cdn.example.com/a\u0001b/mf-manifest.json'],
  ])('a URL with %s is refused: the container stops, no map is (re)written', (_what, url) => {
    const previous = '{"storefront":"/remotes/mf-storefront/mf-manifest.json"}';
    const run = runEntrypoint({ REMOTE_BOAT_ADMIN_URL: url }, previous);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toContain('REMOTE_BOAT_ADMIN_URL');
    expect(run.written).toBe(previous);
    expect(run.files).toEqual(['remotes.json']);
  });

  it('the image runs it as nginx expects, on the folder it serves', () => {
    const dockerfile = repoFile('shell/Dockerfile');
    expect(dockerfile).toContain('COPY shell/docker-entrypoint.sh /docker-entrypoint.d/');
    expect(dockerfile).toContain('COPY --from=build /app/shell/dist /usr/share/nginx/html');
    expect(dockerfile).not.toMatch(/HTML_ROOT/);
    expect(repoFile('shell/docker-entrypoint.sh')).toContain(': "${HTML_ROOT:=/usr/share/nginx/html}"');
  });
});

// ---------------------------------------------------------------------------------------------
// nginx: static images and front proxy

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as received (compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

function http(
  port: number,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: opts.method ?? 'GET',
        headers: opts.headers ?? {},
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const gzip = res.headers['content-encoding'] === 'gzip';
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            raw,
            text: (gzip ? gunzipSync(raw) : raw).toString('utf8'),
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/**
 * The proxy passed a request from 203.0.113.9 to the API (which answers with what it saw) with the
 * path as asked and the forwarding headers.
 */
function expectForwardedToApi(res: Reply, path: string) {
  expect(res.status, path).toBe(200);
  expect(res.headers['x-served-by'], path).toBe('api');
  const seen = JSON.parse(res.text) as { url: string; headers: IncomingHttpHeaders };
  expect(seen.url, path).toBe(path);
  expect(seen.headers.host, path).toBe('127.0.0.1');
  expect(seen.headers['x-forwarded-for'], path).toBe('203.0.113.9, 127.0.0.1');
  expect(seen.headers['x-forwarded-proto'], path).toBe('http');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** `text` with `from` replaced; `from` must occur exactly once, or the repository's layout changed. */
function replaceOnce(text: string, from: string, to: string, file: string): string {
  const count = text.split(from).length - 1;
  if (count !== 1)
    throw new Error(
      `${file}: expected "${from}" exactly once, found ${count}. The file changed shape: ` +
        'update scripts/test/static-images.test.ts together with it.',
    );
  return text.replace(from, () => to);
}

function nginxMissing(): string {
  return (
    `nginx is needed for this test and was not found at ${NGINX}. ` +
    "Install Debian's package: sudo apt-get install -y nginx " +
    '(or point NGINX_PATH at an nginx binary). `npm test` and .ci/run install it when run as root.'
  );
}

/** The folder of nginx's own configuration (mime.types), from `nginx -V`. */
function nginxConfDir(): string {
  const v = spawnSync(NGINX, ['-V'], { encoding: 'utf8' });
  const m = /--conf-path=(\S+)/.exec(`${v.stderr}${v.stdout}`);
  return m ? dirname(m[1]!) : '/etc/nginx';
}

/** Worker user when the test runs as root: an unprivileged one, as in the nginx image. */
function workerUser(): string {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return '';
  const groups = readFileSync('/etc/group', 'utf8');
  return `user nobody ${/^nogroup:/m.test(groups) ? 'nogroup' : 'nobody'};`;
}

const SHELL_HASHED = 'assets/index-Bq3z_k9A.js';
/** Pages the API stand-in answers as the API would: an unknown villa, and no shell template (503). */
const UNKNOWN_PAGE = '/villa/boyle-bir-villa-yok';
const NO_TEMPLATE_PAGE = '/sablonsuz-sayfa';
const SHELL_CSS = 'assets/index-C4x_9-Zq.css';
const INDEX_HTML =
  '<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Likya Villa</title>' +
  `<script type="module" src="/${SHELL_HASHED}"></script></head><body><div id="root"></div>` +
  `${'<!-- kabuk -->'.repeat(40)}</body></html>\n`;
const js = (label: string) =>
  `export const label = ${JSON.stringify(label)};\n` +
  Array.from({ length: 60 }, (_, i) => `export function f${i}() { return label + ${i}; }`).join('\n');
const remoteHashed = (service: string) => `assets/${service}-DqP6ZJ5T.js`;
const manifest = (name: string) =>
  JSON.stringify(
    {
      id: name,
      name,
      metaData: {
        name,
        remoteEntry: { name: 'remoteEntry.js', path: '', type: 'module' },
        publicPath: 'auto',
      },
      exposes: [{ id: `${name}:app`, name: 'app', path: './app' }],
    },
    null,
    2,
  );

function writeTree(dir: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true, mode: 0o755 });
    writeFileSync(join(dir, path), body, { mode: 0o644 });
  }
}

describe('static images and front proxy on nginx', () => {
  let work = '';
  let nginx: ChildProcess | undefined;
  let nginxLog = '';
  let api: Server | undefined;
  let apiPort = 0;
  let proxyPort = 0;
  let shellPort = 0;
  const remotePorts = new Map<string, number>();
  // A setup failure (no nginx, a config nginx refuses) fails every test below with its
  // message, instead of leaving them skipped.
  let setupError: Error | undefined;
  const test = (name: string, fn: () => Promise<void> | void) =>
    it(name, async () => {
      if (setupError) throw setupError;
      await fn();
    });

  beforeAll(async () => {
    try {
      await start();
    } catch (err) {
      setupError = err as Error;
    }
  });

  async function start() {
    if (!existsSync(NGINX)) throw new Error(nginxMissing());
    work = mkdtempSync(join(tmpdir(), 'villa-nginx-'));
    // Workers of a root master run unprivileged and must be able to read the roots.
    chmodSync(work, 0o755);

    // The API stand-in: answers with what reached it (404 for an unknown villa page, 503 for a
    // page it has no shell template for, like the API in the SHELL_ORIGIN mode).
    api = createHttpServer((req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        const seen = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, bytes };
        const path = (req.url ?? '').split('?')[0];
        const status = path === UNKNOWN_PAGE ? 404 : path === NO_TEMPLATE_PAGE ? 503 : 200;
        res.writeHead(status, { 'content-type': 'application/json', 'x-served-by': 'api' });
        res.end(JSON.stringify(seen));
      });
    });
    await new Promise<void>((r) => api!.listen(0, '127.0.0.1', r));
    apiPort = (api.address() as AddressInfo).port;

    // The shell's image: its build output, then the entrypoint writes remotes.json (defaults).
    const shellRoot = join(work, 'shell');
    writeTree(shellRoot, {
      'index.html': INDEX_HTML,
      [SHELL_HASHED]: js('shell'),
      [SHELL_CSS]: `${'.kabuk { color: #0a3d62; }\n'.repeat(40)}`,
      'assets/plain.js': js('unhashed'),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    const entry = spawnSync('sh', [ENTRYPOINT], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HTML_ROOT: shellRoot },
      encoding: 'utf8',
    });
    if (entry.status !== 0) throw new Error(`docker-entrypoint.sh failed: ${entry.stderr}`);
    chmodSync(join(shellRoot, 'remotes.json'), 0o644);

    // Each remote's image: mf-manifest.json, remoteEntry.js, hashed assets; no index.html.
    for (const r of REMOTES) {
      writeTree(join(work, r.service), {
        'mf-manifest.json': manifest(r.name),
        'remoteEntry.js': js(`${r.name} remoteEntry`),
        [remoteHashed(r.service)]: js(r.name),
      });
    }
    // As the build leaves it (scripts/build.mjs): .br and .gz copies beside the storefront's files.
    await precompress(join(work, 'storefront'));

    shellPort = await freePort();
    for (const r of REMOTES) remotePorts.set(r.service, await freePort());
    proxyPort = await freePort();

    const staticConf = repoFile('shared/docker/static.nginx.conf');
    const staticServer = (port: number, root: string) =>
      replaceOnce(
        replaceOnce(staticConf, 'listen 80;', `listen 127.0.0.1:${port};`, 'static.nginx.conf'),
        'root /usr/share/nginx/html;',
        `root ${root};`,
        'static.nginx.conf',
      );
    let proxyConf = repoFile('proxy.nginx.conf');
    proxyConf = replaceOnce(proxyConf, 'listen 80;', `listen 127.0.0.1:${proxyPort};`, 'proxy.nginx.conf');
    proxyConf = replaceOnce(
      proxyConf,
      'server api:8080;',
      `server 127.0.0.1:${apiPort};`,
      'proxy.nginx.conf',
    );
    // The compose mount path of proxy_params.conf (checked below) → the repository's file.
    if (!proxyConf.includes('include /etc/nginx/proxy_params.conf;'))
      throw new Error('proxy.nginx.conf no longer includes /etc/nginx/proxy_params.conf');
    proxyConf = proxyConf.replaceAll('/etc/nginx/proxy_params.conf', join(ROOT, 'proxy_params.conf'));

    // The compose host names the proxy sends to, as upstreams on loopback (Docker's DNS here).
    const upstreams = [
      `upstream shell { server 127.0.0.1:${shellPort}; }`,
      ...REMOTES.map((r) => `upstream ${r.service} { server 127.0.0.1:${remotePorts.get(r.service)}; }`),
    ];
    const errorLog = join(work, 'error.log');
    const temp = (name: string) => `${name}_temp_path ${join(work, `${name}-temp`)};`;
    // What nginx:1.27-alpine's /etc/nginx/nginx.conf sets around conf.d/*.conf.
    const conf = [
      workerUser(),
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(work, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 256; }',
      'http {',
      `  include ${join(nginxConfDir(), 'mime.types')};`,
      '  default_type application/octet-stream;',
      '  sendfile on;',
      '  keepalive_timeout 65;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      ...upstreams,
      staticServer(shellPort, shellRoot),
      ...REMOTES.map((r) => staticServer(remotePorts.get(r.service)!, join(work, r.service))),
      proxyConf,
      '}',
    ].join('\n');
    const confFile = join(work, 'nginx.conf');
    writeFileSync(confFile, conf);

    const args = ['-p', `${work}/`, '-c', confFile, '-e', errorLog];
    const checked = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`nginx -t refused the generated config:\n${checked.stderr}`);
    nginx = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    nginx.stderr!.on('data', (c: Buffer) => (nginxLog += c.toString()));
    const ports = [proxyPort, shellPort, ...remotePorts.values()];
    for (let i = 0; ; i++) {
      if (nginx.exitCode !== null)
        throw new Error(`nginx exited (${nginx.exitCode}): ${nginxLog}${readFileSync(errorLog, 'utf8')}`);
      if ((await Promise.all(ports.map(portOpen))).every(Boolean)) break;
      if (i > 100) throw new Error('nginx did not open its ports within 10 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((r) => nginx!.once('exit', r));
      nginx.kill('SIGTERM');
      await exited;
    }
    if (api) await new Promise((r) => api!.close(r));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  const storefrontPort = () => remotePorts.get('storefront')!;

  describe('static image (shared/docker/static.nginx.conf)', () => {
    test('HTML and remotes.json: no-cache, CORS and nosniff; the map is the one the entrypoint wrote', async () => {
      for (const path of ['/', '/index.html']) {
        const res = await http(shellPort, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['content-type'], path).toMatch(/^text\/html/);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
        expect(res.text, path).toBe(INDEX_HTML);
      }
      const map = await http(shellPort, '/remotes.json');
      expect(map.status).toBe(200);
      expect(map.headers['content-type']).toMatch(/^application\/json/);
      expect(map.headers['cache-control']).toBe('no-cache');
      expect(map.headers['access-control-allow-origin']).toBe('*');
      expect(map.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(map.text)).toEqual(DEFAULT_REMOTES);
    });

    test('shell routes that are no file get index.html (no-cache): the SPA fallback', async () => {
      for (const path of [
        '/dashboard/villas',
        '/villa/kas-villa-ada?tarih=2031-07-01',
        '/assets/plain-name',
      ]) {
        const res = await http(shellPort, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.text, path).toBe(INDEX_HTML);
      }
    });

    test('hashed assets are immutable for a year; unhashed files are revalidated', async () => {
      for (const [port, path] of [
        [shellPort, `/${SHELL_HASHED}`],
        [shellPort, `/${SHELL_CSS}`],
        [storefrontPort(), `/${remoteHashed('storefront')}`],
      ] as const) {
        const res = await http(port, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('public, max-age=31536000, immutable');
        expect(res.headers['access-control-allow-origin'], path).toBe('*');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      }
      expect((await http(shellPort, `/${SHELL_HASHED}`)).headers['content-type']).toMatch(
        /^application\/javascript/,
      );
      const plain = await http(shellPort, '/assets/plain.js');
      expect(plain.status).toBe(200);
      expect(plain.headers['cache-control']).toBe('no-cache');
    });

    test('a missing asset is 404, never index.html', async () => {
      for (const [port, path] of [
        [shellPort, '/assets/index-Zz9Yy8Xx.js'],
        [shellPort, '/assets/index-Zz9Yy8Xx.css'],
        [shellPort, '/mf-manifest.json'],
        [storefrontPort(), '/assets/storefront-Zz9Yy8Xx.js'],
        [storefrontPort(), '/index.html'],
        [storefrontPort(), '/nowhere'],
      ] as const) {
        const res = await http(port, path);
        expect(res.status, `${port}${path}`).toBe(404);
        expect(res.text, path).not.toContain('Likya Villa');
      }
    });

    test('remote: mf-manifest.json and remoteEntry.js no-cache with CORS', async () => {
      for (const path of ['/mf-manifest.json', '/remoteEntry.js']) {
        const res = await http(storefrontPort(), path);
        expect(res.status, path).toBe(200);
        expect(res.headers['cache-control'], path).toBe('no-cache');
        expect(res.headers['access-control-allow-origin'], path).toBe('*');
        expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      }
      expect(JSON.parse((await http(storefrontPort(), '/mf-manifest.json')).text)).toMatchObject({
        name: 'storefront',
      });
    });

    test('gzip when the client accepts it, for HTML, JSON, JS and CSS; plain otherwise', async () => {
      for (const [port, path] of [
        [shellPort, '/'],
        [shellPort, '/remotes.json'],
        [shellPort, `/${SHELL_HASHED}`],
        [shellPort, `/${SHELL_CSS}`],
        [storefrontPort(), '/remoteEntry.js'],
        [storefrontPort(), '/mf-manifest.json'],
      ] as const) {
        const zipped = await http(port, path, { headers: { 'accept-encoding': 'gzip' } });
        const plain = await http(port, path);
        expect(zipped.status, path).toBe(200);
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        expect(zipped.raw.length, path).toBeLessThan(plain.raw.length);
        expect(zipped.text, path).toBe(plain.text);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
      }
    });
  });

  describe("static image: the build's compressed copies", () => {
    test('a file with a .gz copy is sent as that copy (gzip_static), byte for byte', async () => {
      for (const path of ['/remoteEntry.js', `/${remoteHashed('storefront')}`]) {
        const copy = readFileSync(join(work, 'storefront', `${path.slice(1)}.gz`));
        const zipped = await http(storefrontPort(), path, { headers: { 'accept-encoding': 'gzip' } });
        expect(zipped.status, path).toBe(200);
        expect(zipped.headers['content-encoding'], path).toBe('gzip');
        // nginx's own gzip (level 1) would give other bytes than the build's level 9 copy.
        expect(zipped.raw.equals(copy), path).toBe(true);
        expect(zipped.headers['content-type'], path).toMatch(/^application\/javascript/);
        const plain = await http(storefrontPort(), path);
        expect(plain.headers['content-encoding'], path).toBeUndefined();
        expect(gunzipSync(copy).toString(), path).toBe(plain.text);
      }
    });
  });

  describe('front proxy (proxy.nginx.conf)', () => {
    test('API paths reach the API unchanged, with the forwarding headers', async () => {
      const paths = [
        '/v1/public/villas?page=2',
        '/v1',
        '/v2/villas/12',
        '/docs',
        '/docs/json',
        '/healthz',
        '/readyz',
        '/uploads/villas/1/a.webp',
        '/deploy/mf-villa-admin/20250101-1/remoteEntry.js',
        '/sitemap.xml',
        '/robots.txt',
      ];
      for (const path of paths) {
        const res = await http(proxyPort, path, { headers: { 'x-forwarded-for': '203.0.113.9' } });
        expectForwardedToApi(res, path);
      }
    });

    test('/metrics is not published: the proxy answers 404 itself and the API never sees it', async () => {
      for (const path of [
        '/metrics',
        '/metrics/',
        '/metrics?name=http',
        '/%6Detrics',
        '//metrics',
        '/metrics/x',
      ]) {
        const res = await http(proxyPort, path, { headers: { authorization: 'Bearer guessed-token' } });
        expect(res.status, path).toBe(404);
        expect(res.headers['x-served-by'], path).toBeUndefined();
      }
    });

    test('a client\u2019s own X-Forwarded-Host does not pass the proxy: the API trusts what it forwards', async () => {
      for (const path of ['/sitemap.xml', '/villa/kas-villa-ada', '/v1/site']) {
        const res = await http(proxyPort, path, {
          headers: { host: 'www.likyavilla.com.tr', 'x-forwarded-host': 'evil.example' },
        });
        const seen = JSON.parse(res.text) as { headers: IncomingHttpHeaders };
        expect(seen.headers['x-forwarded-host'], path).toBe('www.likyavilla.com.tr');
        expect(seen.headers.host, path).toBe('www.likyavilla.com.tr');
      }
    });

    test('look-alike paths are not API paths: pages when extensionless, shell files otherwise', async () => {
      // Extensionless: a page, which the API renders (a 404 page for an unknown slug) unchanged.
      for (const path of ['/v1x', '/v3/villas', '/docsx', '/healthz2', '/uploadsx/a']) {
        const res = await http(proxyPort, path);
        expect(res.headers['x-served-by'], path).toBe('api');
        expect((JSON.parse(res.text) as { url: string }).url, path).toBe(path);
      }
      const file = await http(proxyPort, '/sitemap.xml.bak');
      expect(file.headers['x-served-by']).toBeUndefined();
      expect(file.text).toBe(INDEX_HTML);
    });

    test('uploads up to 25 MB pass the proxy; larger ones are refused with 413', async () => {
      const ok = await http(proxyPort, '/v1/admin/files', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(20 * 1024 * 1024, 1),
      });
      expect(ok.status).toBe(200);
      expect((JSON.parse(ok.text) as { bytes: number }).bytes).toBe(20 * 1024 * 1024);
      const big = await http(proxyPort, '/v1/admin/files', {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream', 'content-length': String(26 * 1024 * 1024) },
      }).catch((err: Error) => ({ status: -1, error: err }));
      expect(big.status).toBe(413);
    });

    test('/remotes/<package>/ reaches that remote with the prefix stripped; caching headers kept', async () => {
      for (const r of REMOTES) {
        const manifestRes = await http(proxyPort, `/remotes/${r.pkg}/mf-manifest.json`);
        expect(manifestRes.status, r.pkg).toBe(200);
        expect(JSON.parse(manifestRes.text), r.pkg).toMatchObject({ name: r.name });
        expect(manifestRes.headers['cache-control'], r.pkg).toBe('no-cache');
        const entry = await http(proxyPort, `/remotes/${r.pkg}/remoteEntry.js`);
        expect(entry.headers['cache-control'], r.pkg).toBe('no-cache');
        expect(entry.text, r.pkg).toBe(js(`${r.name} remoteEntry`));
        const asset = await http(proxyPort, `/remotes/${r.pkg}/${remoteHashed(r.service)}`, {
          headers: { 'accept-encoding': 'gzip' },
        });
        expect(asset.status, r.pkg).toBe(200);
        expect(asset.headers['cache-control'], r.pkg).toBe('public, max-age=31536000, immutable');
        expect(asset.headers['content-encoding'], r.pkg).toBe('gzip');
        expect(asset.text, r.pkg).toBe(js(r.name));
        expect((await http(proxyPort, `/remotes/${r.pkg}/assets/gone-Zz9Yy8Xx.js`)).status, r.pkg).toBe(404);
      }
    });

    test('pages (paths without a file extension) go to the API with the forwarding headers', async () => {
      for (const path of [
        '/',
        '/kas',
        '/villa/kas-villa-ada?tarih=2031-07-01',
        '/dashboard/login',
        '/villalar/kas?misafir=4',
      ]) {
        const res = await http(proxyPort, path, {
          headers: { 'accept-encoding': 'gzip', 'x-forwarded-for': '203.0.113.9' },
        });
        expectForwardedToApi(res, path);
        expect(res.headers['content-encoding'], path).toBe('gzip');
      }
      // The API's 404 for an unknown slug reaches the visitor (and crawlers) as it is.
      const unknown = await http(proxyPort, UNKNOWN_PAGE);
      expect(unknown.status).toBe(404);
      expect(unknown.headers['x-served-by']).toBe('api');
      expect((JSON.parse(unknown.text) as { url: string }).url).toBe(UNKNOWN_PAGE);
    });

    test('files are the shell; its remotes.json points through the proxy at each remote', async () => {
      for (const path of ['/index.html', '/favicon.svg', '/remotes.json', `/${SHELL_HASHED}`]) {
        const res = await http(proxyPort, path);
        expect(res.status, path).toBe(200);
        expect(res.headers['x-served-by'], path).toBeUndefined();
      }
      expect((await http(proxyPort, '/index.html')).text).toBe(INDEX_HTML);
      const asset = await http(proxyPort, `/${SHELL_HASHED}`);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.text).toBe(js('shell'));
      // A missing file is the shell's 404, never a page of the API.
      const missing = await http(proxyPort, '/assets/index-Zz9Yy8Xx.js');
      expect(missing.status).toBe(404);
      expect(missing.headers['x-served-by']).toBeUndefined();
      const map = JSON.parse((await http(proxyPort, '/remotes.json')).text) as Record<string, string>;
      expect(Object.keys(map).sort()).toEqual(REMOTES.map((r) => r.name).sort());
      for (const [name, url] of Object.entries(map)) {
        const res = await http(proxyPort, url);
        expect(res.status, url).toBe(200);
        expect(JSON.parse(res.text), url).toMatchObject({ name });
      }
    });

    test("when the API cannot answer a page, the shell's index.html does; API paths are not covered", async () => {
      // The API without the shell's template answers 503: the proxy serves the shell instead.
      const noTemplate = await http(proxyPort, NO_TEMPLATE_PAGE, { headers: { 'accept-encoding': 'gzip' } });
      expect(noTemplate.status).toBe(200);
      expect(noTemplate.headers['x-served-by']).toBeUndefined();
      expect(noTemplate.headers['cache-control']).toBe('no-cache');
      expect(noTemplate.text).toBe(INDEX_HTML);

      // The API down (nothing listens): pages are the shell's, files are unaffected.
      await new Promise((r) => api!.close(r));
      try {
        for (const path of ['/', '/villa/kas-villa-ada?tarih=2031-07-01', '/dashboard/villas']) {
          const res = await http(proxyPort, path);
          expect(res.status, path).toBe(200);
          expect(res.headers['x-served-by'], path).toBeUndefined();
          expect(res.headers['cache-control'], path).toBe('no-cache');
          expect(res.text, path).toBe(INDEX_HTML);
        }
        expect((await http(proxyPort, `/${SHELL_HASHED}`)).status).toBe(200);
        expect((await http(proxyPort, '/remotes.json')).status).toBe(200);
        expect((await http(proxyPort, '/remotes/mf-storefront/mf-manifest.json')).status).toBe(200);
        // An API call gets the proxy's 502, never the shell's HTML.
        const call = await http(proxyPort, '/v1/public/villas');
        expect(call.status).toBe(502);
        expect(call.text).not.toBe(INDEX_HTML);
      } finally {
        await new Promise<void>((r) => api!.listen(apiPort, '127.0.0.1', r));
      }
      expect((await http(proxyPort, '/')).headers['x-served-by']).toBe('api');
    });

    test('nginx logged no error but the refused upload and the stopped API', () => {
      const log = readFileSync(join(work, 'error.log'), 'utf8');
      const problems = log
        .split('\n')
        .filter((l) => /\[(error|crit|alert|emerg)\]/.test(l))
        // The refused 26 MB upload above.
        .filter((l) => !l.includes('client intended to send too large body'))
        // The API stand-in stopped on purpose above.
        .filter(
          (l) =>
            !(l.includes('connect() failed (111') && l.includes(`upstream: "http://127.0.0.1:${apiPort}/`)),
        );
      expect(problems).toEqual([]);
      expect(nginxLog).toBe('');
    });
  });
});

describe('docker-compose.yml and the Dockerfiles wire these files as tested here', () => {
  const compose = repoFile('docker-compose.yml');
  /** A compose service built from the repository root with `<pkg>/Dockerfile`. */
  const service = (name: string, pkg: string) =>
    `\n  ${name}:\n    build:\n      context: .\n      dockerfile: ${pkg}/Dockerfile\n`;

  it('each static service builds its package onto the tested static config', () => {
    expect(compose, 'shell').toContain(service('shell', 'shell'));
    const shell = repoFile('shell/Dockerfile');
    expect(shell).toContain('FROM nginx:');
    expect(shell).toContain('COPY shared/docker/static.nginx.conf /etc/nginx/conf.d/default.conf');
    expect(shell).toContain('COPY --from=build /app/shell/dist /usr/share/nginx/html');
    // The five remotes: one Dockerfile, the remote a build argument.
    const remote = repoFile('shared/docker/remote.Dockerfile');
    expect(remote).toContain('FROM nginx:');
    expect(remote).toContain('COPY shared/docker/static.nginx.conf /etc/nginx/conf.d/default.conf');
    expect(remote).toContain('node scripts/build.mjs "$REMOTE"');
    expect(remote).toContain('COPY --from=build /app/${REMOTE}/dist /usr/share/nginx/html');
    for (const { service: name, pkg } of REMOTES) {
      expect(compose, name).toContain(
        `\n  ${name}:\n    build:\n      context: .\n      dockerfile: shared/docker/remote.Dockerfile\n      args:\n        REMOTE: ${pkg}\n`,
      );
    }
  });

  it('the proxy mounts the tested files where the config includes them', () => {
    expect(compose).toContain('./proxy.nginx.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(compose).toContain('./proxy_params.conf:/etc/nginx/proxy_params.conf:ro');
    expect(compose).toContain(service('api', 'api'));
    expect(compose).toContain("PORT: '8080'");
    // Pages: the API renders them on the template of the shell service (the proxy's `shell`
    // upstream) and fetches root-relative remote URLs through the proxy service.
    expect(compose).toContain('\n  SHELL_ORIGIN: http://shell\n');
    expect(compose).toContain('\n  PUBLIC_ORIGIN_INTERNAL: http://proxy\n');
    expect(compose).toContain('environment: *api-env');
    expect(compose).toContain('\n  shell:\n');
    expect(compose).toContain('\n  proxy:\n');
    // The shell's variables default to the entrypoint's (and the embedded API's) map.
    for (const r of REMOTES)
      expect(compose, r.env).toContain(`${r.env}: \${${r.env}:-${DEFAULT_REMOTES[r.name]}}`);
  });
});
