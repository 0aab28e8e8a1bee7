import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('reads the mail, job and BTrans variables with their defaults', () => {
    const c = loadConfig({});
    expect(c.mail).toEqual({ smtpUrl: undefined, from: 'Likya Villa <rezervasyon@likyavilla.com.tr>' });
    expect(c.jobs).toEqual({
      optionExpiryIntervalSeconds: 60,
      icalSyncIntervalMinutes: 30,
      lifecycleScanMinutes: 60,
    });
    expect(c.agencyTaxNumber).toBe('');
    const set = loadConfig({
      SMTP_URL: ' smtp://mail.example.com:587 ',
      MAIL_FROM: 'Rezervasyon <r@example.com>',
      OPTION_EXPIRY_INTERVAL_SECONDS: '15',
      ICAL_SYNC_INTERVAL_MINUTES: '0',
      LIFECYCLE_SCAN_MINUTES: '5',
      AGENCY_TAX_NUMBER: '1234567890',
      TCMB_URL: 'http://rates.example.com/kurlar/today.xml',
    });
    expect(set.mail).toEqual({ smtpUrl: 'smtp://mail.example.com:587', from: 'Rezervasyon <r@example.com>' });
    expect(set.jobs).toEqual({
      optionExpiryIntervalSeconds: 15,
      icalSyncIntervalMinutes: 0,
      lifecycleScanMinutes: 5,
    });
    expect(set.agencyTaxNumber).toBe('1234567890');
    expect(set.tcmbUrl).toBe('http://rates.example.com/kurlar/today.xml');
    expect(loadConfig({}).tcmbUrl).toBeUndefined();
    // As before: a blank or unusable interval is the default, not a refusal to start.
    for (const raw of ['', 'x', '0']) {
      expect(loadConfig({ OPTION_EXPIRY_INTERVAL_SECONDS: raw }).jobs.optionExpiryIntervalSeconds, raw).toBe(
        60,
      );
    }
    for (const raw of ['', ' ', 'x', '-5']) {
      expect(loadConfig({ ICAL_SYNC_INTERVAL_MINUTES: raw }).jobs.icalSyncIntervalMinutes, raw).toBe(30);
    }
  });

  it('is the only module that reads process.env', () => {
    const src = fileURLToPath(new URL('../src/', import.meta.url));
    const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(50);
    const readers = files.filter(
      (f) => f !== 'config.ts' && readFileSync(join(src, f), 'utf8').includes('process.env'),
    );
    expect(readers).toEqual([]);
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
