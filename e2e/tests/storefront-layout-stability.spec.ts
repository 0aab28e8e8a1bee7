import { expect, test, type Page } from '@playwright/test';

// Listing pages carry their first page of villas in the first HTML (api/src/web/critical.ts) and
// render it without asking the API; the server also paints their first screen (banner, toolbar and
// the first cards), which the storefront's render must replace in place. Nothing may push what is
// already on screen: before, the footer was painted inside the phone's first screen under the empty
// results and jumped down when they came (CLS 0.24 in Lighthouse; its code and data were fetched at
// start too, being 'near the viewport').

/** Sum of the layout shifts not caused by input, as Chromium's CLS counts them (one window is enough here). */
function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >) {
            if (!e.hadRecentInput) sum += e.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 500);
      }),
  );
}

function isoDate(daysFromToday: number): string {
  return new Date(Date.now() + (3 * 3600 + daysFromToday * 86400) * 1000).toISOString().slice(0, 10);
}

for (const [name, path] of [
  ['the listing with dates', `/listing?checkin=${isoDate(60)}&checkout=${isoDate(67)}&guests=2`],
  ['a region page', '/fethiye'],
] as const) {
  for (const locale of ['tr-TR', 'en-GB']) {
    test(`${name} does not move as its villas arrive on a slow phone (${locale})`, async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        isMobile: true,
        hasTouch: true,
        locale,
      });
      const page = await context.newPage();
      // A mid-range phone: the results come well after the first paint.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const footerRequests: string[] = [];
      const filterRequests: string[] = [];
      const apiCalls: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (/\/assets\/footer-[^/]*\.js$/.test(pathname)) footerRequests.push(r.url());
        if (/\/assets\/search-filters-[^/]*\.js$/.test(pathname)) filterRequests.push(r.url());
        if (/^\/v[12]\//.test(pathname)) apiCalls.push(pathname);
      });
      await page.goto(path);
      await expect(page.locator('main a[href^="/villa/"]').first()).toBeVisible({ timeout: 30_000 });
      await page.waitForLoadState('networkidle');
      expect(await layoutShifts(page)).toBeLessThanOrEqual(0.02);
      // The footer is below the first screen: its code waits for the visitor to scroll. The filters'
      // form is folded away on a phone: its code waits for 'Filtrele'.
      expect(footerRequests).toEqual([]);
      expect(filterRequests).toEqual([]);
      // The first page of villas and the filters' options came with the page (its first photo
      // preloaded in the head): no API request until the visitor acts.
      expect(apiCalls).toEqual([]);
      const total = Number(await page.getByTestId('result-count').textContent());
      expect(total).toBeGreaterThan(0);
      await expect(page.getByTestId('villa-card')).toHaveCount(Math.min(total, 20));
      await page.mouse.wheel(0, 20_000);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await context.close();
    });
  }
}

// The server's cards are the page's largest paint before any JavaScript runs (a phone's LCP was the
// storefront's first card, ~4.5 s in Lighthouse): the storefront's cards must land exactly on them.
for (const [name, path] of [
  ['the listing with dates', `/listing?checkin=${isoDate(60)}&checkout=${isoDate(67)}&guests=2`],
  ['a region page', '/fethiye'],
] as const) {
  for (const [width, locale] of [
    [412, 'en-GB'],
    [1366, 'tr-TR'],
  ] as const) {
    test(`${name}: the server-painted cards sit where the storefront's land at ${width} px (${locale})`, async ({
      browser,
    }) => {
      const seen: Array<{ names: string[]; boxes: number[][] }> = [];
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({
          viewport: { width, height: 823 },
          locale,
          javaScriptEnabled,
        });
        const page = await context.newPage();
        await page.goto(path);
        const cards = javaScriptEnabled ? page.getByTestId('villa-card') : page.locator('article.cr-card');
        await expect(cards.first()).toBeVisible();
        if (javaScriptEnabled) {
          await page.waitForLoadState('networkidle');
          await expect(page.locator('#critical')).toHaveCount(0);
        }
        seen.push({
          names: (await cards.locator('h3').allTextContents()).slice(0, 3),
          boxes: (
            await cards.evaluateAll((els) =>
              els.map((el) => {
                const r = el.getBoundingClientRect();
                return [r.x, r.y, r.width, r.height].map(Math.round);
              }),
            )
          ).slice(0, 3),
        });
        await context.close();
      }
      const [painted, rendered] = seen;
      expect(painted!.names.length).toBeGreaterThan(0);
      expect(painted!.names).toEqual(rendered!.names);
      painted!.boxes.forEach((box, i) =>
        box.forEach((v, k) =>
          expect(Math.abs(v - rendered!.boxes[i]![k]!), `card ${i} [${k}]`).toBeLessThanOrEqual(1),
        ),
      );
    });
  }
}

// Between a phone's width and 960 px the filters' form stands above the results at a height only the
// form knows: the server paints no cards there, so none can be pushed down.
test('a region page at 800 px paints its banner but leaves the cards to the storefront', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 800, height: 823 },
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  await page.goto('/fethiye');
  // The server's markup is aria-hidden (the storefront's render replaces it): found by its class.
  await expect(page.locator('.cr-ban h1')).toHaveText('Fethiye Kiralık Villa');
  await expect(page.locator('article.cr-card').first()).toBeHidden();
  await context.close();
});
