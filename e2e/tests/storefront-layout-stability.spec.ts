import { expect, test, type Page } from '@playwright/test';

// Listing pages carry their first page of villas in the first HTML (api/src/web/critical.ts) and
// render it without asking the API. Pages whose content comes after the first paint (the listing's cards, a region's villas) must not
// push what is already on screen: before, the footer was painted inside the phone's first screen
// under the empty results and jumped down when they came (CLS 0.24 in Lighthouse; its code and data
// were fetched at start too, being 'near the viewport').

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
