import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { waitForMail } from '../support/mailbox';
import { requestStay } from '../support/reservations';
import { allVillas, staffApi, useSessionOf } from '../support/session';

test('staff take a storefront request through payment link, recorded payment and confirmation', async ({
  page,
  request,
}) => {
  const { login, auth } = await staffApi(request, ADMIN);
  const villas = await allVillas(request, auth);
  const villa = villas.filter((v) => v.active)[3]!;
  // A week in October of next year: 3-night minimum, no demo booking there on the chosen villa.
  const year = new Date().getUTCFullYear() + 1;
  const checkIn = `${year}-10-${String(5 + (Date.now() % 10)).padStart(2, '0')}`;
  const checkOutDay = Number(checkIn.slice(8)) + 4;
  const checkOut = `${year}-10-${String(checkOutDay).padStart(2, '0')}`;

  // The visitor's request from the storefront (status 'new': the dates stay open).
  const code = await requestStay(
    request,
    { villaId: villa.id, checkIn, checkOut },
    { name: 'Deniz Yalçın', phone: '+90 532 444 55 66', email: 'deniz.yalcin@example.com' },
  );
  const blockedNow = async () => {
    const res = await request.get(
      `/v1/villas/${villa.slug}/availability?from=${year}-10-01&to=${year}-10-31`,
    );
    return ((await res.json()).content.blocked as { start: string; end: string }[]).some(
      (b) => b.start <= checkIn && b.end >= checkOut,
    );
  };
  expect(await blockedNow()).toBe(false);

  await useSessionOf(page, login);
  await page.goto(`/dashboard/reservations/villa?reservation_id=${code}`);
  await expect(page.getByRole('heading', { name: 'Villa Rezervasyonları' })).toBeVisible();
  const row = page.getByTestId('reservation-row').filter({ hasText: code });
  await expect(row).toContainText('Deniz Yalçın');
  await expect(row).toContainText('Yeni talep');
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { name: `Rezervasyon ${code}` })).toBeVisible();

  // Payment link: an option awaiting prepayment, mailed to the guest (the run's SMTP relay) and logged.
  await page.getByRole('button', { name: 'Ödeme linki gönder' }).click();
  await expect(page.getByText('Ödeme linki gönderildi.')).toBeVisible();
  expect((await waitForMail('deniz.yalcin@example.com', `${code} – `)).subject).toMatch(/ön ödeme linkiniz$/);
  await expect(page.getByTestId('reservation-status')).toHaveText('Ön ödeme bekleniyor');
  await expect(page.getByTestId('reservation-message').first()).toBeVisible();
  expect(await blockedNow()).toBe(true);

  // The customer's payment page.
  const id = Number(page.url().split('/').pop());
  const detail = (await (await request.get(`/v1/admin/reservations/${id}`, { headers: auth })).json())
    .content;
  const customer = await page.context().newPage();
  await customer.goto(`/odeme/${detail.paymentToken}`);
  await expect(customer.getByRole('heading', { name: 'Rezervasyon ödemesi' })).toBeVisible();
  await expect(customer.getByTestId('payment-status')).toHaveText('Ön ödeme bekleniyor');
  const due = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(
    detail.prepaymentDue,
  );
  await expect(customer.getByTestId('payment-due')).toHaveText(due);
  await expect(customer.getByTestId('payment-bank').first()).toBeVisible();
  await customer.close();

  // The bank transfer arrives: record it.
  await page.getByRole('button', { name: 'Ödeme kaydet' }).click();
  const form = page.getByRole('form', { name: 'Ödeme formu' });
  await form.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await expect(page.getByText(/Ödeme kaydedildi/)).toBeVisible();
  await expect(page.getByTestId('paid-amount')).not.toHaveText(/^0,00/);

  // Confirmation: confirmed, and the dates stay closed on the public calendar.
  await page.getByRole('button', { name: 'Onay gönder' }).click();
  await expect(page.getByText('Rezervasyon onayı gönderildi.')).toBeVisible();
  await waitForMail('deniz.yalcin@example.com', `Rezervasyonunuz onaylandı – `);
  await expect(page.getByTestId('reservation-status')).toHaveText('Onaylandı');
  expect(await blockedNow()).toBe(true);

  // The occupancy calendar shows it booked, with a link back to the reservation.
  await page.goto(`/dashboard/occupancy?month=${year}-10`);
  await expect(page.locator(`a[href$="/reservations/villa/${id}"]`).first()).toBeVisible();
});
