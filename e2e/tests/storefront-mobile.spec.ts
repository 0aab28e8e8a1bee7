import { expect, test } from '@playwright/test';

const inDays = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the listing filters fold away and the tab bar jumps to the booking section', async ({
  page,
}) => {
  await page.goto('/listing');
  await expect(page.getByRole('form', { name: 'Villa filtreleri' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Filtrele' }).click();
  const filters = page.getByRole('form', { name: 'Villa filtreleri' });
  await filters.getByRole('button', { name: /Kişi sayısı/ }).click();
  for (let i = 0; i < 8; i++) await filters.getByRole('button', { name: 'Yetişkin artır' }).click();
  await filters.getByRole('button', { name: 'Tamam' }).click();
  await filters.getByRole('button', { name: 'Villaları Göster' }).click();
  await expect(page).toHaveURL(/guests=8/);
  await expect(page.getByTestId('villa-card').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await page.goto(`/villa/villa-mavi-koy?checkin=${inDays(130)}&checkout=${inDays(137)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  // The first HTML already shows the title and photos; the booking section comes with the page's code.
  const booking = page.locator('#rezervasyon');
  await expect(booking).toBeAttached();
  await expect(booking).not.toBeInViewport();
  await page.getByTestId('bottom-tab-bar').getByRole('button', { name: 'Rezervasyon' }).click();
  await expect(booking).toBeInViewport();
  await expect(booking.getByTestId('quote')).toContainText('7 gece');

  // On a phone the calendar is a full-screen sheet; 'Uygula' closes it with the stay chosen.
  await booking.getByLabel('Çıkış tarihi').click();
  const sheet = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihleri' });
  await expect(sheet).toBeVisible();
  const box = await sheet.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(389);
  await sheet.getByRole('button', { name: 'Uygula' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(booking.getByTestId('quote')).toContainText('7 gece');
});
