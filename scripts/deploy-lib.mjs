// Independent deploys of one remote: versioned folders under DEPLOY_DIR and an
// atomic switch of the runtime remotes map (REMOTES_FILE) the shell reads.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { REMOTE_NAMES, ROOT } from './lib.mjs';

export const DEPLOY_DIR = resolve(process.env.DEPLOY_DIR ?? join(ROOT, 'deploy'));
export const MAP_FILE = resolve(process.env.REMOTES_FILE ?? join(DEPLOY_DIR, 'remotes.json'));
const STATE_FILE = join(DEPLOY_DIR, 'state.json');

export const builtInEntry = (pkg) => `/remotes/${pkg}/mf-manifest.json`;
export const deployedEntry = (pkg, version) => `/deploy/${pkg}/${version}/mf-manifest.json`;

function readJson(path, fallback) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : fallback;
}

/** Writes next to the target and renames: readers see the old or the new file, never half of one. */
function writeAtomic(path, data) {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(data, null, 2)}\n`);
  renameSync(tmp, path);
}

export function assertRemote(pkg) {
  if (!REMOTE_NAMES[pkg]) {
    throw new Error(`Unknown remote "${pkg}". One of: ${Object.keys(REMOTE_NAMES).join(', ')}`);
  }
}

export function currentMap() {
  const defaults = Object.fromEntries(
    Object.entries(REMOTE_NAMES).map(([pkg, name]) => [name, builtInEntry(pkg)]),
  );
  return { ...defaults, ...readJson(MAP_FILE, {}) };
}

export function readState() {
  return readJson(STATE_FILE, {});
}

/** Points the shell's map at `version` of `pkg` (null: the platform's built-in copy). */
export function switchTo(pkg, version) {
  const map = currentMap();
  map[REMOTE_NAMES[pkg]] = version ? deployedEntry(pkg, version) : builtInEntry(pkg);
  writeAtomic(MAP_FILE, map);
}

export function recordDeploy(pkg, version) {
  const state = readState();
  const entry = state[pkg] ?? { history: [] };
  entry.history = [...entry.history.filter((v) => v !== version), version];
  entry.current = version;
  state[pkg] = entry;
  writeAtomic(STATE_FILE, state);
}

/** The version before the current one, or null for the built-in copy. Files of every version stay on disk. */
export function rollback(pkg) {
  const state = readState();
  const entry = state[pkg];
  if (!entry?.current) throw new Error(`${pkg} has no deployed version to roll back from.`);
  const index = entry.history.indexOf(entry.current);
  const previous = index > 0 ? entry.history[index - 1] : null;
  entry.current = previous;
  state[pkg] = entry;
  switchTo(pkg, previous);
  writeAtomic(STATE_FILE, state);
  return previous;
}
