import { expect, test } from '@playwright/test';
import { revealFooter } from '../support/footer';

test('the public layout carries the header, footer, title and floating buttons', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Kiralik Villa | Likya Villa');
  const header = page.locator('header[data-overlay="true"]');
  await expect(header).toBeVisible();
  await expect(header).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(page.getByPlaceholder('Villa Ara..').first()).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/$/);

  await revealFooter(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByTestId('tursab-badge')).toContainText('17704');
  await expect(footer.getByTestId('secure-payment')).toHaveAttribute('href', '/guvenli-odeme');
  await expect(footer.getByText('Bu site 256 bit SSL sertifikası ile korunmaktadır.')).toBeVisible();
  await expect(footer.getByTestId('footer-phone')).toContainText('+90 532 555 12 34');
  for (const name of ['Facebook', 'Instagram', 'Twitter', 'YouTube']) {
    await expect(footer.getByRole('link', { name })).toBeVisible();
  }
  await expect(footer.getByRole('heading', { name: 'Villa Tipleri' })).toBeVisible();
  const typeLinks = footer.locator('h2:text("Villa Tipleri") + ul a');
  await expect(typeLinks).toHaveCount(7);
  await expect(footer.locator('h2:text("Bölgeler") + ul a')).toHaveCount(7);

  await expect(page.getByTestId('floating-call')).toHaveAttribute('href', 'tel:905325551234');
  await expect(page.getByTestId('floating-whatsapp')).toHaveAttribute(
    'href',
    /api\.whatsapp\.com\/send\?phone=905325551234/,
  );
  await expect(page.getByTestId('scroll-top')).toHaveCount(0);
  await page.mouse.wheel(0, 600);
  await expect(page.getByTestId('scroll-top')).toBeVisible();
  await expect(page.getByTestId('bottom-tab-bar')).toBeHidden();
});

test('on a phone the tab bar, the drawer and the villa reservation button work', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/regions');
  const bar = page.getByTestId('bottom-tab-bar');
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId('tabbar-call')).toHaveAttribute('href', 'tel:905325551234');
  await expect(bar.getByText('Rezervasyon')).toHaveCount(0);
  await expect(page.getByTestId('floating-call')).toBeHidden();

  await page.getByRole('button', { name: 'Menüyü aç' }).click();
  const drawer = page.getByTestId('mobile-drawer');
  await drawer.getByRole('button', { name: 'Villa Tipleri' }).click();
  await expect(drawer.getByRole('link', { name: 'Havuzlu Villa', exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Kurumsal' }).click();
  await drawer.getByRole('link', { name: 'Hakkımızda' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(drawer).toHaveAttribute('aria-hidden', 'true');

  await page.goto('/villa/villa-mavi-koy');
  await expect(bar.getByRole('button', { name: 'Rezervasyon' })).toBeVisible();
});

test('an unknown address shows the not-found page inside the public layout', async ({ page }) => {
  await page.goto('/boyle-bir-sayfa-yok');
  await expect(page.getByText('Sayfa bulunamadı').first()).toBeVisible();
  await revealFooter(page);
});
