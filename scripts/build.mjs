// Builds the shell and the five remotes; a package whose inputs did not change
// since its last build is skipped. `--force` rebuilds all; names limit the set.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FRONTENDS, ROOT, ensureInstalled, log, run } from './lib.mjs';
import { precompress } from './precompress.mjs';

const STAMP = '.build-stamp';

function* walk(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

/** Hash of everything a front-end build reads: its own files, shared, the lock file, these scripts. */
export function inputsHash(pkg) {
  const hash = createHash('sha256');
  const files = [
    ...walk(join(ROOT, pkg)),
    ...walk(join(ROOT, 'shared', 'src')),
    join(ROOT, 'shared', 'package.json'),
    join(ROOT, 'shared', 'federation.config.mjs'),
    join(ROOT, 'shared', 'start-chunks.mjs'),
    join(ROOT, 'package-lock.json'),
    join(ROOT, 'tsconfig.base.json'),
    join(ROOT, 'scripts', 'build.mjs'),
    join(ROOT, 'scripts', 'precompress.mjs'),
  ].filter((f) => existsSync(f) && !/\.test\.tsx?$/.test(f));
  for (const file of files.sort()) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function isUpToDate(pkg) {
  const stamp = join(ROOT, pkg, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === inputsHash(pkg);
}

export async function buildFrontends({ force = false, only = [] } = {}) {
  const targets = only.length ? FRONTENDS.filter((p) => only.includes(p)) : FRONTENDS;
  for (const pkg of targets) {
    if (!force && isUpToDate(pkg)) {
      log(`${pkg}: up to date, build skipped`);
      continue;
    }
    log(`${pkg}: building…`);
    const started = Date.now();
    const code = await run(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
      cwd: join(ROOT, pkg),
    });
    if (code !== 0) throw new Error(`${pkg}: build failed (exit ${code})`);
    const built = Date.now();
    await precompress(join(ROOT, pkg, 'dist'));
    writeFileSync(join(ROOT, pkg, 'dist', STAMP), inputsHash(pkg));
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    // The split is read by scripts/bench-admin.mjs (vite build, then the compressed copies).
    log(
      `${pkg}: built in ${s(Date.now() - started)} (vite ${s(built - started)}, compressed copies ${s(Date.now() - built)})`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  await ensureInstalled();
  await buildFrontends({ force: args.includes('--force'), only: args.filter((a) => !a.startsWith('--')) });
}
