import { expect, test } from '@playwright/test';

test('the home page shows its first screen without an API request and loads the rest as the visitor scrolls', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (/^\/v[12]\//.test(pathname)) apiCalls.push(pathname);
  });
  await page.goto('/');
  // Villa types, the region list of the search form and the header come with the page.
  await expect(page.getByRole('link', { name: 'Muhafazakar Villa' })).toBeVisible();
  const search = page.getByRole('form', { name: 'Villa arama' });
  await expect(search.getByLabel('Bölge').locator('option', { hasText: 'Kaş' })).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);

  await page.mouse.wheel(0, 700);
  await expect(page.getByRole('heading', { name: 'Popüler Bölgeler' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Misafirlerimiz Ne Diyor?' })).toBeVisible();
  expect(apiCalls).toContain('/v1/town/popular');
  expect(apiCalls).toContain('/v1/villas/featured');
  // The layout's data was never asked for: the page carried it.
  expect(apiCalls).not.toContain('/v1/website/home');
  expect(apiCalls).not.toContain('/v1/villatype');
});
