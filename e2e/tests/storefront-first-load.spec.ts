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

test('when the lower sections fail to download, the home page says so in Turkish and retries in place', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/remotes\/mf-storefront\/assets\/home-sections-[^/]+\.js$/, (route) =>
    blocked ? route.abort('connectionfailed') : route.continue(),
  );
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Muhafazakar Villa' })).toBeVisible();
  await page.mouse.wheel(0, 700);
  const failure = page.getByText('Bu bölüm yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.');
  await expect(failure).toBeVisible();
  // The rest of the page is still there.
  await expect(page.getByRole('heading', { name: /Akdeniz/, level: 1 })).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByRole('heading', { name: 'Popüler Bölgeler' })).toBeVisible();
  await expect(failure).toHaveCount(0);
});
