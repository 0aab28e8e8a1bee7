import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, BASE_URL } from '../support/env';
import { linksIn, mailTo, waitForMail, type StoredMail } from '../support/mailbox';
import { requestStay } from '../support/reservations';
import { apiLogin, useSessionOf, type LoginResult } from '../support/session';

// Issue 14, card payment: the guest opens the payment link, chooses card, pays on the provider's
// hosted page (in test mode the local iyzico stand-in, marked TEST MODU) with 3-D Secure, lands on
// the Turkish result page; staff see the reservation confirmed and the card payment in Ödemeler.
// The failure card shows the provider's reason and 'Tekrar dene'. The mail is real: the platform
// sends through an SMTP relay of the test run (support/mail-server.ts); the guest opens the link
// from the payment-link mail it received and, once paid, receives the receipt and the confirmation.

const OK_CARD = '5528790000000008';
const POOR_CARD = '4111111111111129';

interface Option {
  id: number;
  code: string;
  token: string;
  prepaymentDue: number;
  email: string;
}

const tl = (n: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(n);
/** Amounts as the mails write them: '12.345,00 TL'. */
const tlInMail = (n: number) =>
  `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} TL`;

/** A received message is whole: both parts, Turkish letters intact, every placeholder filled. */
function expectWholeMail(mail: StoredMail, to: string) {
  expect(mail.to).toEqual([to]);
  expect(mail.text.trim().length).toBeGreaterThan(50);
  expect(mail.html).toContain('<');
  for (const part of [mail.subject, mail.text, mail.html]) {
    expect(part).not.toContain('{{');
    expect(part).not.toContain('}}');
    expect(part).not.toMatch(/Ã|Ä|Å|\uFFFD/); // UTF-8 read as Latin-1, or lost characters
  }
}

/** A visitor's request on a demo villa, then staff send the payment link (an option). */
async function optionWithPaymentLink(
  request: APIRequestContext,
  login: LoginResult,
  villaIndex: number,
  day: number,
): Promise<Option> {
  const auth = { authorization: `Bearer ${login.accessToken}` };
  const villas = (await (await request.get('/v1/admin/villas/all', { headers: auth })).json()).content as {
    id: number;
    active: boolean;
  }[];
  const villa = villas.filter((v) => v.active)[villaIndex]!;
  const email = `elif.kaya.${Date.now()}@example.com`;
  const year = new Date().getUTCFullYear() + 1;
  const checkIn = `${year}-10-${String(day).padStart(2, '0')}`;
  const checkOut = `${year}-10-${String(day + 4).padStart(2, '0')}`;
  const code = await requestStay(
    request,
    { villaId: villa.id, checkIn, checkOut },
    { name: 'Elif Kaya', phone: '+90 532 555 66 77', email },
  );
  const list = await request.get(`/v1/admin/reservations?reservation_id=${code}`, { headers: auth });
  const id = ((await list.json()).content as { id: number }[])[0]!.id;
  const sent = await request.post('/v1/admin/sendpaymentlink', { headers: auth, data: { id } });
  expect(sent.status(), await sent.text()).toBe(200);
  const detail = (await (await request.get(`/v1/admin/reservations/${id}`, { headers: auth })).json())
    .content as { paymentToken: string; prepaymentDue: number };
  return { id, code, token: detail.paymentToken, prepaymentDue: detail.prepaymentDue, email };
}

/** The guest's payment-link mail arrives; the guest opens the link in it. */
async function openPaymentLink(page: Page, option: Option) {
  // Staff may reword the template's subject (manage-website-content does): the link mail is the one
  // naming the reservation that links to the payment page.
  await waitForMail(option.email, option.code);
  let mail: StoredMail | undefined;
  await expect
    .poll(() => {
      mail = mailTo(option.email, option.code).find((m) => linksIn(m).some((l) => l.includes('/odeme/')));
      return mail !== undefined;
    })
    .toBe(true);
  if (!mail) throw new Error('no payment-link mail');
  expect(mail.subject).toContain(option.code);
  expectWholeMail(mail, option.email);
  expect(mail.text).toContain('Elif Kaya');
  expect(mail.html).toContain(tlInMail(option.prepaymentDue));
  const link = linksIn(mail).find((l) => l.includes('/odeme/'));
  expect(link, `a payment link in: ${mail.text}`).toBe(`${BASE_URL}/odeme/${option.token}`);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Rezervasyon ödemesi' })).toBeVisible();
  await expect(page.getByTestId('payment-due')).toHaveText(tl(option.prepaymentDue));
  await expect(page.getByTestId('payment-test-mode')).toContainText('TEST MODU');
}

/** On the provider's hosted page (the stand-in): card, 3-D Secure, back to the site. */
async function payOnHostedPage(page: Page, card: string) {
  await expect(page.getByRole('heading', { name: 'Kartla ödeme' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'TEST MODU' })).toBeVisible();
  await page.locator('input[autocomplete="cc-name"]').fill('Elif Kaya');
  await page.locator('input[autocomplete="cc-number"]').fill(card);
  await page.locator('input[autocomplete="cc-exp"]').fill('12/30');
  await page.locator('input[autocomplete="cc-csc"]').fill('123');
  await page.getByRole('button', { name: 'Öde' }).click();
  await expect(page.getByRole('heading', { name: '3-D Secure doğrulama' })).toBeVisible();
  const code = (await page.locator('.code').textContent())?.trim() ?? '';
  await page.getByLabel('SMS doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Onayla' }).click();
}

test('a guest pays the prepayment by card with 3-D Secure; staff see it confirmed and paid', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const option = await optionWithPaymentLink(request, login, 5, 3 + (Date.now() % 6));

  await openPaymentLink(page, option);
  await page.getByTestId('pay-by-card').click();
  await payOnHostedPage(page, OK_CARD);

  // Back on the site: the result page.
  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-status', 'succeeded', { timeout: 20_000 });
  await expect(result).toContainText('Ödemeniz alındı');
  await expect(page.getByTestId('payment-result-amount')).toHaveText(tl(option.prepaymentDue));
  await expect(page.getByTestId('payment-result-reference')).toHaveText(/^\d+$/);
  await expect(result).toContainText('•••• 0008');
  await expect(page.getByTestId('payment-result-status')).toHaveText('Onaylandı');
  await expect(page).toHaveURL(new RegExp(`/odeme/${option.token}\\?sonuc=`));

  // Staff: the reservation is confirmed, the card payment is in Ödemeler.
  await useSessionOf(page, login);
  await page.goto(`/dashboard/reservations/villa/${option.id}`);
  await expect(page.getByTestId('reservation-status')).toHaveText('Onaylandı');
  await page.goto('/dashboard/transactions?method=card');
  await expect(page.getByRole('heading', { name: 'Ödemeler' })).toBeVisible();
  const row = page.getByTestId('transaction-row').filter({ hasText: option.code });
  await expect(row).toContainText('Kredi kartı');
  await expect(row).toContainText('•••• 0008');
  await expect(row.getByRole('button', { name: 'İade et' })).toBeVisible();

  // The guest's mailbox: the receipt and the confirmation, each once.
  const amount = tlInMail(option.prepaymentDue);
  const receipt = await waitForMail(option.email, 'Ödemeniz alındı');
  expect(receipt.subject).toBe(`Ödemeniz alındı: ${amount} (${option.code})`);
  expectWholeMail(receipt, option.email);
  for (const part of [receipt.text, receipt.html]) {
    expect(part).toContain(amount);
    expect(part).toContain('Kredi kartı');
    expect(part).toContain(option.code);
    expect(part).toContain('Teşekkür ederiz');
  }
  const confirmation = await waitForMail(option.email, 'Rezervasyonunuz onaylandı');
  expect(confirmation.subject).toMatch(new RegExp(`^Rezervasyonunuz onaylandı – .+ \\(${option.code}\\)$`));
  expectWholeMail(confirmation, option.email);
  expect(confirmation.text).toContain('Ödemeniz bize ulaştı');
  expect(confirmation.html).toContain('<strong>onaylandı</strong>');
  expect(mailTo(option.email, 'Ödemeniz alındı')).toHaveLength(1);
  expect(mailTo(option.email, 'Rezervasyonunuz onaylandı')).toHaveLength(1);

  // ADMIN refunds part of it from the reservation screen; the refund shows beside the payment.
  await page.goto(`/dashboard/reservations/villa/${option.id}`);
  const payment = page.getByTestId('reservation-payment-row').filter({ hasText: 'Kredi kartı' });
  await expect(payment.getByTestId('card-details')).toContainText('•••• 0008');
  await payment.getByRole('button', { name: 'İade et' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('İade tutarı (TL)').fill('1000');
  await dialog.getByRole('button', { name: 'İade et' }).click();
  await expect(dialog).toBeHidden();
  const refund = page.getByTestId('reservation-payment-row').filter({ hasText: 'Kart iadesi' });
  await expect(refund).toContainText(tl(-1000).replace(',00', ''));
  await expect(payment.getByTestId('refundable-left')).toContainText(
    new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(option.prepaymentDue - 1000),
  );
});

test('the failure card shows the provider’s reason in Turkish and lets the guest try again', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const option = await optionWithPaymentLink(request, login, 6, 12 + (Date.now() % 6));

  await openPaymentLink(page, option);
  await page.getByTestId('pay-by-card').click();
  await payOnHostedPage(page, POOR_CARD);

  const result = page.getByTestId('payment-result');
  await expect(result).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
  await expect(result).toContainText('Ödeme alınamadı');
  await expect(page.getByTestId('payment-result-message')).toHaveText(
    'Kartınızın limiti ya da bakiyesi yetersiz. Başka bir kartla yeniden deneyebilirsiniz.',
  );
  await expect(page.getByTestId('payment-paid')).toHaveText(tl(0));

  // 'Tekrar dene': a new payment on the provider's page.
  await page.getByRole('button', { name: 'Tekrar dene' }).click();
  await expect(page.getByRole('heading', { name: 'Kartla ödeme' })).toBeVisible();
});
