import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { useFeedServer } from '../support/feed-server';
import { icsCalendar } from '../support/ical';
import { applyDates, typeDay } from '../support/date-field';
import { apiLogin, useSessionOf } from '../support/session';

// A 2×2 PNG: compressorjs decodes it in the browser and sends a JPEG named villa-N.jpg.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGNkaGBgYGBgYmBgYGBgAAAIqAEEtzSlVAAAAABJRU5ErkJggg==',
  'base64',
);

const year = new Date().getUTCFullYear() + 1;
const ics = icsCalendar(
  ['VERSION:2.0', 'PRODID:-//Airbnb Inc//Hosting Calendar//EN'],
  [{ uid: 'e2e-guest@airbnb.com', start: `${year}0720`, end: `${year}0723`, summary: 'Reserved' }],
);

// The other channel's calendar export, served locally (no network in tests).
const feed = useFeedServer('/airbnb.ics', 'text/calendar', () => ics);

test('staff create a villa with prices, images and a synced calendar, and it is bookable at that price on the storefront', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  await useSessionOf(page, login);
  const name = `Villa Defne Çiçeği ${Date.now() % 100000}`;

  await page.goto('/dashboard/villas');
  await expect(page.getByRole('heading', { name: 'Villalar', exact: true })).toBeVisible();
  await expect(page.getByTestId('villa-row').first()).toBeVisible();
  await page.getByRole('link', { name: 'Yeni Villa' }).click();

  // The form validates before sending.
  await page.getByRole('button', { name: 'Villayı Oluştur' }).click();
  await expect(page.getByText('Villa adı gerekli.')).toBeVisible();
  await expect(page.getByText('İlçe seçin.')).toBeVisible();

  await page.getByLabel('Villa adı').fill(name);
  await page.getByLabel('İlçe', { exact: true }).selectOption({ label: 'Fethiye' });
  await page.getByLabel('Bölge', { exact: true }).selectOption({ label: 'Ölüdeniz' });
  await page.getByLabel('Kapasite (kişi)').fill('6');
  await page.getByLabel('Turizm izin belgesi no').fill('48-9876');
  await page.getByLabel('Temizlik ücreti (₺)').fill('1000');
  await page.getByLabel('Ön ödeme oranı (%)').fill('30');
  await page.getByRole('button', { name: 'Villayı Oluştur' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  const villaId = Number(new URL(page.url()).pathname.split('/').pop());
  expect(villaId).toBeGreaterThan(0);

  // Prices: July of next year, 5,000 TL a night, at least 3 nights; an overlapping period is refused.
  await page.getByRole('tab', { name: 'Fiyatlar' }).click();
  await page.getByRole('button', { name: 'Fiyat Dönemi Ekle' }).click();
  const priceForm = page.getByRole('form', { name: 'Fiyat dönemi formu' });
  // The picker picks nights as stays: July's last night is the 31st, so the period ends on the 1st of August.
  await typeDay(priceForm.getByLabel('Başlangıç (ilk gece)'), `${year}-07-01`);
  await typeDay(priceForm.getByLabel('Bitiş (son gecenin ertesi)'), `${year}-08-01`);
  await expect(priceForm.getByTestId('period-nights')).toContainText(
    `Son gece 31.07.${year} (dahil) · 31 gece`,
  );
  await applyDates(page);
  await priceForm.getByLabel('Gecelik fiyat').fill('5000');
  await priceForm.getByLabel('En az konaklama (gece)').fill('3');
  await priceForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByTestId('price-row')).toHaveCount(1);
  await expect(page.getByTestId('price-row')).toContainText('₺5.000');
  await page.getByRole('button', { name: 'Fiyat Dönemi Ekle' }).click();
  await typeDay(priceForm.getByLabel('Başlangıç (ilk gece)'), `${year}-07-25`);
  await typeDay(priceForm.getByLabel('Bitiş (son gecenin ertesi)'), `${year}-08-06`);
  await applyDates(page);
  await priceForm.getByLabel('Gecelik fiyat').fill('6000');
  await priceForm.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Bu tarihlerle çakışan bir fiyat dönemi var.')).toBeVisible();
  await priceForm.getByRole('button', { name: 'Vazgeç' }).click();
  await expect(page.getByTestId('price-row')).toHaveCount(1);

  // Images: two files, compressed in the browser; the first is the cover.
  await page.getByRole('tab', { name: 'Görseller' }).click();
  await page.getByTestId('image-input').setInputFiles([
    { name: 'villa-1.png', mimeType: 'image/png', buffer: PNG },
    { name: 'villa-2.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByTestId('image-tile')).toHaveCount(2);
  await expect(page.getByTestId('image-tile').first()).toContainText('Kapak');

  // External calendar: add the Airbnb export, preview (nothing written), then sync.
  await page.getByRole('tab', { name: 'Takvim Senkronizasyonu' }).click();
  await page.getByLabel('iCal adresi (.ics)').fill(feed.url);
  await page.getByRole('button', { name: 'Takvim Ekle' }).click();
  await expect(page.getByTestId('ical-feed')).toContainText('Henüz senkronize edilmedi');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(page.getByTestId('sync-preview')).toContainText('Eklenecek: 1');
  await expect(page.getByTestId('sync-preview')).toContainText(`20.07.${year} → 23.07.${year}`);
  await page.getByRole('button', { name: 'Senkronize Et' }).click();
  await expect(page.getByTestId('sync-result')).toBeVisible();
  await expect(page.getByTestId('ical-feed')).toContainText('Son senkronizasyon başarılı');
  const exportUrl = await page.getByTestId('ical-export-url').textContent();
  expect(exportUrl).toMatch(new RegExp(`/v1/villas/${villaId}/calendar/[a-f0-9]+\\.ics$`));

  // The calendar lists the imported block, check-out day exclusive.
  await page.getByRole('tab', { name: 'Takvim', exact: true }).click();
  const row = page.getByTestId('date-row').filter({ hasText: 'Dış takvim' });
  await expect(row).toContainText(`20.07.${year}`);
  await expect(row).toContainText(`23.07.${year}`);

  // The storefront: bookable and priced from the periods (4 nights × 5,000 + 1,000 cleaning).
  const slug = (
    await (
      await request.get(`/v1/admin/villas/${villaId}`, {
        headers: { authorization: `Bearer ${login.accessToken}` },
      })
    ).json()
  ).content.slug as string;
  expect(slug).toMatch(/^villa-defne-cicegi-\d+$/);
  await page.goto(`/villa/${slug}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const booking = page.locator('#rezervasyon');
  await typeDay(booking.getByLabel('Giriş tarihi'), `${year}-07-10`);
  await typeDay(booking.getByLabel('Çıkış tarihi'), `${year}-07-14`);
  await applyDates(page);
  await expect(booking.getByTestId('quote-total')).toContainText('21.000');
  await expect(booking.getByTestId('quote')).toContainText('4 gece');
  // The nights taken on the other channel cannot be booked here.
  await typeDay(booking.getByLabel('Giriş tarihi'), `${year}-07-19`);
  await typeDay(booking.getByLabel('Çıkış tarihi'), `${year}-07-22`);
  await expect(booking.getByRole('alert')).toContainText('dolu');
  await expect(booking.getByTestId('quote-total')).toHaveCount(0);
});
