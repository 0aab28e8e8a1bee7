// npm run deploy:remote -- <mf-name> [--source <folder>]
// Builds only that remote into DEPLOY_DIR/<mf-name>/<version>/, keeps every
// earlier version's files, and switches the shell's runtime map to it atomically.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inputsHash } from './build.mjs';
import { DEPLOY_DIR, MAP_FILE, assertRemote, recordDeploy, switchTo } from './deploy-lib.mjs';
import { ROOT, ensureInstalled, log, run } from './lib.mjs';
import { precompress } from './precompress.mjs';

const args = process.argv.slice(2);
const pkg = args.find((a) => !a.startsWith('--'));
const sourceFlag = args.indexOf('--source');
const source = sourceFlag >= 0 ? resolve(args[sourceFlag + 1] ?? '') : join(ROOT, pkg ?? '');

assertRemote(pkg);
if (!existsSync(join(source, 'vite.config.ts'))) throw new Error(`${source} is not a remote package`);
await ensureInstalled();

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const digest = createHash('sha256')
  .update(`${inputsHash(pkg)}:${source}:${Date.now()}`)
  .digest('hex')
  .slice(0, 8);
const version = `${stamp}-${digest}`;
const outDir = join(DEPLOY_DIR, pkg, version);

log(`${pkg}: building version ${version}…`);
const code = await run(
  join(ROOT, 'node_modules', '.bin', 'vite'),
  ['build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
  { cwd: source },
);
if (code !== 0) throw new Error(`${pkg}: build failed (exit ${code}); the live version is unchanged`);
if (!existsSync(join(outDir, 'mf-manifest.json')))
  throw new Error(`${pkg}: the build wrote no mf-manifest.json`);
await precompress(outDir);

recordDeploy(pkg, version);
switchTo(pkg, version);
log(`${pkg}: version ${version} is live (map: ${MAP_FILE})`);
