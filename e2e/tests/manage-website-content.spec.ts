import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.beforeEach(async ({ page, request }) => {
  await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
});

test('an admin adds a bank account and a document that visitors then see', async ({ page }) => {
  await page.goto('/dashboard/website/bank');
  await expect(page.getByTestId('bank-row')).toHaveCount(3);
  await page.getByRole('button', { name: 'Yeni Hesap' }).click();
  const form = page.getByRole('form', { name: 'Banka hesabı formu' });
  await form.getByLabel('Banka adı').fill('Akbank');
  await form.getByLabel('Hesap sahibi').fill('Likya Villa Turizm Ltd. Şti.');
  await form.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 27');
  await form.getByLabel('Para birimi').selectOption('EUR');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    form.getByText('Geçersiz IBAN: numarayı ve kontrol basamaklarını kontrol edin.'),
  ).toBeVisible();
  await form.getByLabel('IBAN').fill('TR33 0006 1005 1978 6457 8413 26');
  await form
    .getByLabel('Banka logosu dosyası')
    .setInputFiles({ name: 'akbank.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.locator('img')).toHaveAttribute('src', /^\/uploads\/content\/[a-f0-9]{32}\.png$/);
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Banka hesabı eklendi.')).toBeVisible();
  await expect(page.getByTestId('bank-row').filter({ hasText: 'Akbank' })).toContainText(
    'TR33 0006 1005 1978 6457 8413 26',
  );

  await page.goto('/dashboard/website/documents');
  await page.getByRole('button', { name: 'Yeni Belge' }).click();
  const doc = page.getByRole('form', { name: 'Belge formu' });
  await doc.getByLabel('Başlık').fill('TÜRSAB Üyelik Belgesi');
  await doc
    .getByLabel('Belge dosyası')
    .setInputFiles({ name: 'tursab.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(doc.getByText('PDF', { exact: true })).toBeVisible();
  await doc.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Belge eklendi.')).toBeVisible();
  await expect(page.getByTestId('document-row')).toContainText('TÜRSAB Üyelik Belgesi');

  await page.goto('/website/banks');
  await expect(page.getByTestId('public-bank').filter({ hasText: 'Akbank' })).toContainText('Euro');
  await page.goto('/website/document');
  await expect(page.getByTestId('public-document')).toContainText('TÜRSAB Üyelik Belgesi');
});

test('an admin writes a blog post and fixes a mail template with the placeholder check', async ({ page }) => {
  await page.goto('/dashboard/blog');
  await page.getByRole('button', { name: 'Yeni Yazı' }).click();
  const form = page.getByRole('form', { name: 'Blog yazısı formu' });
  await form.getByRole('textbox', { name: 'Başlık', exact: true }).fill('Ölüdeniz’de Yamaç Paraşütü Rehberi');
  await expect(form.getByLabel('Adres (slug)')).toHaveValue('oludeniz-de-yamac-parasutu-rehberi');
  await form.getByLabel('Özet').fill('Babadağ’dan uçuş için bilmeniz gerekenler.');
  await form.getByRole('textbox', { name: 'Yazı içeriği' }).click();
  await page.keyboard.type('Babadağ 1969 metre yüksekliğiyle dünyanın en iyi uçuş noktalarından biri.');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yazı eklendi.')).toBeVisible();
  // Listed (a post scheduled by another journey may sort before it).
  await expect(
    page.getByTestId('blog-row').filter({ hasText: 'Ölüdeniz’de Yamaç Paraşütü Rehberi' }),
  ).toBeVisible();

  await page.goto('/blog');
  await page.getByTestId('blog-card').filter({ hasText: 'Yamaç Paraşütü' }).click();
  await expect(page).toHaveURL(/\/blog\/oludeniz-de-yamac-parasutu-rehberi$/);
  await expect(page.getByTestId('blog-body')).toContainText('Babadağ 1969 metre');

  await page.goto('/dashboard/templates/mailtemplates');
  await page
    .getByTestId('template-card')
    .filter({ hasText: 'Ödeme linki' })
    .getByRole('button', { name: 'Düzenle' })
    .click();
  const dialog = page.getByRole('dialog');
  const subject = dialog.getByLabel('Konu');
  await subject.fill('Ödeme linkiniz {{tutar}}');
  await expect(dialog.getByRole('alert', { name: 'Şablon hataları' })).toContainText(
    'Bilinmeyen yer tutucu: {{tutar}}',
  );
  await expect(dialog.getByRole('button', { name: 'Kaydet' })).toBeDisabled();
  await subject.fill('Ödeme linkiniz – ');
  await dialog.getByRole('button', { name: '{{rezervasyon_kodu}}' }).click();
  await expect(subject).toHaveValue('Ödeme linkiniz – {{rezervasyon_kodu}}');
  await dialog.getByRole('button', { name: 'Örnek verilerle önizle' }).click();
  await expect(dialog.getByLabel('Önizleme')).toContainText('Ödeme linkiniz – LV250001');
  await expect(
    dialog.frameLocator('iframe[title="E-posta önizlemesi"]').getByText('Merhaba Elif Demir,'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Şablon kaydedildi.')).toBeVisible();
  await expect(page.getByTestId('template-card').filter({ hasText: 'Ödeme linki' })).toContainText(
    'Konu: Ödeme linkiniz – {{rezervasyon_kodu}}',
  );
});

test('opening an unread contact message lowers the menu badge', async ({ page }) => {
  await page.goto('/dashboard/contact');
  const menuLink = page.getByRole('link', { name: /İletişim Formu/ }).first();
  // Other journeys may have sent messages too: count from what the badge shows now.
  const badge = async () => Number((await menuLink.textContent())?.replace(/\D/g, '') || 0);
  await expect(menuLink).toContainText(/\d/);
  const before = await badge();
  await page
    .getByTestId('message-row')
    .filter({ hasText: 'Oğuz Çelik' })
    .getByRole('button', { name: 'Görüntüle' })
    .click();
  await expect(page.getByRole('dialog')).toContainText('Küçük bir köpeğimiz var');
  await expect.poll(badge).toBe(before - 1);
  await page.getByRole('dialog').getByRole('button', { name: 'Okunmadı yap' }).click();
  await expect(page.getByText('Mesaj okunmadı olarak işaretlendi.')).toBeVisible();
  await expect.poll(badge).toBe(before);
});
