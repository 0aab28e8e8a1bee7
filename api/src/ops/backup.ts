import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { acquireDataDirLock } from '../db/lock.ts';

const run = promisify(execFile);

export interface BackupManifest {
  format: 1;
  driver: 'pglite' | 'pg';
  createdAt: string;
  database: string;
  uploads: boolean;
}

/** Copies DATA_DIR/uploads into the backup (uploaded photos and documents). */
function backupUploads(dataDir: string | null, outDir: string): boolean {
  const uploads = dataDir ? join(dataDir, 'uploads') : null;
  if (!uploads || !existsSync(uploads)) return false;
  cpSync(uploads, join(outDir, 'uploads'), { recursive: true });
  return true;
}

function restoreUploads(backupDir: string, dataDir: string | null): void {
  const from = join(backupDir, 'uploads');
  if (!dataDir || !existsSync(from)) return;
  cpSync(from, join(dataDir, 'uploads'), { recursive: true });
}

/** Copies the uploads next to the dumped database and writes the backup's manifest.json. */
function finishBackup(
  outDir: string,
  dataDir: string | null,
  driver: BackupManifest['driver'],
  database: string,
): BackupManifest {
  const manifest: BackupManifest = {
    format: 1,
    driver,
    createdAt: new Date().toISOString(),
    database,
    uploads: backupUploads(dataDir, outDir),
  };
  writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(backupDir: string): BackupManifest {
  const path = join(backupDir, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${backupDir} is not a backup (manifest.json missing)`);
  return JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
}

/**
 * Embedded database: a PGlite data-folder dump. The server must be stopped
 * (PGlite allows one process per folder; the lock file says so).
 */
export async function backupPglite(dataDir: string, outDir: string): Promise<BackupManifest> {
  mkdirSync(outDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create(dataDir, { extensions: { btree_gist } });
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(join(outDir, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return finishBackup(outDir, dataDir, 'pglite', 'database.tar.gz');
}

/**
 * Restores into DATA_DIR. Whatever the folder held is moved aside to
 * `<DATA_DIR>.before-restore-<time>`, never deleted.
 */
export async function restorePglite(
  backupDir: string,
  dataDir: string,
): Promise<{ movedAside: string | null }> {
  const manifest = readManifest(backupDir);
  if (manifest.driver !== 'pglite')
    throw new Error('this backup was taken from PostgreSQL: restore it with DATABASE_URL');
  let movedAside: string | null = null;
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    const release = acquireDataDirLock(dataDir); // refuses while a server runs
    release();
    movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dataDir, movedAside);
  }
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const data = readFileSync(join(backupDir, manifest.database));
    const client = await PGlite.create(dataDir, {
      extensions: { btree_gist },
      loadDataDir: new Blob([data]),
    });
    await client.query('select 1');
    await client.close();
  } finally {
    release();
  }
  if (manifest.uploads) restoreUploads(backupDir, dataDir);
  return { movedAside };
}

/** PostgreSQL: pg_dump in the custom format, restored with pg_restore. */
export async function backupPostgres(
  url: string,
  outDir: string,
  dataDir: string | null,
): Promise<BackupManifest> {
  mkdirSync(outDir, { recursive: true });
  await run('pg_dump', ['--format=custom', '--no-owner', `--file=${join(outDir, 'database.pgdump')}`, url]);
  return finishBackup(outDir, dataDir, 'pg', 'database.pgdump');
}

export async function restorePostgres(backupDir: string, url: string, dataDir: string | null): Promise<void> {
  const manifest = readManifest(backupDir);
  if (manifest.driver !== 'pg')
    throw new Error('this backup was taken from the embedded database: restore it without DATABASE_URL');
  await run('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    `--dbname=${url}`,
    join(backupDir, manifest.database),
  ]);
  if (manifest.uploads) restoreUploads(backupDir, dataDir);
}
