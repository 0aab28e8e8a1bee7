// `npm start`: install what is missing, build what changed, then run the API,
// which applies migrations, seeds an empty database and serves the built
// shell and remotes on one port.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildFrontends } from './build.mjs';
import { ROOT, ensureInstalled, log } from './lib.mjs';

await ensureInstalled();
await buildFrontends();

log('Starting the platform…');
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, WEB_ROOT: process.env.WEB_ROOT ?? ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
