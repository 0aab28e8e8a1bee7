import { expect, test, type APIRequestContext } from '@playwright/test';
import { revealFooter } from '../support/footer';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

type KeyValue = { key: string; value: string };

/**
 * The journeys share one database: this one puts back the rates, the contact
 * settings and the about page it changes, so later journeys see the seeded site.
 */
async function snapshotSettings(request: APIRequestContext, token: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const exchange = (await (await request.get('/v1/admin/getexchange', { headers: auth })).json()) as {
    content: KeyValue[];
  };
  const other = (await (await request.get('/v1/admin/other', { headers: auth })).json()) as {
    content: { contact: KeyValue[] };
  };
  const about = (await (await request.get('/v1/admin/website-pages/about', { headers: auth })).json()) as {
    content: { title: string; html: string };
  };
  const asObject = (entries: KeyValue[]) => Object.fromEntries(entries.map((e) => [e.key, e.value]));
  return async () => {
    for (const [path, data] of [
      ['/v1/admin/exchange/edit', asObject(exchange.content)],
      ['/v1/admin/contact/edit', asObject(other.content.contact)],
      ['/v1/admin/about/edit', { title: about.content.title, html: about.content.html }],
    ] as const) {
      const res = await request.put(path, { headers: auth, data });
      expect(res.status(), `${path} restore`).toBe(200);
    }
  };
}

test('an admin changes the exchange rate, the phone and the about page; visitors see all three', async ({
  page,
  browser,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const restore = await snapshotSettings(request, login.accessToken);
  await useSessionOf(page, login);
  try {
    // Exchange rates: a bad value is refused in the form, a good one is saved.
    await page.goto('/dashboard/settings/exchange');
    const rates = page.getByRole('form', { name: 'Döviz kurları formu' });
    const dollar = rates.getByLabel('Dolar kuru (1 USD = ? TL)');
    await dollar.fill('-3');
    await rates.getByRole('button', { name: 'Kaydet' }).click();
    await expect(rates.getByText('Sıfırdan büyük bir sayı girin (ör. 41,95).')).toBeVisible();
    await dollar.fill('45,25');
    await rates.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

    // Contact phone.
    await page.getByRole('link', { name: 'İletişim Bilgileri' }).first().click();
    const contact = page.getByRole('form', { name: 'İletişim bilgileri formu' });
    await expect(contact.getByLabel('Telefon')).toHaveValue('+90 532 555 12 34');
    await contact.getByLabel('Telefon').fill('+90 242 836 11 22');
    await contact.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.').first()).toBeVisible();

    // About page through the rich-text editor.
    await page.goto('/dashboard/website/about');
    const editor = page.getByRole('textbox', { name: 'Sayfa içeriği' });
    await expect(editor).toContainText('Likya Villa kimdir?');
    await editor.click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kalkan ofisimiz 2026 yazında açıldı.');
    await page.getByRole('button', { name: 'Kalın' }).click();
    await page.keyboard.type(' Herkesi bekleriz!');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Sayfa kaydedildi; sitede hemen görünür.')).toBeVisible();

    // A visitor (fresh browser, phone-sized) sees all three.
    const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    const site = await visitor.newPage();
    await site.goto('/about');
    await expect(site.getByText('Kalkan ofisimiz 2026 yazında açıldı.')).toBeVisible();
    await expect(site.locator('strong', { hasText: 'Herkesi bekleriz!' })).toBeVisible();
    await expect(site.getByText('Likya Villa kimdir?')).toHaveCount(0);
    await expect(site.getByTestId('tabbar-call')).toHaveAttribute('href', 'tel:902428361122');
    await revealFooter(site);
    await expect(site.getByTestId('footer-phone')).toContainText('+90 242 836 11 22');

    await site.goto('/website/banks');
    await expect(site.getByTestId('exchange-rates')).toContainText('45,25 TL');
    await expect(site.getByTestId('public-bank').first()).toContainText('Likya Villa Turizm Ltd. Şti.');
    await visitor.close();
  } finally {
    await restore();
  }
});
