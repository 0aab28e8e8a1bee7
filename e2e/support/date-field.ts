import type { Locator, Page } from '@playwright/test';

/** 'YYYY-MM-DD' as a person reads and types it in the date picker: dd.MM.yyyy. */
export function trDay(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}.${m}.${y}`;
}

/** Types a day into a DateRangePicker field as a person does (dd.MM.yyyy, then Enter). */
export async function typeDay(field: Locator, iso: string): Promise<void> {
  // No pause before typing: the storefront's picker code arrives on focus and takes the field over
  // (LazyDateRangePicker) with whatever was typed or confirmed meanwhile.
  await field.fill(trDay(iso));
  await field.press('Enter');
}

/** Closes an open picker with its 'Uygula' button, as a person does after typing. */
export async function applyDates(page: Page): Promise<void> {
  const apply = page.getByRole('button', { name: 'Uygula', exact: true });
  if (await apply.isVisible()) await apply.click();
}
