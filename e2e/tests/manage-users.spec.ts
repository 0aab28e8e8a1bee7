import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

const IP_LIMIT = 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.';

/**
 * A login request; past the per-address limit (10 a minute, shared by every journey) it waits as
 * the server says and tries again, so the account's own answers (401, the lock's 429) come through.
 */
async function postLogin(request: APIRequestContext, email: string, password: string) {
  for (let attempt = 0; ; attempt++) {
    const res = await request.post('/v1/auth/login', { data: { email, password } });
    const body = (await res.json()) as { content: { message?: string; accessToken?: string } };
    if (res.status() === 429 && body.content.message === IP_LIMIT && attempt < 3) {
      const seconds = Math.min(Number(res.headers()['retry-after']) || 10, 61);
      await new Promise((r) => setTimeout(r, seconds * 1000 + 250));
      continue;
    }
    return { status: res.status(), body };
  }
}

test('an admin creates, edits, filters, unlocks, signs out and deactivates a user', async ({
  page,
  request,
}) => {
  // Locking the account takes logins that may wait for the per-address limit.
  test.setTimeout(240_000);
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard/users');
  // The remote's first load on a busy 2-core machine can take longer than the default 10 s.
  await expect(page.getByRole('heading', { name: 'Kullanıcılar' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('user-row').first()).toBeVisible();

  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  const form = page.getByRole('form', { name: 'Kullanıcı formu' });
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Ad gerekli.', { exact: true })).toBeVisible();

  const email = `ayse.${Date.now()}@ornek.com.tr`;
  await form.getByLabel('Ad', { exact: true }).fill('Ayşe');
  await form.getByLabel('Soyad').fill('Kaya');
  await form.getByLabel('E-posta').fill(email);
  // The API's password rule, in the form: too short, then common, then built from the name.
  await form.getByLabel('Şifre').fill('12345678');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText('Şifre en az 10 karakter olmalı.')).toBeVisible();
  await form.getByLabel('Şifre').fill('qwertyuiop');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText(/^Bu şifre kolay tahmin edilir\./)).toBeVisible();
  await form.getByLabel('Şifre').fill('AYSE-kaya-2025');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(form.getByText(/adınızdan, soyadınızdan veya e-posta adresinizden türetilmiş/)).toBeVisible();
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

  // Five wrong passwords lock the account; the list shows it and an ADMIN unlocks it.
  for (let i = 0; i < 5; i++) {
    expect((await postLogin(request, email, `yanlis-sifre-${i}`)).status).toBe(401);
  }
  expect((await postLogin(request, email, 'Guvenli-Sifre-9')).status).toBe(429);
  await page.reload();
  await expect(target.getByText('Kilitli', { exact: true })).toBeVisible();
  await expect(target).toContainText('tarihine kadar');
  await target.getByRole('button', { name: 'Kilidi aç' }).click();
  await expect(page.getByText('Hesabın kilidi açıldı.')).toBeVisible();
  await expect(target.getByText('Kilitli', { exact: true })).toHaveCount(0);
  const signedIn = await postLogin(request, email, 'Guvenli-Sifre-9');
  expect(signedIn.status).toBe(200);
  const userToken = signedIn.body.content.accessToken ?? '';
  const ownRead = () =>
    request.get('/v1/admin/villas', { headers: { authorization: `Bearer ${userToken}` } });
  expect((await ownRead()).status()).toBe(200);

  // 'Tüm oturumları kapat' asks first, then the user's tokens stop working.
  await target.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tüm oturumları kapat' });
  await expect(dialog).toContainText('Ayşe Demir');
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  expect((await ownRead()).status()).toBe(200);
  await target.getByRole('button', { name: 'Tüm oturumları kapat' }).click();
  await dialog.getByRole('button', { name: 'Oturumları kapat' }).click();
  await expect(page.getByText('Kullanıcının tüm oturumları kapatıldı.')).toBeVisible();
  expect((await ownRead()).status()).toBe(401);

  await target.getByRole('switch').click({ force: true });
  await expect(page.getByText('Kullanıcı pasifleştirildi.')).toBeVisible();
  // A deactivated account answers its right password exactly as a wrong one.
  const denied = await postLogin(request, email, 'Guvenli-Sifre-9');
  const wrong = await postLogin(request, email, 'yanlis-sifre-9');
  expect(denied.status).toBe(401);
  expect(denied).toEqual(wrong);

  await page.getByRole('button', { name: 'Yeni Kullanıcı' }).click();
  await form.getByLabel('Ad', { exact: true }).fill('Aynı');
  await form.getByLabel('Soyad').fill('Adres');
  await form.getByLabel('E-posta').fill(email);
  await form.getByLabel('Şifre').fill('Guvenli-Sifre-9');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu e-posta adresi zaten kayıtlı.')).toBeVisible();
});

test('the users screen opens without the rich-text editor, which comes with the blog screen', async ({
  page,
  request,
}) => {
  // The content area's screens load when opened: its whole code was one download (457 KB of
  // JavaScript for any of its screens, the editor included).
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const editor = (s: string) => s.startsWith('/remotes/mf-content-admin/') && s.includes('rich-text-editor');
  await page.goto('/dashboard/users');
  await expect(page.getByRole('heading', { name: 'Kullanıcılar', level: 1 })).toBeVisible();
  expect(scripts.filter(editor)).toEqual([]);
  await page.getByRole('link', { name: 'Blog', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  expect(scripts.some(editor)).toBe(true);
});
