// `npm run backup [-- <folder>]` and `npm run restore -- <folder>`: the embedded
// database (DATA_DIR) or PostgreSQL (DATABASE_URL), plus uploaded files.
import { join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from './backup.ts';

const [command, target] = process.argv.slice(2);
const config = loadConfig();

async function main(): Promise<void> {
  if (command === 'backup') {
    const out = resolve(target ?? join('backups', new Date().toISOString().replace(/[:.]/g, '-')));
    const manifest = config.databaseUrl
      ? await backupPostgres(config.databaseUrl, out, config.dataDir)
      : await backupPglite(config.dataDir, out);
    console.log(
      `Backup of the ${manifest.driver === 'pg' ? 'PostgreSQL' : 'embedded'} database written to ${out}`,
    );
    return;
  }
  if (command === 'restore') {
    if (!target) throw new Error('usage: npm run restore -- <backup folder>');
    const from = resolve(target);
    if (config.databaseUrl) {
      await restorePostgres(from, config.databaseUrl, config.dataDir);
      console.log(`Restored ${from} into PostgreSQL`);
    } else {
      const { movedAside } = await restorePglite(from, config.dataDir);
      console.log(`Restored ${from} into ${config.dataDir}`);
      if (movedAside) console.log(`The previous data folder was kept at ${movedAside}`);
    }
    return;
  }
  throw new Error('usage: backup-cli.ts backup [folder] | restore <folder>');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
