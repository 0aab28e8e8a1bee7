// Helpers for the root commands. Node built-ins only: they run before npm install.
import { spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FRONTENDS = [
  'shell',
  'mf-storefront',
  'mf-villa-admin',
  'mf-booking-admin',
  'mf-boat-admin',
  'mf-content-admin',
];

/** Federation name of each remote package. */
export const REMOTE_NAMES = {
  'mf-storefront': 'storefront',
  'mf-villa-admin': 'villa_admin',
  'mf-booking-admin': 'booking_admin',
  'mf-boat-admin': 'boat_admin',
  'mf-content-admin': 'content_admin',
};

export function log(message) {
  process.stdout.write(`\x1b[36m▸\x1b[0m ${message}\n`);
}

/** Runs a command, streaming its output; resolves with the exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Installs npm packages when node_modules is missing or older than the lock file. */
export async function ensureInstalled() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  const stale =
    !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  log('Installing npm packages (node_modules missing or out of date)…');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional
  // bindings out of the lock file here, and `npm ci` then refuses the lock.
  const code = await run('npm', ['install', '--no-audit', '--no-fund'], { env });
  if (code !== 0) throw new Error(`npm install failed with exit code ${code}`);
}
