import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { openAdminArea } from '../support/admin-menu';
import { ADMIN, DEFAULT_REMOTES, PORT as PLATFORM_PORT, REMOTES_FILE, ROOT } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';
import { serveStatic } from '../support/static-server';

const PORT = PLATFORM_PORT + 11;

test.afterEach(() => writeFileSync(REMOTES_FILE, JSON.stringify(DEFAULT_REMOTES, null, 2)));

test('a remote whose server is down fails in its own area only, and recovers on retry', async ({
  page,
  request,
}) => {
  let remote = await serveStatic(join(ROOT, 'mf-villa-admin', 'dist'), PORT);
  writeFileSync(
    REMOTES_FILE,
    JSON.stringify({ ...DEFAULT_REMOTES, villa_admin: `${remote.url}/mf-manifest.json` }, null, 2),
  );
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));

  await page.goto('/dashboard/villas');
  await expect(page.getByRole('heading', { name: 'Villalar', level: 1 })).toBeVisible();

  await remote.close();
  await page.reload();
  await expect(page.getByText('Failed to load; network/connection error.')).toBeVisible();
  // The rest of the dashboard keeps working.
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
  await openAdminArea(page, 'Kullanıcılar');

  await page.goBack();
  await expect(page.getByText('Failed to load; network/connection error.')).toBeVisible();

  // The server comes back: the retry button recovers the area without a reload.
  remote = await serveStatic(join(ROOT, 'mf-villa-admin', 'dist'), PORT);
  try {
    await page.getByRole('button', { name: 'Tekrar dene' }).click();
    await expect(page.getByRole('heading', { name: 'Villalar', level: 1 })).toBeVisible();
    await expect(page.getByText('Failed to load; network/connection error.')).toHaveCount(0);
  } finally {
    await remote.close();
  }
});

test('storefront visitors never download admin remotes', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(r.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/regions');
  await expect(page.getByRole('heading', { name: 'Bölgeler', level: 1 })).toBeVisible();
  expect(requested.filter((u) => /mf-(villa|booking|boat|content)-admin/.test(u))).toEqual([]);
  expect(requested.some((u) => u.includes('/remotes/mf-storefront/'))).toBe(true);
});
