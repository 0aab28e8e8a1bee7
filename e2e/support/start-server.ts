// Starts the platform for the journeys on a fresh embedded database, with the
// remotes map in a file the tests may rewrite while the server runs.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ADMIN,
  ARTIFACTS,
  BASE_URL,
  DATA_DIR,
  DEFAULT_REMOTES,
  DEPLOY_DIR,
  MAIL_DIR,
  OWNER,
  PORT,
  REMOTES_FILE,
  ROOT,
} from './env';
import { startMailServer } from './mail-server';
import { startTcmbServer } from './tcmb-server';

rmSync(DATA_DIR, { recursive: true, force: true });
rmSync(DEPLOY_DIR, { recursive: true, force: true });
mkdirSync(ARTIFACTS, { recursive: true });
writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2));
// A real SMTP relay: the API sends every message through it; the journeys read them (support/mailbox.ts).
const mail = await startMailServer(MAIL_DIR);
// TCMB's daily rates from a local stand-in (www.tcmb.gov.tr cannot be reached from here).
const tcmb = await startTcmbServer();

const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'api', 'src', 'server.ts')], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR,
    WEB_ROOT: ROOT,
    REMOTES_FILE,
    DEPLOY_DIR,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    OWNER_PASSWORD: OWNER.password,
    LOG_LEVEL: 'warn',
    // Links in the mails (payment, review) name this platform, as PUBLIC_URL does in production.
    PUBLIC_URL: BASE_URL,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    TCMB_URL: tcmb.url,
    MAIL_FROM: 'Likya Villa <rezervasyon@likyavilla.com.tr>',
    // The arrival/review scan every 3 s (default hourly): leave-a-review.spec.ts waits for its mail.
    LIFECYCLE_SCAN_MINUTES: process.env.LIFECYCLE_SCAN_MINUTES ?? '0.05',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  void Promise.all([mail.close(), tcmb.close()]).finally(() => process.exit(code ?? 0));
});
