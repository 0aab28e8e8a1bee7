import { expect, test } from '@playwright/test';
import { adminMenu } from '../support/admin-menu';
import { OWNER } from '../support/env';
import { apiLogin, formLogin } from '../support/session';

test('an owner sees only home, villas and reservations, and admin areas stay closed', async ({
  page,
  request,
}) => {
  await page.goto('/dashboard/login');
  await formLogin(page, OWNER);
  await expect(page.getByText('Başarılı')).toBeVisible();

  const menu = adminMenu(page);
  await expect(menu.getByRole('link')).toHaveText(['Anasayfa', 'Villalarım', /Rezervasyonlar/]);
  await expect(menu.getByRole('link', { name: /Rezervasyonlar/ })).toHaveAttribute(
    'href',
    '/dashboard/reservations',
  );
  await expect(page.getByTestId('stat-contact')).toHaveCount(0);

  await page.goto('/dashboard/users');
  await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();

  const login = await apiLogin(request, OWNER.email, OWNER.password);
  const res = await request.get('/v1/admin/users', {
    headers: { Authorization: `Bearer ${login.accessToken}` },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).content.message).toBe('Bu işlem için yetkiniz yok.');
});

test('on mobile the owner menu links reservations to the villa list', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard/login');
  await formLogin(page, OWNER);
  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const menu = adminMenu(page);
  await expect(menu.getByRole('link', { name: /Rezervasyonlar/ })).toHaveAttribute(
    'href',
    '/dashboard/reservations/villa',
  );
});
