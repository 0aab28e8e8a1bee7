import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareVersions, findVulnerable } from '../check-advisories.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = join(ROOT, 'scripts', 'check-advisories.mjs');
const FIXTURE = join(import.meta.dirname, 'fixtures', 'vulnerable-package-lock.json');
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));
const cli = (...args: string[]) => spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8' });

const lockWith = (version: string) => ({
  lockfileVersion: 3,
  packages: { '': { name: 'x' }, 'node_modules/nodemailer': { version } },
});
const ids = (version: string) => findVulnerable(lockWith(version)).map((m) => m.advisory.id);

describe('check-advisories (the lock file against the known advisories)', () => {
  it('finds every vulnerable copy in a lock file: hoisted, nested under another package, aliased', () => {
    const found = findVulnerable(readJson(FIXTURE)).map((m) => `${m.path} ${m.version} ${m.advisory.id}`);
    expect(found).toEqual([
      'node_modules/nodemailer 7.0.13 GHSA-p6gq-j5cr-w38f',
      'node_modules/nodemailer 7.0.13 GHSA-2x7j-588g-ccc2',
      'node_modules/smtp-server/node_modules/nodemailer 9.0.6 GHSA-2x7j-588g-ccc2',
    ]);
    // The aliased copy (node_modules/legacy-mailer) is nodemailer 10.6.0: clean.
  });

  it('uses the advisories\u2019 ranges: p6gq up to 9.0.0, 2x7j below 9.1.0, pre-releases before their release', () => {
    expect(ids('7.0.13')).toEqual(['GHSA-p6gq-j5cr-w38f', 'GHSA-2x7j-588g-ccc2']);
    expect(ids('9.0.0')).toEqual(['GHSA-p6gq-j5cr-w38f', 'GHSA-2x7j-588g-ccc2']);
    expect(ids('9.0.1')).toEqual(['GHSA-2x7j-588g-ccc2']);
    expect(ids('9.1.0-beta.2')).toEqual(['GHSA-2x7j-588g-ccc2']);
    expect(ids('9.1.0')).toEqual([]);
    expect(ids('10.6.0')).toEqual([]);
    // A version that cannot be compared (a tarball or git reference) is not trusted.
    expect(findVulnerable(lockWith('github:nodemailer/nodemailer#abc'))[0]?.reason).toBe(
      'unverifiable version',
    );
    expect(compareVersions('1.0.0-alpha', '1.0.0-alpha.1')).toBeLessThan(0);
    expect(compareVersions('1.0.0-beta.11', '1.0.0-beta.2')).toBeGreaterThan(0);
    expect(compareVersions('1.0.0-rc.1', '1.0.0')).toBeLessThan(0);
  });

  it('reads npm 6 lock files (nested dependencies, npm: aliases) too', () => {
    const v1 = {
      lockfileVersion: 1,
      dependencies: {
        mailer: { version: 'npm:nodemailer@8.0.11' },
        'smtp-server': { version: '3.13.0', dependencies: { nodemailer: { version: '6.10.1' } } },
      },
    };
    expect(findVulnerable(v1).map((m) => `${m.path} ${m.version}`)).toEqual([
      'node_modules/mailer 8.0.11',
      'node_modules/mailer 8.0.11',
      'node_modules/smtp-server/node_modules/nodemailer 6.10.1',
      'node_modules/smtp-server/node_modules/nodemailer 6.10.1',
    ]);
  });

  it('the command fails on the fixture and passes on the repository\u2019s lock file', () => {
    const bad = cli(FIXTURE);
    expect(bad.status).toBe(1);
    expect(bad.stdout).toContain('node_modules/nodemailer 7.0.13 — GHSA-p6gq-j5cr-w38f (high)');
    expect(bad.stdout).toContain('3 vulnerable locked version(s)');

    const good = cli();
    expect(good.stdout).toContain('no locked version of nodemailer');
    expect(good.status).toBe(0);

    expect(cli(join(ROOT, 'no-such-lock.json')).status).toBe(2);
  });
});
