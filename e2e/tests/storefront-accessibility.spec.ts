import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { revealFooter } from '../support/footer';

for (const path of ['/', '/listing', '/villa/villa-mavi-koy']) {
  test(`no critical accessibility violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main, #root').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The whole page, as a visitor who scrolls through it sees it: lower sections and footer load.
    await revealFooter(page);
    await page.waitForLoadState('networkidle');
    if (path === '/') await expect(page.getByTestId('comments').locator('article').first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const critical = results.violations.filter((v) => v.impact === 'critical');
    expect(critical.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    // Every image carries alt text.
    expect(await page.locator('img:not([alt])').count()).toBe(0);
  });
}

test('the villa page can be used with the keyboard alone', async ({ page }) => {
  await page.goto('/villa/villa-mavi-koy');
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Mavi Koy' })).toBeVisible();
  const photo = page.getByRole('button', { name: /Fotoğrafı büyüt/ }).first();
  await photo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2/');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const heart = page.getByTestId('favourite-toggle').first();
  await heart.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Villa favorilere eklendi.')).toBeVisible();
});
