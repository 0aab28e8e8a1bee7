import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { applyDates, typeDay } from '../support/date-field';
import { allVillas, staffApi, useSessionOf } from '../support/session';

const tl = (n: number) =>
  new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }).format(n);

test('staff prepare an offer for two villas and the customer sees both with their totals', async ({
  page,
  request,
}) => {
  const { login, auth } = await staffApi(request, ADMIN);
  const villas = await allVillas(request, auth);
  // Four November nights of next year; the first two villas the server can price for them.
  const year = new Date().getUTCFullYear() + 1;
  const checkIn = `${year}-11-10`;
  const checkOut = `${year}-11-14`;
  const candidates = villas.filter((v) => v.active).slice(0, 12);
  const preview = await request.post('/v1/admin/offers/preview', {
    headers: auth,
    data: { checkIn, checkOut, guests: 2, villaIds: candidates.map((v) => v.id) },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const priced = ((await preview.json()).content as { villaId: number; totalAmount: number | null }[])
    .filter((l) => l.totalAmount !== null)
    .slice(0, 2);
  expect(priced).toHaveLength(2);
  const picked = priced.map((l) => ({
    ...candidates.find((v) => v.id === l.villaId)!,
    total: l.totalAmount!,
  }));

  await useSessionOf(page, login);
  await page.goto('/dashboard/offer');
  await expect(page.getByRole('heading', { name: 'Teklif Hazırla' })).toBeVisible();

  // The form refuses to send without villas.
  await page.getByLabel('Müşteri adı soyadı').fill('Selin Arslan');
  await page.getByLabel('E-posta').fill('selin.arslan@example.com');
  await typeDay(page.getByLabel('Giriş tarihi'), checkIn);
  await typeDay(page.getByLabel('Çıkış tarihi'), checkOut);
  await applyDates(page);
  await typeDay(page.getByLabel('Teklif geçerlilik tarihi', { exact: true }), `${year}-11-01`);
  await applyDates(page);
  await page.getByRole('button', { name: 'Teklifi oluştur' }).click();
  await expect(page.getByText('En az bir villa seçin.')).toBeVisible();

  for (const v of picked) {
    await page.getByLabel('Villa ara').fill(v.name);
    await page.getByRole('button', { name: `${v.name} ekle` }).click();
  }
  const rows = page.getByTestId('offer-picked-villa');
  await expect(rows).toHaveCount(2);
  for (const v of picked) {
    await expect(rows.filter({ hasText: v.name })).toContainText(
      new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', maximumFractionDigits: 2 }).format(
        v.total,
      ),
    );
  }
  await page.getByRole('button', { name: 'Teklifi oluştur' }).click();
  const created = page.getByTestId('offer-created');
  await expect(created).toContainText('Selin Arslan için 2 villalık teklif hazır.');
  const link = (await created.locator('code').textContent())!.trim();
  expect(link).toMatch(/\/teklif\/[A-Za-z0-9_-]{24}$/);
  await expect(page.getByTestId('offer-row').filter({ hasText: 'Selin Arslan' })).toBeVisible();

  // The customer opens the link: both villas with their totals.
  const customer = await page.context().browser()!.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { name: /Sayın Selin Arslan/ })).toBeVisible();
  for (const v of picked) {
    const card = customer.locator('article').filter({ hasText: v.name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(tl(v.total));
  }
  await expect(customer.locator('article')).toHaveCount(2);

  // An unknown link says so in Turkish.
  await customer.goto(new URL('/teklif/boyle-bir-teklif-yok', link).toString());
  await expect(customer.getByText('Teklif bulunamadı veya geçerlilik süresi doldu.')).toBeVisible();
  await customer.close();
});
