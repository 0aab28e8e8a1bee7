import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/lock.ts';
import { slugify } from '../src/lib/slug.ts';

describe('slugify', () => {
  it('folds Turkish letters', () => {
    expect(slugify('Çocuk Havuzlu Villa')).toBe('cocuk-havuzlu-villa');
    expect(slugify('Kaş Çukurbağ')).toBe('kas-cukurbag');
    expect(slugify('İçmeler Ölüdeniz Şile Ğ Ü ı')).toBe('icmeler-oludeniz-sile-g-u-i');
    expect(slugify('  Villa  Gün Batımı! ')).toBe('villa-gun-batimi');
  });
});

describe('config', () => {
  it('has defaults and validates', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.host).toBe('0.0.0.0');
    expect(c.jwtTtlSeconds).toBe(28_800);
    expect(c.adminEmail).toBe('admin@likyavilla.com.tr');
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(loadConfig({ CORS_ORIGINS: 'https://a.com, https://b.com' }).corsOrigins).toEqual([
      'https://a.com',
      'https://b.com',
    ]);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });
});

describe('data folder lock', () => {
  it('refuses a second holder while the first holds it, and frees it on release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'villa-lock-'));
    // A lock held by another live process (our parent) is refused.
    writeFileSync(join(dir, 'server.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    // A stale lock (dead pid) is taken over.
    writeFileSync(join(dir, 'server.lock'), '999999');
    const release = acquireDataDirLock(dir);
    release();
    acquireDataDirLock(dir)();
    rmSync(dir, { recursive: true, force: true });
  });
});
