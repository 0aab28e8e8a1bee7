import { expect, test } from '@playwright/test';
import { dayButton, fieldText, monthName } from '../support/date-picker';

// An English browser: the picker still speaks Turkish (month names, dd.MM.yyyy).
test.use({ locale: 'en-GB' });

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => iso(Date.parse(`${day}T00:00:00Z`) + n * DAY);
const today = () => iso(Date.now() + 3 * 3_600_000);

interface Period {
  startDate: string;
  endDate: string;
  minStay: number;
}

test('a booked night is disabled, its first day is still a check-out, and the quote follows the range', async ({
  page,
  request,
}) => {
  const slug = 'villa-mavi-koy';
  const blocked = (await (await request.get(`/v1/villas/${slug}/availability`)).json()).content
    .blocked as Array<{
    start: string;
    end: string;
  }>;
  const prices = (await (await request.get(`/v1/villas/${slug}`)).json()).content.prices as Period[];
  const isBlocked = (day: string) => blocked.some((b) => b.start <= day && day < b.end);
  const periodOf = (day: string) => prices.find((p) => p.startDate <= day && day <= p.endDate);
  // A booking with k free, priced nights before it, k at least the check-in's minimum stay.
  let stay: { checkIn: string; checkOut: string; nights: number } | null = null;
  for (const b of [...blocked].sort((x, y) => x.start.localeCompare(y.start))) {
    for (let k = 1; k <= 10 && !stay; k++) {
      const checkIn = addDays(b.start, -k);
      if (checkIn <= addDays(today(), 2)) continue;
      const nights = Array.from({ length: k }, (_, i) => addDays(checkIn, i));
      const minStay = periodOf(checkIn)?.minStay ?? 1;
      if (minStay <= k && nights.every((n) => !isBlocked(n) && periodOf(n))) {
        stay = { checkIn, checkOut: b.start, nights: k };
      }
    }
    if (stay) break;
  }
  expect(stay).not.toBeNull();
  const { checkIn, checkOut, nights } = stay!;

  await page.goto(`/villa/${slug}`);
  const booking = page.locator('#rezervasyon');
  await booking.getByLabel('Giriş tarihi').click();
  const calendar = page.getByRole('dialog', { name: 'Giriş ve çıkış tarihleri' });
  await expect(calendar).toBeVisible();
  // Turkish month names whatever the browser's language.
  await expect(calendar.getByRole('grid').first()).toHaveAccessibleName(
    /^(Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık) \d{4}$/,
  );

  // Before a check-in: the booked night's day cannot start a stay.
  const firstBooked = await dayButton(page, checkOut);
  await expect(firstBooked).toBeDisabled();
  await expect(firstBooked).toHaveAccessibleName(/dolu/);

  await (await dayButton(page, checkIn)).click();
  await expect(booking.getByLabel('Giriş tarihi')).toHaveValue(fieldText(checkIn));
  // Now the booking's first day is a valid check-out; the night after it is not.
  await expect(await dayButton(page, checkOut)).toBeEnabled();
  await expect(await dayButton(page, addDays(checkOut, 1))).toBeDisabled();
  await (await dayButton(page, checkOut)).click();

  await expect(calendar).toHaveCount(0);
  await expect(booking.getByLabel('Çıkış tarihi')).toHaveValue(fieldText(checkOut));
  await expect(page).toHaveURL(
    new RegExp(`checkin=${checkIn}&checkout=${checkOut}|checkout=${checkOut}.*checkin=${checkIn}`),
  );
  await expect(booking.getByTestId('quote')).toContainText(`${nights} gece`);
  expect(monthName(checkIn)).toMatch(/^[A-ZÇŞÖÜİ]/);
});

test('guests by age in the home search reach the listing URL', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('form', { name: 'Villa arama' });
  await search.getByRole('button', { name: /Misafir/ }).click();
  const panel = page.getByRole('dialog', { name: 'Misafir' });
  await expect(panel.getByText('Yetişkin', { exact: true })).toBeVisible();
  await expect(panel.getByText('2–12 yaş')).toBeVisible();
  await panel.getByRole('button', { name: 'Çocuk artır' }).click();
  await panel.getByRole('button', { name: 'Bebek artır' }).click();
  await panel.getByRole('button', { name: 'Tamam' }).click();
  await expect(search.getByRole('button', { name: /Misafir/ })).toContainText('2 yetişkin, 1 çocuk, 1 bebek');
  await search.getByRole('button', { name: 'Villa Bul' }).click();
  await expect(page).toHaveURL(/\/listing\?guests=4&adults=2&children=1&infants=1$/);
  await expect(
    page.getByRole('form', { name: 'Villa filtreleri' }).getByRole('button', { name: /Kişi sayısı/ }),
  ).toContainText('2 yetişkin, 1 çocuk, 1 bebek');
});
