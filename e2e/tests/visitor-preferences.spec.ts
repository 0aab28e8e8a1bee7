import { expect, test } from '@playwright/test';

test('theme and currency choices survive a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByTestId('theme-toggle').click();
  await expect(page.locator('html')).toHaveClass(/dark/);

  await page.getByRole('button', { name: /Para birimi/ }).click();
  await page.getByRole('button', { name: /Euro/ }).click();
  await expect(page.getByTestId('currency-current')).toHaveText('€ EURO');

  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByTestId('currency-current')).toHaveText('€ EURO');
  expect(
    await page.evaluate(() => [localStorage.getItem('villa.theme'), localStorage.getItem('villa.currency')]),
  ).toEqual(['dark', 'EURO']);
});

test('favourites are listed from the browser and removed with the toast', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Favoriler (0)' }).click();
  await expect(page.getByText('Favorilere eklenmiş villanız yok.')).toBeVisible();

  await page.evaluate(() =>
    localStorage.setItem(
      'villa.favourites',
      JSON.stringify([{ id: 7, slug: 'villa-mavi-koy', name: 'Villa Mavi Koy', thumbnail: '' }]),
    ),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Favoriler (1)' }).click();
  await expect(
    page.getByTestId('favourites-list').getByRole('link', { name: 'Villa Mavi Koy' }),
  ).toHaveAttribute('href', '/villa/villa-mavi-koy');
  await page.getByRole('button', { name: 'Villa Mavi Koy favorilerden kaldır' }).click();
  await expect(page.getByText('Villa favorilerden kaldırıldı.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: 'Favoriler (0)' }).click();
  await expect(page.getByText('Favorilere eklenmiş villanız yok.')).toBeVisible();
});
