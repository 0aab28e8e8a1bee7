// Once per run of the api-pglite project: a PGlite database migrated to the current schema, dumped to
// a file every test database then starts from (helper.ts openTestDb). Creating a PGlite database
// (its initdb) and running the migrations took ~3 s per test file on the 2-core machine, loading
// the dump ~0.8 s: about three minutes of CI over ~150 files. The migrations still run on each
// database (a no-op on the dump), so a test never sees another schema than the migrations make.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite dump's path. */
    pgliteSnapshot: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'villa-pglite-snapshot-'));
  const file = join(dir, 'migrated.tar');
  const handle = await openDb({ driver: 'pglite', dataDir: null });
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide('pgliteSnapshot', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
