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

// The server paints the hero (the page's largest paint) with a stand-in for the search form; when the
// form it stands for is taller, React's hero becomes a later, larger paint (Lighthouse LCP ~4 s instead
// of ~1.5 s at 412 px) and the page below it moves.
for (const width of [412, 800, 1366]) {
  test(`the server-painted hero is as tall as the one React paints at ${width} px`, async ({ browser }) => {
    const heights: number[] = [];
    for (const javaScriptEnabled of [false, true]) {
      const context = await browser.newContext({ viewport: { width, height: 823 }, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto('/');
      const hero = javaScriptEnabled
        ? page.locator('section', { has: page.getByRole('form', { name: 'Villa arama' }) })
        : page.locator('section.cr-hero');
      await expect(hero).toBeVisible();
      if (javaScriptEnabled) await page.waitForLoadState('networkidle');
      heights.push(await hero.evaluate((el) => el.getBoundingClientRect().height));
      await context.close();
    }
    const [painted = 0, rendered = 0] = heights;
    expect(Math.abs(painted - rendered)).toBeLessThanOrEqual(2);
  });
}

// A guest in dark mode: the shell turns the page dark while the storefront loads, and the server's
// stand-ins (the search form, the header bar) must not stay white on it.
test('the server-painted first screen follows dark mode', async ({ browser }) => {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 823 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.locator('html').evaluate((el) => el.classList.add('dark'));
  const background = (selector: string) =>
    page.locator(selector).evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background('body')).not.toBe('rgb(255, 255, 255)');
  expect(await background('section.cr-hero .cr-form')).not.toBe('rgb(255, 255, 255)');
  await context.close();
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

// A server-painted page starts its scripts once its first screen is painted (api/src/web/late-start.ts):
// on a phone's network the first photo has the bandwidth to itself (Lighthouse's mobile LCP of the
// home page 1.6 s with the scripts beside it, 0.7 s after). The one inline script that does it is
// allowed by its hash: a policy that refused it would leave the page without its app.
test('the villa page fetches its scripts after its first photo, and the app starts under the page’s CSP', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  const timings = new Map<string, { start: number; end: number }>();
  page.on('requestfinished', (r) => {
    const t = r.timing();
    timings.set(new URL(r.url()).pathname, { start: t.startTime, end: t.startTime + t.responseEnd });
  });
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  await expect(page.locator('#critical')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const photo = [...timings].find(([p]) => /^\/uploads\/villas\/[0-9a-f]+-(480|960|1600)\.webp$/.test(p));
  const scripts = [...timings].filter(([p]) => p.endsWith('.js'));
  expect(photo, 'the first photo').toBeTruthy();
  expect(scripts.length).toBeGreaterThan(10);
  for (const [path, t] of scripts) expect(t.start, path).toBeGreaterThanOrEqual(photo![1].end);
  expect(refused).toEqual([]);
});

test('a first photo that cannot load does not keep the app from starting', async ({ page }) => {
  await page.route(/\/uploads\/villas\/.*\.webp$/, (route) => route.abort());
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  await expect(page.locator('#critical')).toHaveCount(0);
});
