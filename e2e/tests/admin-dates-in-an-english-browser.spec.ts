import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { typeDay, trDay } from '../support/date-field';
import { apiLogin, useSessionOf } from '../support/session';

// An English browser: the admin's date picker still speaks Turkish and writes dd.MM.yyyy.
test.use({ locale: 'en-GB' });

test('staff in an English browser book a stay with the Turkish picker and see its own nights free when editing', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const villas = (await (await request.get('/v1/admin/villas/all', { headers: auth })).json()).content as {
    id: number;
    name: string;
    active: boolean;
  }[];
  // Five late-November nights of next year on a villa the server can price and that is free then.
  const year = new Date().getUTCFullYear() + 1;
  const checkIn = `${year}-11-20`;
  const checkOut = `${year}-11-25`;
  const candidates = villas.filter((v) => v.active).slice(-12);
  const preview = await request.post('/v1/admin/offers/preview', {
    headers: auth,
    data: { checkIn, checkOut, guests: 2, villaIds: candidates.map((v) => v.id) },
  });
  expect(preview.status(), await preview.text()).toBe(200);
  const line = ((await preview.json()).content as { villaId: number; totalAmount: number | null }[]).find(
    (l) => l.totalAmount !== null,
  );
  expect(line).toBeDefined();
  const villa = candidates.find((v) => v.id === line!.villaId)!;

  await useSessionOf(page, login);
  expect(await page.evaluate(() => navigator.language)).toBe('en-GB');
  await page.goto('/dashboard/reservations/villa');
  await page.getByRole('button', { name: 'Yeni Rezervasyon' }).click();
  const form = page.getByRole('form', { name: 'Rezervasyon formu' });
  await form.getByLabel('Villa', { exact: true }).selectOption(String(villa.id));

  // Typed the Turkish way; the calendar follows, in Turkish, Monday first.
  const from = form.getByLabel('Giriş tarihi');
  await expect(from).toHaveAttribute('placeholder', 'gg.aa.yyyy');
  await typeDay(from, checkIn);
  await expect(from).toHaveValue(trDay(checkIn));
  const calendar = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihleri' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('grid', { name: `Kasım ${year}` })).toBeVisible();
  const weekdays = calendar.getByRole('grid', { name: `Kasım ${year}` }).locator('.rdp-weekday');
  await expect(weekdays.first()).toHaveText('Pt');
  await expect(weekdays.first()).toHaveAttribute('aria-label', 'Pazartesi');
  await expect(calendar.getByRole('button', { name: 'Sonraki ay' })).toBeVisible();
  await expect(calendar).toContainText('Çıkış tarihini seçin.');
  // The check-out picked on the calendar, as a person clicks it.
  await calendar.getByRole('button', { name: new RegExp(`^25 Kasım ${year}`) }).click();
  await expect(form.getByLabel('Çıkış tarihi')).toHaveValue(trDay(checkOut));
  await expect(calendar).toBeHidden();

  await form.getByLabel('Müşteri adı soyadı').fill('Oliver Bennett');
  await form.getByLabel('Telefon').fill('+44 20 7946 0000');
  await form.getByLabel('Başlangıç durumu').selectOption('confirmed');
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page).toHaveURL(/\/reservations\/villa\/\d+$/);
  await expect(page.getByText(trDay(checkIn)).first()).toBeVisible();

  // Editing: the stay's own nights are not in its way; the calendar shows them as the selection.
  await page.getByRole('button', { name: 'Düzenle' }).click();
  const edit = page.getByRole('form', { name: 'Rezervasyon formu' });
  await expect(edit.getByLabel('Giriş tarihi')).toHaveValue(trDay(checkIn));
  await expect(edit.getByLabel('Çıkış tarihi')).toHaveValue(trDay(checkOut));
  await edit.getByRole('button', { name: 'Takvimi aç' }).click();
  const again = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihleri' });
  await expect(again.getByRole('button', { name: new RegExp(`^22 Kasım ${year}`) })).toBeEnabled();
  await expect(again.getByRole('button', { name: new RegExp(`^22 Kasım ${year}.*dolu`) })).toHaveCount(0);
});
