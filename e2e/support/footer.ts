import { expect, type Page } from '@playwright/test';

/**
 * The footer loads when the visitor scrolls near it (it is not part of the first screen): scroll
 * to the end of the page as a person does, wait for it, and return to the top.
 */
export async function revealFooter(page: Page): Promise<void> {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('contentinfo')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}
