import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ADMIN, OWNER } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

test('the owner downloads this month’s statement from the home page; a payout changes the balance', async ({
  browser,
  request,
}) => {
  // The owner: this month's and last month's 'Hakediş Ekstresi' on the home page, with downloads.
  const ownerLogin = await apiLogin(request, OWNER.email, OWNER.password);
  const ownerPage = await browser.newPage();
  await useSessionOf(ownerPage, ownerLogin);
  await ownerPage.goto('/dashboard/');
  const cards = ownerPage.getByRole('heading', { name: /^Hakediş Ekstresi · / });
  await expect(cards).toHaveCount(2);
  const now = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' }).slice(0, 7);
  const card = ownerPage.getByTestId(`owner-statement-${now}`);
  await expect(card.getByTestId('total-balance')).toBeVisible();
  const [download] = await Promise.all([
    ownerPage.waitForEvent('download'),
    card.getByTestId(`statement-pdf-${now}`).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^hakedis-${now}-.+\\.pdf$`));
  const file = await readFile((await download.path())!);
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const balanceBefore = await card.getByTestId('total-balance').locator('dd').textContent();
  await ownerPage.close();

  // ADMIN: Raporlar → Hakediş, the owner's statement, 'Ödeme ekle'.
  const adminLogin = await apiLogin(request, ADMIN.email, ADMIN.password);
  const page = await browser.newPage();
  await useSessionOf(page, adminLogin);
  await page.goto('/dashboard/owner-statements');
  await expect(page.getByRole('heading', { name: 'Hakediş', level: 1 })).toBeVisible();
  await page.getByTestId('statement-owner').selectOption({ value: String(ownerLogin.user.id) });
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByTestId('total-balance').locator('dd')).toHaveText(balanceBefore ?? '');
  await page.getByTestId('payout-add').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByTestId('payout-amount').fill('1250,50');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ödeme kaydedildi.')).toBeVisible();
  await expect(page.getByTestId('payout-row')).toHaveCount(1);
  await expect(page.getByTestId('total-balance').locator('dd')).not.toHaveText(balanceBefore ?? '');
  await expect(page.getByTestId('total-payouts').locator('dd')).toContainText('1.250,50');
});
