// Writes the compressed copies of a build's text files once, at build time: `<file>.br` (brotli,
// quality 11) and `<file>.gz` (gzip, level 9). Servers send them as they are (the embedded API
// with @fastify/static's preCompressed, nginx with gzip_static) instead of compressing every
// response at a low level. A copy that would not be smaller is not written. Node built-ins only.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const br = promisify(brotliCompress);
const gz = promisify(gzip);

const TEXT = /\.(js|mjs|css|html|json|svg|xml|txt|map)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compressed copies for every text file of `dir`; stale copies of a rebuilt dir are replaced. */
export async function precompress(dir) {
  const targets = [];
  for (const path of files(dir)) {
    if (/\.(br|gz)$/.test(path)) {
      unlinkSync(path); // from an earlier run; written again below when still worth it
      continue;
    }
    if (TEXT.test(path) && statSync(path).size >= MIN_BYTES) targets.push(path);
  }
  let written = 0;
  // Two at a time: zlib's work runs on the thread pool, one file per core.
  for (let i = 0; i < targets.length; i += 2) {
    await Promise.all(
      targets.slice(i, i + 2).map(async (path) => {
        const body = readFileSync(path);
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
        if (brotli.length < body.length) {
          writeFileSync(`${path}.br`, brotli);
          written++;
        }
        if (gzipped.length < body.length) {
          writeFileSync(`${path}.gz`, gzipped);
          written++;
        }
      }),
    );
  }
  return { files: targets.length, written };
}
