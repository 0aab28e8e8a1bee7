import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: string) {
    super(
      `The data folder ${dir} is already in use by another server process (pid ${pid}). ` +
        'PGlite allows only one process per data folder: stop the other server or set DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes DATA_DIR/server.lock (created exclusively, holding our pid). A lock left by a
 * process that no longer runs (after SIGKILL) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dir: string): () => void {
  const path = join(dir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(path, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readFileSync(path, 'utf8').trim();
      const pid = Number(owner);
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(dir, owner);
      }
      rmSync(path, { force: true }); // stale lock
    }
  }
  throw new DataDirLockedError(dir, 'unknown');
}
