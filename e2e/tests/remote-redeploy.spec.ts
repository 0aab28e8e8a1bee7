import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { ADMIN, DEFAULT_REMOTES, PORT, REMOTES_FILE, ROOT } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';
import { serveStatic } from '../support/static-server';

const OLD_TEXT = 'Yönetici ve ev sahibi hesaplarını yönetin.';
const NEW_TEXT = 'Hesapları buradan yönetin (yeni sürüm).';

test.afterEach(() => writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2)));

test('a remote rebuilt with new text is picked up after a reload, without rebuilding the shell', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The copy sits one level below the repository root, like the original, so
  // its tsconfig and workspace packages resolve the same way.
  const copy = join(ROOT, `.e2e-redeploy-${PORT}`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(join(ROOT, 'mf-content-admin'), copy, {
    recursive: true,
    filter: (src) => !/[/\\](node_modules|dist)$/.test(src),
  });
  symlinkSync(join(ROOT, 'mf-content-admin', 'node_modules'), join(copy, 'node_modules'));
  const screen = join(copy, 'src', 'features', 'users', 'components', 'users-screen.tsx');
  writeFileSync(screen, readFileSync(screen, 'utf8').replace(OLD_TEXT, NEW_TEXT));
  execFileSync(join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'error'], { cwd: copy });

  const shellIndex = readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard/users');
  await expect(page.getByText(OLD_TEXT)).toBeVisible();

  const remote = await serveStatic(join(copy, 'dist'), PORT + 12);
  try {
    writeFileSync(
      REMOTES_FILE,
      JSON.stringify({ ...DEFAULT_REMOTES, content_admin: `${remote.url}/mf-manifest.json` }, null, 2),
    );
    await page.reload();
    await expect(page.getByText(NEW_TEXT)).toBeVisible();
    await expect(page.getByText(OLD_TEXT)).toHaveCount(0);
    // The shell was not rebuilt: its files are the same.
    expect(readFileSync(join(ROOT, 'shell', 'dist', 'index.html'), 'utf8')).toBe(shellIndex);
  } finally {
    await remote.close();
    rmSync(copy, { recursive: true, force: true });
  }
});
