// Writes the compressed copies of a build's text files once, at build time: `<file>.br` (brotli,
// quality 11) and `<file>.gz` (gzip, level 9). Servers send them as they are (the embedded API
// with @fastify/static's preCompressed, nginx with gzip_static) instead of compressing every
// response at a low level. A copy that would not be smaller is not written. Node built-ins only.
//
// Brotli at quality 11 is slow (a 400 KB chunk takes about a second), and most of a rebuild's files
// are the same bytes as the last build's (vendor chunks, unchanged screens: their names carry a
// hash of their content). So the copies are kept by the content's SHA-256 in a cache folder
// (node_modules/.cache/villa-precompress, PRECOMPRESS_CACHE overrides; PRECOMPRESS_CACHE=off
// disables it) and copied from there when the same bytes come again: the same settings, the same
// bytes served, only the work skipped. Entries not used for 14 days are removed.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|mjs|css|html|json|svg|xml|txt|map)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;
/** Changing how the copies are made changes every key (a new setting must not reuse old copies). */
const SETTINGS = 'br-q11-text|gz-9|v1';
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The cache folder, or null without one. */
const defaultCache = () =>
  process.env.PRECOMPRESS_CACHE === 'off'
    ? null
    : (process.env.PRECOMPRESS_CACHE ?? join(ROOT, 'node_modules', '.cache', 'villa-precompress'));
const KEEP_MS = 14 * 86_400_000;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `body` to `path` through a temporary name, so a stopped run leaves no half-written file. */
function writeWhole(path, body) {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, body);
  renameSync(tmp, path);
}

/** Both copies of `body`, from the cache when these bytes were compressed before. */
async function compressed(body, cache) {
  const key = cache && createHash('sha256').update(SETTINGS).update(body).digest('hex');
  const cached = key && join(cache, `${key}.br`);
  if (cached && existsSync(cached) && existsSync(join(cache, `${key}.gz`))) {
    const now = new Date();
    utimesSync(cached, now, now); // still in use: kept by the clean-up below
    return { brotli: readFileSync(cached), gzipped: readFileSync(join(cache, `${key}.gz`)), hit: true };
  }
  const [brotli, gzipped] = await Promise.all([
    br(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gz(body, { level: 9 }),
  ]);
  if (key) {
    mkdirSync(cache, { recursive: true });
    writeWhole(join(cache, `${key}.gz`), gzipped);
    writeWhole(join(cache, `${key}.br`), brotli);
  }
  return { brotli, gzipped, hit: false };
}

/** Removes cache entries not used for KEEP_MS. */
function pruneCache(cache) {
  if (!cache || !existsSync(cache)) return;
  const old = Date.now() - KEEP_MS;
  for (const name of readdirSync(cache)) {
    if (!name.endsWith('.br')) continue;
    const path = join(cache, name);
    if (statSync(path).mtimeMs >= old) continue;
    for (const ext of ['.br', '.gz']) {
      try {
        unlinkSync(path.replace(/\.br$/, ext));
      } catch {
        // removed by another build meanwhile
      }
    }
  }
}

/**
 * Compressed copies for every text file of `dir`; stale copies of a rebuilt dir are replaced.
 * `cache`: the folder of earlier copies (null: none).
 */
export async function precompress(dir, { cache = defaultCache() } = {}) {
  const targets = [];
  for (const path of files(dir)) {
    if (/\.(br|gz)$/.test(path)) {
      unlinkSync(path); // from an earlier run; written again below when still worth it
      continue;
    }
    if (TEXT.test(path) && statSync(path).size >= MIN_BYTES) targets.push(path);
  }
  // Largest first, one file per core at a time (zlib's work runs on the thread pool): the biggest
  // chunk's brotli starts at once instead of after a batch of small ones.
  targets.sort((a, b) => statSync(b).size - statSync(a).size);
  let written = 0;
  let reused = 0;
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const path = targets[next++];
      const body = readFileSync(path);
      const { brotli, gzipped, hit } = await compressed(body, cache);
      if (hit) reused++;
      if (brotli.length < body.length) {
        writeFileSync(`${path}.br`, brotli);
        written++;
      }
      if (gzipped.length < body.length) {
        writeFileSync(`${path}.gz`, gzipped);
        written++;
      }
    }
  };
  const lanes = Math.max(2, Math.min(4, availableParallelism()));
  await Promise.all(Array.from({ length: lanes }, worker));
  pruneCache(cache);
  return { files: targets.length, written, reused };
}
