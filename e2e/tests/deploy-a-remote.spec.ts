import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, DEFAULT_REMOTES, DEPLOY_DIR, PORT, REMOTES_FILE, ROOT } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

const OLD_TEXT = 'Yönetici ve ev sahibi hesaplarını yönetin.';
const NEW_TEXT = 'Ekip hesapları (dağıtım testi sürümü).';
const OTHERS = ['shell', 'mf-storefront', 'mf-villa-admin', 'mf-booking-admin', 'mf-boat-admin'];

function digestOf(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out[relative(dir, p)] = createHash('sha256').update(readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

function script(name: string, ...args: string[]) {
  execFileSync(process.execPath, [join(ROOT, 'scripts', name), ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR, REMOTES_FILE },
    stdio: 'pipe',
  });
}

test.afterEach(() => writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2)));

test('deploying one remote changes only that remote, without a white screen, and rolls back', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // The content team's next version: same remote, one text changed.
  const source = join(ROOT, `.e2e-deploy-${PORT}`);
  rmSync(source, { recursive: true, force: true });
  cpSync(join(ROOT, 'mf-content-admin'), source, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  symlinkSync(join(ROOT, 'mf-content-admin', 'node_modules'), join(source, 'node_modules'));
  const screen = join(source, 'src', 'features', 'users', 'components', 'users-screen.tsx');
  writeFileSync(screen, readFileSync(screen, 'utf8').replace(OLD_TEXT, NEW_TEXT));

  const before = Object.fromEntries(OTHERS.map((p) => [p, digestOf(join(ROOT, p, 'dist'))]));
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard/users');
  await expect(page.getByText(OLD_TEXT)).toBeVisible();

  try {
    script('deploy-remote.mjs', 'mf-content-admin', '--source', source);
    const map = JSON.parse(readFileSync(REMOTES_FILE, 'utf8')) as Record<string, string>;
    expect(map.content_admin).toMatch(/^\/deploy\/mf-content-admin\/\d{14}-[0-9a-f]{8}\/mf-manifest\.json$/);
    expect({ ...map, content_admin: DEFAULT_REMOTES.content_admin }).toEqual(DEFAULT_REMOTES);

    // A visitor in the middle of a session keeps a working page while the switch happens.
    const menu = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await menu.getByRole('button', { name: 'Villalar' }).click();
    await menu.getByRole('link', { name: 'Villa Tipleri' }).click();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await menu.getByRole('link', { name: 'Kullanıcılar' }).click();
    await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
    await expect(page.getByText('Failed to load; network/connection error.')).toHaveCount(0);

    // After a reload the new version is live.
    await page.reload();
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    const manifest = await request.get(map.content_admin!);
    expect(manifest.headers()['cache-control']).toBe('no-cache');
    const entry = await request.get(map.content_admin!.replace('mf-manifest.json', 'remoteEntry.js'));
    expect(entry.headers()['cache-control']).toBe('no-cache');

    // The shell and the other four remotes were not touched.
    for (const p of OTHERS) expect(digestOf(join(ROOT, p, 'dist'))).toEqual(before[p]);

    // Roll back: the previous (built-in) version is served again; the deployed files stay on disk.
    script('rollback-remote.mjs', 'mf-content-admin');
    await page.reload();
    await expect(page.getByText(OLD_TEXT)).toBeVisible();
    expect((await request.get(map.content_admin!)).status()).toBe(200);
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
});
