import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { revealFooter } from '../support/footer';

/** Serious and critical axe violations on the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The visitor's stored theme choice (the header's toggle), set before the page loads. */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((mode) => localStorage.setItem('villa.theme', mode), theme);
}

// Both themes: the dark one has its own colours, and contrast is checked on each.
for (const [theme, path] of (['light', 'dark'] as const).flatMap((t) =>
  ['/', '/listing', '/villa/villa-mavi-koy', '/tekneler', '/iletisim'].map((p) => [t, p] as const),
)) {
  test(`no serious or critical accessibility violations on ${path} (${theme} theme)`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto(path);
    await expect(page.locator('main, #root').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The whole page, as a visitor who scrolls through it sees it: lower sections and footer load.
    await revealFooter(page);
    await page.waitForLoadState('networkidle');
    if (path === '/') await expect(page.getByTestId('comments').locator('article').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    expect(await seriousViolations(page)).toEqual([]);
    // Every image carries alt text.
    expect(await page.locator('img:not([alt])').count()).toBe(0);
  });
}

test('the booking flow with the date picker open has no serious or critical violations', async ({ page }) => {
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  const booking = page.locator('#rezervasyon');
  await booking.getByRole('button', { name: 'Takvimi aç' }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the photo viewer, the share menu and the map are accessible', async ({ page }) => {
  // No tile server in the tests: tiles answer empty, the map still mounts with its circle.
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 204, body: '' }));
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  await page
    .getByRole('button', { name: /Fotoğrafı büyüt/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Kapat' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Paylaş' }).click();
  await expect(page.getByRole('button', { name: 'Bağlantıyı kopyala' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Konum' });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.leaflet-container path.leaflet-interactive')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the villa page can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  const photo = page.getByRole('button', { name: /Fotoğrafı büyüt/ }).first();
  await photo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/1 \/ \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText(/2 \/ \d+/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const heart = page.getByTestId('favourite-toggle').first();
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Villa favorilere eklendi.')).toBeVisible();
});
