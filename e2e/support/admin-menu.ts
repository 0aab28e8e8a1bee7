import { expect, type Page } from '@playwright/test';

/** The dashboard's side menu ('Yönetim menüsü'). */
export const adminMenu = (page: Page) => page.getByRole('navigation', { name: 'Yönetim menüsü' });

/** Opens an area from the dashboard's menu and waits for its heading (the link's text). */
export async function openAdminArea(page: Page, name: string): Promise<void> {
  await adminMenu(page).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}
