import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { SESSION_KEY, apiLogin, useSessionOf } from '../support/session';

test('an expired stored session is removed on load', async ({ page }) => {
  const now = Math.floor(Date.now() / 1000);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    SESSION_KEY,
    JSON.stringify({
      iat: now - 7200,
      exp: now - 60,
      id: 1,
      token: 'x.y.z',
      user_role: 'ADMIN',
      user_name: 'Eski Oturum',
    }),
  ] as const);
  await page.goto('/');
  await expect(page.getByRole('link', { name: /ana sayfa/ }).first()).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});

test('a 401 on an admin read clears the session and reloads to the login', async ({ page, request }) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  // A token the server no longer accepts: a valid shape, a future exp, a bad signature.
  const [head, body] = login.accessToken.split('.');
  await useSessionOf(page, { ...login, accessToken: `${head}.${body}.invalidsignature` });
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  // The app may still be reloading to the login page: read the storage once a page stands.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_KEY).catch(() => 'reloading'))
    .toBeNull();
  await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
});

test('a stored valid session survives a reload', async ({ page, request }) => {
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard/');
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
  await page.reload();
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
});
