// Runs drizzle-kit with drizzle-orm resolvable. npm keeps drizzle-orm in
// api/node_modules while drizzle-kit is hoisted to the root, and drizzle-kit's
// version check then cannot import it. We point it at a temporary folder of
// symlinks (root packages + api's drizzle-orm) and preserve symlinks.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const apiDir = resolve(import.meta.dirname, '..');
const rootModules = resolve(apiDir, '..', 'node_modules');
const farm = join(tmpdir(), `villa-drizzle-kit-${process.pid}`, 'node_modules');
mkdirSync(farm, { recursive: true });
for (const name of readdirSync(rootModules)) {
  if (name === 'drizzle-orm') continue;
  symlinkSync(join(rootModules, name), join(farm, name));
}
symlinkSync(join(apiDir, 'node_modules', 'drizzle-orm'), join(farm, 'drizzle-orm'));

const result = spawnSync(
  process.execPath,
  [
    '--preserve-symlinks',
    '--preserve-symlinks-main',
    join(farm, 'drizzle-kit', 'bin.cjs'),
    ...process.argv.slice(2),
  ],
  { cwd: apiDir, stdio: 'inherit' },
);
rmSync(join(farm, '..'), { recursive: true, force: true });
process.exit(result.status ?? 1);
