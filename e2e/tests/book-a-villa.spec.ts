import { expect, test } from '@playwright/test';
import { typeDay } from '../support/date-picker';
import { ADMIN } from '../support/env';

const inDays = (days: number) =>
  new Date(Date.now() + 3 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a visitor picks dates, sees the quote and sends a reservation request', async ({ page, request }) => {
  const checkIn = inDays(150);
  const checkOut = inDays(157);
  await page.goto(`/villa/villa-likya-tasi?checkin=${checkIn}&checkout=${checkOut}&guests=4`);
  await expect(page.getByRole('heading', { level: 1, name: 'Villa Likya Taşı' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Müsaitlik takvimi' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fiyatlar' })).toBeVisible();
  const booking = page.locator('#rezervasyon');
  const quote = booking.getByTestId('quote');
  await expect(quote).toContainText('7 gece');
  await expect(quote).toContainText('Temizlik ücreti');
  await expect(quote).toContainText('Ön ödeme (%');
  await expect(booking.getByTestId('quote-total')).toContainText('₺');

  // Too short a stay: the picker refuses it with the period's minimum stay, the quote stays.
  const checkOutField = booking.getByLabel('Çıkış tarihi');
  await typeDay(checkOutField, inDays(151));
  await expect(booking.getByRole('alert')).toContainText(/Bu tarihlerde en az \d+ gece konaklanır\./);
  await expect(quote).toContainText('7 gece');
  // The quote follows the range: one night more, then back.
  await typeDay(checkOutField, inDays(158));
  await expect(quote).toContainText('8 gece');
  await expect(page).toHaveURL(new RegExp(`checkout=${inDays(158)}`));
  await typeDay(checkOutField, checkOut);
  await expect(quote).toContainText('7 gece');

  // Guests by age: three adults, a child and an infant (free of the capacity).
  await booking.getByRole('button', { name: /Misafirler/ }).click();
  await booking.getByRole('button', { name: 'Yetişkin azalt' }).click();
  await booking.getByRole('button', { name: 'Çocuk artır' }).click();
  await booking.getByRole('button', { name: 'Bebek artır' }).click();
  await booking.getByRole('button', { name: 'Tamam' }).click();
  await expect(booking.getByRole('button', { name: /Misafirler/ })).toContainText(
    '3 yetişkin, 1 çocuk, 1 bebek',
  );
  await expect(page).toHaveURL(/guests=5&adults=3&children=1&infants=1/);
  await expect(quote).toContainText('7 gece');

  // Validation before sending.
  await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();
  await expect(booking.getByText('Adınızı ve soyadınızı yazın.')).toBeVisible();
  await expect(
    booking.getByText('KVKK aydınlatma metnini onaylamanız gerekiyor', { exact: false }),
  ).toBeVisible();

  await booking.getByLabel('Ad soyad').fill('Zeynep Arslan');
  await booking.getByLabel('Telefon').fill('+90 532 444 55 66');
  await booking.getByLabel('E-posta').fill('zeynep.arslan@example.com');
  await booking.getByRole('checkbox').check();
  await booking.getByRole('button', { name: 'Rezervasyon Talebi Gönder' }).click();
  const code = booking.getByTestId('reservation-code');
  await expect(code).toHaveText(/^LV[A-Z2-9]{7}$/);
  const reservationCode = (await code.textContent()) ?? '';

  // Staff see the new request at once.
  const login = await request.post('/v1/auth/login', {
    data: { email: ADMIN.email, password: ADMIN.password },
  });
  const token = (await login.json()).content.accessToken as string;
  const list = await request.get(`/v1/admin/reservations?skip=0&take=100&reservation_id=${reservationCode}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(list.status()).toBe(200);
  const found = (await list.json()).content as Array<{ id: number; reservationCode: string }>;
  const row = found.find((r) => r.reservationCode === reservationCode);
  expect(row).toBeTruthy();
  // The reservation record carries the guests by age, and the total.
  const detail = await request.get(`/v1/admin/reservations/${row!.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect((await detail.json()).content).toMatchObject({ guests: 5, adults: 3, children: 1, infants: 1 });
});

test('booked days are marked on the calendar and cannot be requested', async ({ page, request }) => {
  const avail = await request.get('/v1/villas/villa-mavi-koy/availability');
  const block = (await avail.json()).content.blocked.find((b: { start: string }) => b.start > inDays(1)) as {
    start: string;
    end: string;
  };
  await page.goto(`/villa/villa-mavi-koy?checkin=${block.start}&checkout=${block.end}&guests=2`);
  // The calendar's code loads as its section comes near the screen: the guest scrolls to it.
  await page.getByRole('heading', { name: 'Müsaitlik takvimi' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.is-booked').first()).toBeVisible();
  await expect(page.locator('#rezervasyon').getByRole('alert')).toContainText('villa dolu');
  await expect(page.getByRole('button', { name: 'Rezervasyon Talebi Gönder' })).toHaveCount(0);
});
