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

test('staff in an English browser pick a BTrans month and a post’s day and time in Turkish, and the closing dialog’s calendar stays in the window', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const year = new Date().getUTCFullYear() + 1;
  await useSessionOf(page, login);
  // A laptop's window: a dialog's lower field has no room for two months under it.
  await page.setViewportSize({ width: 1280, height: 720 });

  // The manual closing dialog: the calendar opens above or beside its fields, all of it in sight.
  await page.goto('/dashboard/external');
  await page.getByRole('button', { name: 'Yeni Kapatma' }).click();
  const closing = page.getByRole('form', { name: 'Manuel kapatma formu' });
  await closing.getByRole('button', { name: 'Takvimi aç' }).click();
  const calendar = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihleri' });
  await expect(calendar.getByRole('button', { name: 'Sonraki ay' })).toBeVisible();
  const box = await calendar.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
  expect(box!.y + box!.height).toBeLessThanOrEqual(720);
  // Its 'Uygula' is where a click reaches it (nothing of the dialog over it).
  await expect(calendar.getByRole('button', { name: 'Uygula' })).toBeInViewport({ ratio: 1 });
  // Escape closes the calendar only; the dialog stays with what was typed.
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(closing).toBeVisible();
  await closing.getByRole('button', { name: 'Vazgeç' }).click();

  // BTrans: the month in Turkish, picked with the keyboard and typed.
  await page.goto(`/dashboard/btrans?month=${year}-04`);
  const month = page.getByRole('combobox', { name: 'Rapor ayı' });
  await expect(month).toHaveValue(`Nisan ${year}`);
  await page.getByRole('button', { name: 'Ayları aç' }).click();
  const months = page.getByRole('dialog', { name: 'Rapor ayı: ay seçimi' });
  await expect(months.getByRole('button', { name: `Nisan ${year}` })).toBeFocused();
  await expect(months.getByRole('button', { name: `Ağustos ${year}` })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(months.getByRole('button', { name: `Mayıs ${year}` })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`month=${year}-05$`));
  await expect(month).toHaveValue(`Mayıs ${year}`);
  await month.fill(`13.${year}`);
  await month.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Ay 1 ile 12 arasında olmalı.' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`month=${year}-05$`));
  await month.fill(`mart ${year}`);
  await month.press('Enter');
  await expect(page).toHaveURL(new RegExp(`month=${year}-03$`));
  await expect(month).toHaveValue(`Mart ${year}`);

  // A blog post shown from 1 July at 14:30 Turkish time, whatever the browser's language.
  await page.goto('/dashboard/blog');
  await page.getByRole('button', { name: 'Yeni Yazı' }).click();
  const form = page.getByRole('form', { name: 'Blog yazısı formu' });
  const title = `Kelebekler Vadisi ${year}`;
  await form.getByRole('textbox', { name: 'Başlık', exact: true }).fill(title);
  await form.getByLabel('Özet').fill('Temmuzda vadiye tekneyle.');
  await form.getByRole('textbox', { name: 'Yazı içeriği' }).click();
  await page.keyboard.type('Faralya’dan inen patika ve Ölüdeniz’den kalkan tekneler.');
  const when = form.getByRole('group', { name: 'Yayın tarihi' });
  const day = when.getByLabel('Tarih', { exact: true });
  await expect(day).toHaveAttribute('placeholder', 'gg.aa.yyyy');
  await typeDay(day, `${year}-07-01`);
  // The day's calendar is open beside the field; Escape closes it and leaves the post's dialog open.
  const dayCalendar = page.getByRole('dialog', { name: 'Tarih seçimi' });
  await expect(dayCalendar.getByRole('grid', { name: `Temmuz ${year}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dayCalendar).toBeHidden();
  await expect(form).toBeVisible();
  const time = when.getByLabel('Saat', { exact: true });
  await time.fill('25:00');
  await time.press('Enter');
  await expect(when.getByRole('alert')).toHaveText('Saat 00 ile 23 arasında olmalı.');
  await time.fill('14:30');
  await time.press('Enter');
  await expect(when.getByRole('alert')).toHaveCount(0);
  await expect(day).toHaveValue(trDay(`${year}-07-01`));
  await form.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Yazı eklendi.')).toBeVisible();
  const list = await request.get('/v1/admin/blog?take=50', { headers: auth });
  const posts = (await list.json()).content as { title: string; publishedAt: string | null }[];
  const saved = posts.find((p) => p.title === title);
  expect(saved?.publishedAt && new Date(saved.publishedAt).toISOString()).toBe(`${year}-07-01T11:30:00.000Z`);
});
