import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

test('an admin creates, edits, filters and deactivates a user', async ({ page, request }) => {
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible();
  await expect(page.getByTestId('user-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = page.getByRole('form', { name: 'Kullanıcı formu' });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Ad gerekli.', { exact: true })).toBeVisible();

  const email = `ayse.${Date.now()}@ornek.com.tr`;
  await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await form.getByLabel('Soyad').fill('Kaya');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Şifre').fill('Guvenli-Sifre-9');
  await form.getByLabel('Telefon').fill('+90 555 111 22 33');
  await form.getByLabel('Rol').selectOption('OWNER');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı oluşturuldu.')).toBeVisible();
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toContainText('Ayşe Kaya');
  await expect(row).toContainText('Ev Sahibi');

  await row.getByRole('button', { name: 'Düzenle' }).click();
  await form.getByLabel('Soyad').fill('Demir');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Kullanıcı güncellendi.')).toBeVisible();
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toContainText('Ayşe Demir');

  await page.getByLabel('Rol').selectOption('ADMIN');
  await expect(page).toHaveURL(/role=ADMIN/);
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toHaveCount(0);
  await page.getByLabel('Rol').selectOption('');

  const target = page.getByTestId('user-row').filter({ hasText: email });
  await target.getByRole('switch').click({ force: true });
  await expect(page.getByText('Kullanıcı pasifleştirildi.')).toBeVisible();
  const denied = await request.post('/v1/auth/login', { data: { email, password: 'Guvenli-Sifre-9' } });
  expect(denied.status()).toBe(403);

  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  await form.getByLabel('Ad', { exact: true }).fill('Aynı');
  await form.getByLabel('Soyad').fill('Adres');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Şifre').fill('Guvenli-Sifre-9');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu e-posta adresi zaten kayıtlı.')).toBeVisible();
});
