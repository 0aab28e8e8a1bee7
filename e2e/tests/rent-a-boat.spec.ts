import { expect, test } from '@playwright/test';
import { fieldText, typeDay } from '../support/date-picker';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

/** A day `days` after today in Istanbul, as YYYY-MM-DD. */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('staff list a boat with a price and a photo; a visitor finds it and asks to rent it; staff see the request', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  await useSessionOf(page, login);
  const stamp = Date.now().toString(36);
  const marina = `Test Marina ${stamp}`;
  const boatName = `Gulet Deniz Yıldızı ${stamp}`;

  // A marina.
  await page.goto('/dashboard/marinas');
  await expect(page.getByRole('heading', { name: 'Marinalar' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni Marina' }).click();
  const marinaForm = page.getByRole('form', { name: 'Marina formu' });
  await marinaForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(marinaForm.getByText('Marina adı gerekli.')).toBeVisible();
  await marinaForm.getByLabel('Marina adı').fill(marina);
  await marinaForm.getByLabel('İlçe').selectOption({ label: 'Fethiye' });
  await marinaForm.getByLabel('Konum').fill('Karagözler Mah., Fethiye');
  await marinaForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Marina eklendi.')).toBeVisible();
  await expect(page.getByTestId('marina-row').filter({ hasText: marina })).toContainText('Fethiye');

  // A boat in it.
  await page
    .getByRole('navigation', { name: 'Tekne menüsü' })
    .getByRole('link', { name: 'Tekneler' })
    .click();
  await page.getByRole('button', { name: 'Yeni Tekne' }).click();
  const boatForm = page.getByRole('form', { name: 'Tekne formu' });
  await boatForm.getByLabel('Tekne adı').fill(boatName);
  await boatForm.getByLabel('Marina').selectOption({ label: `${marina} (Fethiye)` });
  await boatForm.getByLabel('Tekne tipi').selectOption({ label: 'Gulet' });
  await boatForm.getByLabel('Kapasite (kişi)').fill('8');
  await boatForm.getByLabel('Kabin sayısı').fill('3');
  await boatForm.getByLabel('Uzunluk (m)').fill('16.5');
  await boatForm.getByLabel('Mürettebat').fill('2');
  await boatForm.getByLabel('Açıklama').fill('Fethiye körfezinde günlük gulet turu.');
  await boatForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Tekne eklendi.')).toBeVisible();
  await expect(page.getByRole('heading', { name: boatName })).toBeVisible();
  const boatUrl = page.url();

  // A price period; an overlapping one is refused with the server's message.
  await page.getByRole('button', { name: 'Fiyat dönemi ekle' }).click();
  const priceForm = page.getByRole('form', { name: 'Fiyat dönemi formu' });
  await typeDay(priceForm.getByRole('combobox', { name: 'Başlangıç' }), day(1));
  await typeDay(priceForm.getByRole('combobox', { name: 'Bitiş (dahil)' }), day(40));
  await priceForm.getByLabel('Günlük fiyat').fill('12500');
  await priceForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Fiyat dönemi eklendi.')).toBeVisible();
  await expect(page.getByTestId('boat-price-row')).toContainText('₺12.500');
  await page.getByRole('button', { name: 'Fiyat dönemi ekle' }).click();
  await typeDay(priceForm.getByRole('combobox', { name: 'Başlangıç' }), day(30));
  await typeDay(priceForm.getByRole('combobox', { name: 'Bitiş (dahil)' }), day(50));
  await priceForm.getByLabel('Günlük fiyat').fill('9000');
  await priceForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText(/fiyat dönemiyle çakışıyor/)).toBeVisible();
  await priceForm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByTestId('boat-price-row')).toHaveCount(1);

  // A photo, compressed in the browser and stored by the server.
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1200;
    c.height = 800;
    const g = c.getContext('2d')!;
    g.fillStyle = '#1c8bb5';
    g.fillRect(0, 0, 1200, 800);
    g.fillStyle = '#ffffff';
    g.fillRect(450, 300, 300, 200);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  await page.getByTestId('boat-image-input').setInputFiles({
    name: 'gulet.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  await expect(page.getByText('Görsel yüklendi.')).toBeVisible();
  const photo = page.getByTestId('boat-image').locator('img');
  await expect(photo).toHaveCount(1);
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  // The visitor finds it on the public boats page through the header link.
  const visitor = await page.context().browser()!.newPage();
  await visitor.goto('/');
  await visitor.getByRole('link', { name: 'Tekneler' }).first().click();
  await expect(visitor).toHaveURL(/\/tekneler$/);
  await expect(visitor.getByRole('heading', { name: 'Kiralık Tekneler' })).toBeVisible();
  await typeDay(visitor.getByRole('combobox', { name: 'Başlangıç' }), day(5));
  await typeDay(visitor.getByRole('combobox', { name: 'Bitiş' }), day(6));
  await visitor.getByLabel('Kişi sayısı').selectOption('8');
  await visitor.getByRole('button', { name: 'Tekne Ara' }).click();
  await expect(visitor).toHaveURL(/capacity=8/);
  const card = visitor.getByTestId('boat-card').filter({ hasText: boatName });
  await expect(card).toContainText('2 gün toplam');
  await expect(card).toContainText('₺25.000');
  await expect(card.locator('img')).toHaveAttribute('src', /\/uploads\/boats\/[a-f0-9]{32}-960\.webp$/);
  await card.click();

  // ...and asks to rent it for those days.
  await expect(visitor.getByRole('heading', { name: boatName })).toBeVisible();
  const rent = visitor.getByRole('form', { name: 'Tekne kiralama talebi' });
  await expect(rent.getByLabel('Başlangıç')).toHaveValue(fieldText(day(5)));
  await rent.getByRole('button', { name: 'Kiralama talebi gönder' }).click();
  await expect(rent.getByText('Ad soyad gerekli.')).toBeVisible();
  await rent.getByLabel('Kişi sayısı').fill('6');
  await rent.getByLabel('Ad soyad').fill('Deniz Aydın');
  await rent.getByLabel('E-posta').fill('deniz.aydin@ornek.com.tr');
  await rent.getByLabel('Telefon').fill('+90 555 222 33 44');
  await rent.getByRole('button', { name: 'Kiralama talebi gönder' }).click();
  const receipt = visitor.getByTestId('rental-receipt');
  await expect(receipt).toContainText('Talebiniz alındı');
  await expect(receipt).toContainText('₺25.000');
  const code = (await receipt.locator('strong').first().textContent())!;
  expect(code).toMatch(/^TK[A-Z0-9]{7}$/);
  await visitor.close();

  // Staff see the request on the boat and through the API.
  await page.goto(boatUrl);
  const row = page.getByTestId('boat-request-row').filter({ hasText: code });
  await expect(row).toContainText('Deniz Aydın');
  await expect(row).toContainText('Yeni talep');
  const res = await request.get(`/v1/admin/boatreservations?reservation_id=${code}`, {
    headers: { authorization: `Bearer ${login.accessToken}` },
  });
  const body = (await res.json()) as { total: number; content: Array<{ status: string; guests: number }> };
  expect(body.total).toBe(1);
  expect(body.content[0]).toMatchObject({ status: 'new', guests: 6 });
});
