import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openAdminArea } from '../support/admin-menu';
import { ADMIN, ARTIFACTS, DEFAULT_REMOTES, PORT, REMOTES_FILE, ROOT } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';
import { serveStatic } from '../support/static-server';

test.afterEach(() => writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2)));

test('a remote built against another major of @villa/shared is refused in its own area', async ({
  page,
  request,
}) => {
  // The boats remote as a team would ship it after moving to @villa/shared 2.x.
  const dir = join(ARTIFACTS, 'skewed-boat-admin');
  rmSync(dir, { recursive: true, force: true });
  cpSync(join(ROOT, 'mf-boat-admin', 'dist'), dir, { recursive: true });
  const manifestPath = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    shared: Array<{ name: string; version: string; requiredVersion: string }>;
  };
  for (const s of manifest.shared) {
    if (s.name.startsWith('@villa/shared/'))
      Object.assign(s, { version: '2.0.0', requiredVersion: '^2.0.0' });
  }
  writeFileSync(manifestPath, JSON.stringify(manifest));

  const remote = await serveStatic(dir, PORT + 13);
  try {
    writeFileSync(
      REMOTES_FILE,
      JSON.stringify({ ...DEFAULT_REMOTES, boat_admin: `${remote.url}/mf-manifest.json` }, null, 2),
    );
    await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
    await page.goto('/dashboard/boats');
    await expect(
      page.getByText(/ortak kütüphanenin uyumsuz bir sürümüyle derlenmiş \(@villa\/shared 2\.0\.0/),
    ).toBeVisible();
    // The shell and the other areas are untouched.
    await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
    await openAdminArea(page, 'Kullanıcılar');
  } finally {
    await remote.close();
  }
});
