import { expect, test } from '@playwright/test';
import { adminMenu } from '../support/admin-menu';
import { ADMIN } from '../support/env';
import { SESSION_KEY } from '../support/session';

test('an admin logs in, sees the full menu and logs out to the home page', async ({ page, request }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
  await expect(page.getByRole('heading', { name: 'Ev Sahibi Girişi' })).toBeVisible();
  await expect(page.getByTestId('admin-sidebar')).toHaveCount(0);

  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();

  await expect(page.getByText('Başarılı')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/$/);
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);
  await expect(page).toHaveTitle('Likya Villa | Admin');
  const menu = adminMenu(page);
  for (const entry of [
    'Anasayfa',
    'Kullanıcılar',
    'Villalar',
    'Rezervasyon Yönetimi',
    'Raporlar',
    'Teklif Hazırla',
    'İletişim Formu',
    'Aboneler',
    'Website',
    'Ayarlar',
  ]) {
    await expect(menu.getByText(entry, { exact: true }).first()).toBeVisible();
  }
  // The dashboard home comes from mf-booking-admin with the real counts.
  await expect(page.getByTestId('stat-reservations')).toBeVisible();
  // The monthly chart's legend names both series on one line (the cards' list style once stacked them).
  const chart = page.getByTestId('monthly-chart');
  await chart.scrollIntoViewIfNeeded();
  const legend = chart.locator('.recharts-legend-item');
  await expect(legend).toHaveCount(2);
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText('Onaylı');
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText('Toplam');
  const [first, second] = [await legend.nth(0).boundingBox(), await legend.nth(1).boundingBox()];
  expect(Math.abs(first!.y - second!.y), 'legend items on one line').toBeLessThan(2);

  // Groups open one at a time.
  await menu.getByRole('button', { name: 'Villalar' }).click();
  await expect(menu.getByRole('link', { name: 'Villa Bölgeleri' })).toBeVisible();
  await menu.getByRole('button', { name: 'Ayarlar' }).click();
  await expect(menu.getByRole('link', { name: 'Döviz Kurları' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Villa Bölgeleri' })).toHaveCount(0);

  // Logout revokes the token on the server: read it before, try it after.
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const token = (JSON.parse(stored ?? '{}') as { token?: string }).token ?? '';
  const adminRead = () => request.get('/v1/admin/users', { headers: { authorization: `Bearer ${token}` } });
  expect((await adminRead()).status()).toBe(200);

  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/v1/auth/logout'));
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  expect((await loggedOut).status()).toBe(200);
  // The home page itself (/dashboard/ ends with a slash too).
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
  const refused = await adminRead();
  expect(refused.status()).toBe(401);
  expect(refused.headers()['cache-control']).toBe('no-store');
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard\/login$/);
});

test('a wrong password shows the server message in the failure toast', async ({ page }) => {
  await page.goto('/dashboard/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill('yanlis-sifre');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Bir hata meydana geldi. Err: E-posta veya şifre hatalı.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
});

test('the login form checks its fields before sending', async ({ page }) => {
  await page.goto('/dashboard/login');
  let sent = false;
  page.on('request', (r) => {
    if (r.url().includes('/v1/auth/login')) sent = true;
  });
  await page.getByLabel('E-posta').fill('not-an-email');
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
  await expect(page.getByText('Şifre gerekli.')).toBeVisible();
  expect(sent).toBe(false);
});

test('an undecodable token after login shows the token-decode message', async ({ page }) => {
  await page.route('**/v1/auth/login', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({
        content: {
          accessToken: 'not.a-token',
          user: { id: 1, role: 'ADMIN', UserDetail: { firstName: 'A', lastName: 'B' } },
        },
      }),
    }),
  );
  await page.goto('/dashboard/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(
    page.getByText('Error encountered on server (Token decode failed). Please Inform administrators.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/login$/);
});

test('logout works offline: the session is cleared even when the server cannot be reached', async ({
  page,
}) => {
  await page.goto('/dashboard/login');
  await page.getByLabel('E-posta').fill(ADMIN.email);
  await page.getByLabel('Şifre').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(page.getByTestId('welcome')).toContainText(ADMIN.name);

  await page.route('**/v1/auth/logout', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();
});
