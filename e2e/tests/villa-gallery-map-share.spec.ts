import { expect, test } from '@playwright/test';

const VILLA = '/villa/villa-mavi-koy';
const DATES = 'checkin=2031-07-10&checkout=2031-07-17';

test('on a phone the gallery swipes with its position, and the lightbox loads only when opened', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'tr-TR',
  });
  const page = await context.newPage();
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(VILLA);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  const count = page.getByTestId('gallery-count');
  await expect(count).toHaveText(/^1 \/ (\d+)$/);
  const total = Number((await count.textContent())?.split('/')[1]);
  expect(total).toBeGreaterThan(1);
  // Every photo is in the strip (the desktop grid shows five).
  await expect(page.getByRole('button', { name: /Fotoğrafı büyüt/ })).toHaveCount(total);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((s) => /gallery-lightbox/.test(s))).toBe(false);
  // A swipe: the strip scrolls one photo sideways.
  await page
    .getByRole('group', { name: /fotoğrafları/ })
    .evaluate((el) => el.scrollTo({ left: el.clientWidth, behavior: 'instant' }));
  await expect(count).toHaveText(`2 / ${total}`);
  await page
    .getByRole('button', { name: /Fotoğrafı büyüt/ })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`2 / ${total}`);
  await expect(dialog.getByRole('button', { name: 'Yakınlaştır' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Kapat' }).click();
  await expect(dialog).toHaveCount(0);
  await context.close();
});

test("the 'Konum' map shows the villa's area as a circle, loaded when it comes into view", async ({
  page,
}) => {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ status: 204, body: '' });
  });
  await page.goto(VILLA);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Konum' });
  await expect(region.locator('.leaflet-container')).toHaveCount(0);
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.leaflet-container')).toBeVisible();
  // One circle (the approximate area), no marker on the house.
  await expect(region.locator('path.leaflet-interactive')).toHaveCount(1);
  await expect(region.locator('.leaflet-marker-icon')).toHaveCount(0);
  await expect(region).toContainText('OpenStreetMap');
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(tiles.every((u) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(u))).toBe(true);
});

test("'Paylaş' without a share sheet offers the link and WhatsApp with the villa's name and dates", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await page.goto(`${VILLA}?${DATES}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  await page.getByRole('button', { name: 'Paylaş' }).click();
  await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
  await expect(page.getByRole('button', { name: 'Bağlantı kopyalandı' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${VILLA}?${DATES}`);
  const whatsapp = decodeURIComponent((await page.getByTestId('share-whatsapp').getAttribute('href')) ?? '');
  expect(whatsapp).toContain('https://api.whatsapp.com/send?text=');
  expect(whatsapp).toContain('Villa Mavi Koy (10.07.2031 – 17.07.2031)');
  // The floating WhatsApp button names the villa and the dates too.
  const floating = decodeURIComponent(
    (await page.getByTestId('floating-whatsapp').getAttribute('href')) ?? '',
  );
  expect(floating).toMatch(/phone=\d+&text=Villa Mavi Koy \(10\.07\.2031 – 17\.07\.2031\)/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Bağlantıyı kopyala' })).toHaveCount(0);
  // Elsewhere the button opens an empty chat.
  await page.getByRole('link', { name: 'Ana Sayfa' }).first().click();
  await expect(page.getByTestId('floating-whatsapp')).not.toHaveAttribute('href', /text=/);
});

test("'Paylaş' uses the device's share sheet where there is one", async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(`${VILLA}?${DATES}`);
  await page.getByRole('button', { name: 'Paylaş' }).click();
  // The share code is fetched as the guest reaches for the button: the sheet opens right after.
  await expect
    .poll(() => page.evaluate(() => Boolean((window as unknown as { shared?: ShareData }).shared)))
    .toBe(true);
  const shared = await page.evaluate(() => (window as unknown as { shared: ShareData }).shared);
  expect(shared.title).toBe('Villa Mavi Koy');
  expect(shared.text).toContain('10.07.2031 – 17.07.2031');
  expect(shared.url).toContain(DATES);
  await expect(page.getByRole('button', { name: 'Bağlantıyı kopyala' })).toHaveCount(0);
});

test("a boat's page shares the boat's name and the days picked in its rental form", async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  const boats = (await (await page.request.get('/v1/searchboats')).json()) as {
    content: { slug: string; name: string }[] | { data?: { slug: string; name: string }[] };
  };
  const boat = Array.isArray(boats.content) ? boats.content[0] : boats.content.data?.[0];
  expect(boat).toBeTruthy();
  const { slug, name } = boat!;
  await page.goto(`/tekne/${slug}?started_at=2031-08-04&finished_at=2031-08-06`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Paylaş' }).click();
  const link = page.getByTestId('share-whatsapp');
  await expect(link).toBeVisible();
  expect(decodeURIComponent((await link.getAttribute('href')) ?? '')).toContain(
    `${name} (04.08.2031 – 06.08.2031) hakkında bilgi almak istiyorum: `,
  );
  await page.getByRole('button', { name: 'Bağlantıyı kopyala' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/tekne/${slug}?started_at=`);
  // The floating WhatsApp button names the boat and its days too.
  await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute(
    'href',
    new RegExp(`text=${encodeURIComponent(`${name} (04.08.2031 – 06.08.2031)`).replace(/[()]/g, '\\$&')}`),
  );
  await page.keyboard.press('Escape');

  // Days picked in the form follow into the message: one day, start and end the same.
  await page.getByLabel('Bitiş').first().fill('');
  const start = page.getByLabel('Başlangıç').first();
  await start.fill('');
  await start.fill('11.08.2031');
  await start.press('Enter');
  const oneDay = new RegExp(encodeURIComponent(`${name} (11.08.2031)`).replace(/[()]/g, '\\$&'));
  await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute('href', oneDay);
  await page.getByRole('heading', { level: 1, name }).click();
  await page.getByRole('button', { name: 'Paylaş' }).click();
  await expect(page.getByTestId('share-whatsapp')).toHaveAttribute('href', oneDay);
});

test("a blog post's breadcrumb leads through 'Blog', and every page has a share image", async ({ page }) => {
  await page.goto('/blog');
  const first = page.locator('main a[href^="/blog/"]').first();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[^/]+$/);
  const crumbs = page.getByRole('navigation', { name: 'Konum' });
  await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
  // After client navigation the page still has an og:image.
  for (const path of ['/', '/regions', '/contact']) {
    await page.goto(path);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).toMatch(/^https?:\/\/.+\/og-default\.jpg$/);
    expect((await page.request.get(image!)).status()).toBe(200);
  }
  await page.getByRole('link', { name: 'Ana Sayfa' }).first().click();
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-default\.jpg$/);
});

test('/regions shows a map of the towns; a town opens its page', async ({ page }) => {
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/regions');
  const map = page.getByRole('region', { name: 'Bölgeler haritası' });
  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('.leaflet-tooltip', { hasText: 'Fethiye' })).toBeVisible();
  expect(await map.locator('path.leaflet-interactive').count()).toBeGreaterThan(1);
  await map.locator('.leaflet-tooltip', { hasText: 'Kaş' }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('link', { name: 'Kaş' }).first().click();
  await expect(page).toHaveURL(/\/kas$/);
});
