import { expect, test } from '@playwright/test';
import { requestStay } from '../support/reservations';

const inDays = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor finds a reservation by its code and e-mail', async ({ page, request }) => {
  const code = await requestStay(
    request,
    { villaId: 2, checkIn: inDays(170), checkOut: inDays(175) },
    { name: 'Kaan Demirtaş', phone: '+90 533 222 11 00', email: 'kaan.demirtas@example.com' },
  );

  await page.goto('/enquire');
  await expect(page.getByRole('heading', { level: 1, name: 'Rezervasyonlarım' })).toBeVisible();
  await page.getByLabel('Rezervasyon kodu').fill(code);
  await page.getByLabel('E-posta').fill('yanlis@example.com');
  await page.getByRole('button', { name: 'Rezervasyonu Göster' }).click();
  await expect(page.getByRole('alert')).toContainText('eşleşen bir rezervasyon bulunamadı');

  await page.getByLabel('E-posta').fill('Kaan.Demirtas@example.com');
  await page.getByRole('button', { name: 'Rezervasyonu Göster' }).click();
  const result = page.getByTestId('enquire-result');
  await expect(result).toContainText(code);
  await expect(page.getByTestId('enquire-status')).toHaveText('Yeni talep');
  await expect(result).toContainText('5 gece · 2 kişi');
  await expect(result).toContainText('Toplam tutar');
  await expect(result).toContainText('24 saat içinde');
});

test('the contact form validates, then stores the message', async ({ page }) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'İletişim formu' });
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(form.getByText('Geçerli bir e-posta adresi girin.')).toBeVisible();
  await form.getByLabel('Ad soyad').fill('Merve Tan');
  await form.getByLabel('E-posta').fill('merve.tan@example.com');
  await form.getByLabel('Mesajınız').fill('Ekim ayında Kalkan’da 6 kişilik villa arıyoruz.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Mesajı Gönder' }).click();
  await expect(form.getByRole('status')).toContainText('Mesajınız bize ulaştı');
});
