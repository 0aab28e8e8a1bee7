import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN } from '../support/env';
import { apiLogin, useSessionOf } from '../support/session';

interface Range {
  from: string;
  days: string[];
  villas: { id: number; name: string }[];
  spans: { villaId: number; start: string; end: string }[];
}

const DAY_W = 36;

/** The first run of `n` free nights of a villa in the window, from index `after` on. */
function freeRun(range: Range, villaId: number, n: number, after = 0): number {
  const busy = range.days.map((d) =>
    range.spans.some((s) => s.villaId === villaId && s.start <= d && d < s.end),
  );
  for (let i = after; i + n <= busy.length; i++) if (busy.slice(i, i + n).every((b) => !b)) return i;
  throw new Error(`no ${n} free nights for villa ${villaId}`);
}

/** Presses on night `a` of a row's track, moves to night `b` and releases (a real drag). */
async function drag(page: Page, track: Locator, a: number, b: number) {
  await track.scrollIntoViewIfNeeded();
  const scroller = page.getByTestId('timeline');
  // Bring night `a` next to the sticky villa names.
  await scroller.evaluate((el, x) => (el.scrollLeft = Math.max(0, x)), a * DAY_W - 2 * DAY_W);
  const box = (await track.boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + (a + 0.5) * DAY_W, y);
  await page.mouse.down();
  await page.mouse.move(box.x + (a + 1) * DAY_W, y, { steps: 3 });
  await page.mouse.move(box.x + (b + 0.5) * DAY_W, y, { steps: 5 });
  await page.mouse.up();
}

test('staff drag over free nights of a villa to close them, and open a stay from its bar', async ({
  page,
  request,
}) => {
  const login = await apiLogin(request, ADMIN.email, ADMIN.password);
  const auth = { authorization: `Bearer ${login.accessToken}` };
  // A window in September–October of next year, away from the demo bookings of this season.
  const from = `${new Date().getUTCFullYear() + 1}-09-01`;
  const to = `${new Date().getUTCFullYear() + 1}-11-02`;
  const rangeOf = async () =>
    (await (await request.get(`/v1/admin/occupancy/range?from=${from}&to=${to}`, { headers: auth })).json())
      .content as Range;
  let range = await rangeOf();
  const villa = range.villas[0]!;

  // A confirmed stay on the villa, to click later and to drag over (refused).
  const stayAt = freeRun(range, villa.id, 6, 20);
  const checkIn = range.days[stayAt + 1]!;
  const checkOut = range.days[stayAt + 5]!;
  const created = await request.post('/v1/admin/reservations', {
    headers: auth,
    data: {
      villaId: villa.id,
      checkIn,
      checkOut,
      adults: 2,
      status: 'confirmed',
      customerName: 'Selin Aydemir',
      customerEmail: 'selin.aydemir@example.com',
      customerPhone: '+90 532 111 22 33',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stay = (await created.json()).content as { id: number; reservationCode: string };
  range = await rangeOf();

  await useSessionOf(page, login);
  await page.goto(`/dashboard/occupancy?baslangic=${from}`);
  await expect(page.getByRole('heading', { name: 'Doluluk Takvimi', level: 1 })).toBeVisible();
  const row = page.locator(`[data-testid="timeline-row"][data-villa-id="${villa.id}"]`);
  const track = row.getByTestId('timeline-track');
  await expect(row.getByRole('link', { name: /^Rezervasyon .*Selin Aydemir/ })).toBeVisible();

  // A drag from a free night into the stay's nights is refused, in Turkish (a press on the bar
  // itself opens the stay instead).
  await drag(page, track, stayAt, stayAt + 3);
  await expect(page.getByTestId('timeline-notice')).toContainText('gecesi dolu');
  await expect(page.getByTestId('timeline-menu')).toHaveCount(0);

  // Three free nights: the menu offers a closing or a booking; the closing opens prefilled.
  const first = freeRun(range, villa.id, 3, 2);
  await drag(page, track, first, first + 2);
  const menu = page.getByTestId('timeline-menu');
  await expect(menu).toContainText(villa.name);
  await expect(menu).toContainText('3 gece');
  await menu.getByRole('button', { name: 'Manuel kapatma' }).click();
  await expect(page).toHaveURL(/\/dashboard\/external/);
  const dialog = page.getByRole('dialog', { name: 'Yeni Manuel Kapatma' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Villa', exact: true })).toHaveValue(String(villa.id));
  await dialog.getByRole('textbox', { name: 'Açıklama' }).fill('Havuz bakımı');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Takvim kapatıldı.')).toBeVisible();

  // Back on the timeline at the same window, the closing's bar is there.
  await expect(page).toHaveURL(new RegExp(`/dashboard/occupancy\\?baslangic=${from}`));
  const closing = row.getByRole('link', { name: /^Manuel kapatma, Havuz bakımı/ });
  await expect(closing).toBeVisible();
  const saved = (await rangeOf()).spans.filter(
    (s) => s.villaId === villa.id && s.start === range.days[first],
  );
  expect(saved).toEqual([expect.objectContaining({ end: range.days[first + 3], source: 'external' })]);

  // A click on the stay's bar opens the reservation.
  await row.getByRole('link', { name: /^Rezervasyon .*Selin Aydemir/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/reservations/villa/${stay.id}$`));
  await expect(page.getByRole('heading', { name: `Rezervasyon ${stay.reservationCode}` })).toBeVisible();
});
