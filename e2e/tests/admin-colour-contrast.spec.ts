import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

// Staff read status badges, delete buttons and list links all day, in either theme: every text on
// these screens keeps WCAG AA contrast (axe's color-contrast rule) in the light and the dark theme.
const SCREENS = [
  { path: '/dashboard/reservations/villa', heading: 'Villa Rezervasyonları' }, // status badges
  { path: '/dashboard/contact', heading: 'İletişim Formu' }, // 'Yeni' warning badges
  { path: '/dashboard/villatypes', heading: 'Villa Tipleri' }, // 'Kategoriyi Sil' danger buttons
  { path: '/dashboard/showcase', heading: 'Vitrinler' }, // the chosen showcase's link
  { path: '/dashboard/website/bank', heading: 'Banka Hesapları' }, // logo boxes
];

for (const theme of ['light', 'dark'] as const) {
  test(`admin screens keep readable contrast in the ${theme} theme`, async ({ page, request }) => {
    await useSessionOf(page, await apiLogin(request, ADMIN.email, ADMIN.password));
    await page.addInitScript((mode) => localStorage.setItem('villa.theme', mode), theme);
    const failures: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
      for (const v of results.violations)
        for (const n of v.nodes)
          failures.push(`${screen.path} ${n.target.join(' ')}: ${n.any[0]?.message ?? v.help}`);
    }
    expect(failures).toEqual([]);
  });
}
