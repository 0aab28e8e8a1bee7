// `npm run check:advisories` (and `npm test`'s lint step): every copy of a package the lock file
// installs is checked against the advisories below; a known-vulnerable version fails the run.
// `npm audit` cannot reach its endpoint from this network, so the advisories the project has been
// told about are kept here, with the ranges GitHub's advisory database gives. Node built-ins only.
//
//   node scripts/check-advisories.mjs [path/to/package-lock.json]
//
// Exit codes: 0 no match, 1 a vulnerable version is locked, 2 the lock file cannot be read.
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Known advisories: `below` is the first fixed version (every version under it is vulnerable);
 * `from` (optional) the first affected one.
 */
export const ADVISORIES = [
  {
    id: 'GHSA-p6gq-j5cr-w38f',
    package: 'nodemailer',
    severity: 'high',
    below: '9.0.1',
    title: 'message-level `raw` option bypasses disableFileAccess/disableUrlAccess (file read, SSRF)',
  },
  {
    id: 'GHSA-2x7j-588g-ccc2',
    package: 'nodemailer',
    severity: 'high',
    below: '9.1.0',
    title: 'quadratic-time address list parsing in addressparser (denial of service)',
  },
];

/** Parses `1.2.3` or `1.2.3-beta.1` (build metadata ignored); null for anything else. */
export function parseVersion(text) {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(String(text).trim());
  if (!m) return null;
  return { parts: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ? m[4].split('.') : [] };
}

/** Semantic-version order: negative when a < b. A pre-release sorts before its release. */
export function compareVersions(a, b) {
  const x = typeof a === 'string' ? parseVersion(a) : a;
  const y = typeof b === 'string' ? parseVersion(b) : b;
  if (!x || !y) throw new Error(`not a version: ${!x ? a : b}`);
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return x.parts[i] - y.parts[i];
  if (!x.pre.length || !y.pre.length) return y.pre.length - x.pre.length;
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i++) {
    const p = x.pre[i];
    const q = y.pre[i];
    if (p === undefined) return -1;
    if (q === undefined) return 1;
    if (p === q) continue;
    const pn = /^\d+$/.test(p);
    const qn = /^\d+$/.test(q);
    if (pn && qn) return Number(p) - Number(q);
    if (pn !== qn) return pn ? -1 : 1;
    return p < q ? -1 : 1;
  }
  return 0;
}

/** Every installed copy in a lock file: `{ path, name, version }` (npm lock files v1, v2 and v3). */
export function installedPackages(lock) {
  const out = [];
  if (lock && typeof lock.packages === 'object' && lock.packages) {
    for (const [path, entry] of Object.entries(lock.packages)) {
      if (!path || !entry || entry.link || typeof entry.version !== 'string') continue;
      const at = path.lastIndexOf('node_modules/');
      if (at < 0) continue; // a workspace's own folder
      // An alias (`"mailer": "npm:nodemailer@7"`) keeps the real name in `name`.
      const name = typeof entry.name === 'string' ? entry.name : path.slice(at + 'node_modules/'.length);
      out.push({ path, name, version: entry.version });
    }
    return out;
  }
  // lockfileVersion 1: nested `dependencies`.
  const walk = (deps, prefix) => {
    for (const [key, entry] of Object.entries(deps ?? {})) {
      if (!entry || typeof entry.version !== 'string') continue;
      const path = `${prefix}node_modules/${key}`;
      const alias = /^npm:((?:@[^/]+\/)?[^@]+)@(.+)$/.exec(entry.version);
      out.push(
        alias ? { path, name: alias[1], version: alias[2] } : { path, name: key, version: entry.version },
      );
      walk(entry.dependencies, `${path}/`);
    }
  };
  walk(lock?.dependencies, '');
  return out;
}

/** The locked copies that fall in a known advisory's range. */
export function findVulnerable(lock, advisories = ADVISORIES) {
  const matches = [];
  for (const pkg of installedPackages(lock)) {
    for (const adv of advisories) {
      if (adv.package !== pkg.name) continue;
      const version = parseVersion(pkg.version);
      if (!version) {
        // A tarball URL or git reference: the version cannot be checked, so it is not trusted.
        matches.push({ ...pkg, advisory: adv, reason: 'unverifiable version' });
        continue;
      }
      const below = compareVersions(version, adv.below) < 0;
      const from = adv.from === undefined || compareVersions(version, adv.from) >= 0;
      if (below && from) matches.push({ ...pkg, advisory: adv, reason: `fixed in ${adv.below}` });
    }
  }
  return matches;
}

function main(argv) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
  const file = argv[0] ?? join(root, 'package-lock.json');
  let lock;
  try {
    lock = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    process.stderr.write(`check-advisories: cannot read ${file}: ${err.message}\n`);
    return 2;
  }
  const shown = relative(process.cwd(), file) || file;
  const matches = findVulnerable(lock);
  if (matches.length === 0) {
    const names = [...new Set(ADVISORIES.map((a) => a.package))].join(', ');
    process.stdout.write(
      `check-advisories: ${shown}: no locked version of ${names} in the ${ADVISORIES.length} known advisories\n`,
    );
    return 0;
  }
  for (const m of matches) {
    process.stdout.write(
      `check-advisories: ${shown}: ${m.path} ${m.version} — ${m.advisory.id} (${m.advisory.severity}): ` +
        `${m.advisory.title}; ${m.reason}\n`,
    );
  }
  process.stdout.write(`check-advisories: ${matches.length} vulnerable locked version(s)\n`);
  return 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
