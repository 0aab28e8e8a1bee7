import { expect, test } from '@playwright/test';
import { fieldText, typeDay } from '../support/date-picker';

/** A date `days` from today (Türkiye), YYYY-MM-DD. */
const inDays = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor searches from the home page, filters in the URL and keeps the search on reload', async ({
  page,
}) => {
  await page.goto('/');
  // The sections below the first screen load as the visitor scrolls towards them.
  await expect(page.getByRole('link', { name: 'Muhafazakar Villa' })).toBeVisible();
  await page.mouse.wheel(0, 700);
  await expect(page.getByRole('heading', { name: 'Popüler Bölgeler' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popüler Villalar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ayın Villası' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Misafirlerimiz Ne Diyor?' })).toBeVisible();
  await expect(page.getByTestId('comments').locator('article')).toHaveCount(20);

  const search = page.getByRole('form', { name: 'Villa arama' });
  await search.getByLabel('Bölge').selectOption({ label: 'Kaş' });
  await typeDay(search.getByLabel('Giriş tarihi'), inDays(130));
  await typeDay(search.getByLabel('Çıkış tarihi'), inDays(137));
  await search.getByRole('button', { name: /Misafir/ }).click();
  await search.getByRole('button', { name: 'Yetişkin artır' }).click();
  await search.getByRole('button', { name: 'Yetişkin artır' }).click();
  await search.getByRole('button', { name: 'Tamam' }).click();
  await search.getByRole('button', { name: 'Villa Bul' }).click();

  await expect(page).toHaveURL(/\/listing\?town=kas&checkin=.*&checkout=.*&guests=4&adults=4/);
  const cards = page.getByTestId('villa-card');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    await expect(cards.nth(i)).toContainText('Kaş');
    await expect(cards.nth(i).getByTestId('stay-total')).toContainText('₺');
  }
  await expect(cards.first()).toContainText('7 gece toplam');

  // Sorting changes the URL; a reload keeps every filter.
  await page.getByLabel('Sırala').selectOption('price_desc');
  await expect(page).toHaveURL(/sort=price_desc/);
  await page.reload();
  await expect(page.getByLabel('Sırala')).toHaveValue('price_desc');
  await expect(page.getByLabel('Giriş tarihi')).toHaveValue(fieldText(inDays(130)));

  // Currency: prices follow the visitor's choice.
  await page.getByRole('button', { name: /Para birimi/ }).click();
  await page.getByRole('button', { name: /Euro/ }).click();
  await expect(cards.first().getByTestId('stay-total')).toContainText('€');

  // Favourites: the heart adds the villa with the exact toast.
  const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
  const href = (await cards.first().getByRole('link', { name, exact: true }).getAttribute('href')) ?? '';
  await cards.first().getByTestId('favourite-toggle').click();
  await expect(page.getByText('Villa favorilere eklendi.')).toBeVisible();
  await page.getByRole('button', { name: 'Favoriler (1)' }).click();
  await expect(page.locator(`a[href="${href.split('?')[0]}"]`).first()).toBeVisible();
  await page.keyboard.press('Escape');

  // The card opens the villa page with the dates carried over.
  await cards.first().getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/villa\/.+checkin=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('a villa type and a town have their own listing pages; unknown slugs are a 404', async ({ page }) => {
  await page.goto('/kas');
  await expect(page.getByRole('heading', { level: 1, name: 'Kaş Kiralık Villa' })).toBeVisible();
  await expect(page.getByTestId('villa-card').first()).toContainText('Kaş');

  await page.goto('/listing');
  await page.getByRole('checkbox', { name: 'Balayı Villası' }).check();
  await page.getByRole('button', { name: 'Villaları Göster' }).click();
  await expect(page).toHaveURL(/types=\d+/);
  await expect(page.getByTestId('villa-card').first()).toContainText('Balayı Villası');

  const res = await page.goto('/boyle-bir-yer-yok');
  expect(res?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
  const villa = await page.goto('/villa/boyle-bir-villa-yok');
  expect(villa?.status()).toBe(404);
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('the header search folds Turkish letters and opens the chosen villa', async ({ page }) => {
  await page.goto('/listing');
  const box = page.getByPlaceholder('Villa Ara..').first();
  await box.fill('zeytin');
  const option = page.getByRole('option', { name: /Villa Zeytin/ });
  await expect(option).toBeVisible({ timeout: 5000 });
  await option.click();
  await expect(page).toHaveURL(/\/villa\/villa-zeytin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Zeytin' })).toBeVisible();
});
