import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb, type DbHandle } from '../src/db/client.ts';
import { seed } from '../src/seeds/base.ts';
import type { Db } from '../src/db/types.ts';
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from '../src/ops/backup.ts';
import { TEST_DB } from './helper.ts';

const temp = mkdtempSync(join(tmpdir(), 'villa-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Both drivers answer raw queries with `{ rows }`; Db's union type does not say so. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Row counts of every table plus a marker row: what a round trip must keep. */
async function fingerprint(db: Db): Promise<Record<string, number | string>> {
  const tables = rowsOf<{ tablename: string }>(
    await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`),
  );
  const out: Record<string, number | string> = {};
  for (const { tablename } of tables) {
    const r = rowsOf<{ n: string | number }>(
      await db.execute(sql.raw(`select count(*) as n from "${tablename}"`)),
    );
    out[tablename] = Number(r[0]?.n);
  }
  const marker = rowsOf<{ value: string }>(
    await db.execute(sql`select value from settings where key = 'backup_marker'`),
  );
  out.marker = marker[0]?.value ?? '';
  return out;
}

async function fill(handle: DbHandle, marker: string): Promise<void> {
  await handle.migrate();
  await seed(handle.db, {
    adminEmail: 'admin@likyavilla.com.tr',
    adminPassword: 'Backup-Test-1',
    ownerPassword: 'Backup-Test-2',
  });
  await handle.db.execute(
    sql`insert into settings (key, value, "group") values ('backup_marker', ${marker}, 'private')`,
  );
}

// Each driver's project runs its own round trip (no skipped tests in the other).
if (TEST_DB === 'pglite')
  describe('embedded database backup', () => {
    it('round-trips the data folder and the uploads, keeping the folder it replaces', async () => {
      const dataDir = join(temp, 'data');
      const marker = randomBytes(8).toString('hex');
      const handle = await openDb({ driver: 'pglite', dataDir });
      await fill(handle, marker);
      const before = await fingerprint(handle.db);
      await handle.close();
      mkdirSync(join(dataDir, 'uploads', 'villas'), { recursive: true });
      writeFileSync(join(dataDir, 'uploads', 'villas', 'photo-480.webp'), 'image-bytes');

      const backupDir = join(temp, 'backup');
      const manifest = await backupPglite(dataDir, backupDir);
      expect(manifest).toMatchObject({ driver: 'pglite', uploads: true });

      const { movedAside } = await restorePglite(backupDir, dataDir);
      expect(movedAside && existsSync(movedAside)).toBe(true);
      const restored = await openDb({ driver: 'pglite', dataDir });
      expect(await fingerprint(restored.db)).toEqual(before);
      await restored.close();
      expect(readFileSync(join(dataDir, 'uploads', 'villas', 'photo-480.webp'), 'utf8')).toBe('image-bytes');
    });

    it('refuses to back up a folder a running server holds', async () => {
      const dataDir = join(temp, 'busy');
      mkdirSync(dataDir, { recursive: true });
      // Another live process (our parent) holds the folder, as a running server would.
      writeFileSync(join(dataDir, 'server.lock'), String(process.ppid));
      await expect(backupPglite(dataDir, join(temp, 'busy-backup'))).rejects.toThrow(/already in use/);
      await expect(restorePglite(join(temp, 'backup'), dataDir)).rejects.toThrow(/already in use/);
    });
  });

if (TEST_DB === 'postgres')
  describe('PostgreSQL backup', () => {
    it('round-trips through pg_dump and pg_restore', async () => {
      const adminUrl = process.env.TEST_DATABASE_URL!;
      const names = [
        `villa_b_${randomBytes(5).toString('hex')}`,
        `villa_r_${randomBytes(5).toString('hex')}`,
      ];
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      for (const n of names) await admin.query(`CREATE DATABASE ${n}`);
      const urlOf = (n: string) => {
        const u = new URL(adminUrl);
        u.pathname = `/${n}`;
        return u.toString();
      };
      try {
        const source = await openDb({ driver: 'pg', url: urlOf(names[0]!) });
        await fill(source, randomBytes(8).toString('hex'));
        const before = await fingerprint(source.db);
        await source.close();

        const backupDir = join(temp, 'pg-backup');
        await backupPostgres(urlOf(names[0]!), backupDir, null);
        await restorePostgres(backupDir, urlOf(names[1]!), null);
        const target = await openDb({ driver: 'pg', url: urlOf(names[1]!) });
        expect(await fingerprint(target.db)).toEqual(before);
        await target.close();
      } finally {
        for (const n of names) await admin.query(`DROP DATABASE IF EXISTS ${n} WITH (FORCE)`);
        await admin.end();
      }
    });
  });
