import { expect, type Locator, type Page } from '@playwright/test';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';

/**
 * The storefront's date picker as a person uses it: a day typed as dd.MM.yyyy into a field and
 * confirmed with Enter, or a day clicked on the Turkish calendar.
 */

/** 'YYYY-MM-DD' → 'dd.MM.yyyy', as the fields show a day. */
export const fieldText = (iso: string) => formatDate(iso);

/** The calendar's name of a month ('Temmuz 2027'), in Turkish as the site writes it (date-fns' tr). */
export const monthName = (iso: string) => formatDatePattern(iso, 'MMMM yyyy');

/** Types a day into a picker field, confirms it with Enter and leaves the field (the calendar closes). */
export async function typeDay(field: Locator, iso: string) {
  await field.click();
  await field.fill(fieldText(iso));
  await field.press('Enter');
  await field.blur();
}

/** The day's button in the open calendar ('14 Temmuz 2027 Çarşamba, …'), its month shown first. */
export async function dayButton(page: Page, iso: string): Promise<Locator> {
  const calendar = page.getByRole('dialog', { name: /tarih|seçimi/i });
  const grid = calendar.getByRole('grid', { name: monthName(iso) });
  for (let i = 0; i < 24 && !(await grid.isVisible()); i++) {
    await calendar.getByRole('button', { name: 'Sonraki ay' }).click();
  }
  await expect(grid).toBeVisible();
  const day = Number(iso.slice(8, 10));
  return grid.getByRole('button', { name: new RegExp(`^${day} ${monthName(iso)} `) });
}
