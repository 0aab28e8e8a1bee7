import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { useFeedServer } from '../support/feed-server';
import { icsCalendar } from '../support/ical';
import { allVillas, staffApi, useSessionOf } from '../support/session';

// Far enough ahead that no other journey books these nights.
const year = new Date().getUTCFullYear() + 2;
const vrbo = icsCalendar(
  ['PRODID:-//HomeAway.com, Inc.//EN', 'VERSION:2.0', 'CALSCALE:GREGORIAN'],
  [
    {
      uid: 'e2e-stay-1@homeaway.com',
      stamp: '20261120T101500Z',
      start: `${year}1103`,
      duration: 'P4D',
      summary: 'Reserved - E2E',
    },
    {
      uid: 'e2e-stay-2@homeaway.com',
      stamp: '20261120T101500Z',
      start: `${year}1120`,
      end: `${year}1123`,
      summary: 'Reserved - E2E',
    },
  ],
);
// The same export cut short inside its first stay's DTSTART: a broken date and no END lines.
const cutShort = vrbo.slice(0, vrbo.indexOf(`${year}1103`) + `${year}11`.length);

let serving = vrbo;
const feed = useFeedServer('/vrbo.ics', 'text/calendar; charset=utf-8', () => serving);

test('a channel feed that arrives cut short is refused: staff see why, and the nights stay closed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { login, auth } = await staffApi(request, ADMIN);
  await useSessionOf(page, login);
  const villas = (await allVillas(request, auth)).filter((v) => v.active);
  const villa = villas.at(-1)!;
  const blocked = async () =>
    (
      (await (
        await request.get(`/v1/villas/${villa.slug}/availability?from=${year}-11-01&to=${year}-11-30`)
      ).json()) as { content: { blocked: { start: string; end: string }[] } }
    ).content.blocked;

  // The Vrbo export is added and synced: its two stays close the nights.
  await page.goto(`/dashboard/villas/${villa.id}?tab=ical`);
  // The first visit loads the villa area's code and the villa: allow for a cold start.
  await expect(page.getByRole('heading', { name: villa.name })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab', { name: 'Takvim Senkronizasyonu' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByLabel('Kaynak').selectOption({ label: 'Vrbo' });
  await page.getByLabel('iCal adresi (.ics)').fill(feed.url);
  await page.getByRole('button', { name: 'Takvim Ekle' }).click();
  const card = page.getByTestId('ical-feed').filter({ hasText: feed.url });
  await expect(card).toContainText('Henüz senkronize edilmedi');
  await page.getByRole('button', { name: 'Önizle' }).click();
  await expect(page.getByTestId('sync-preview')).toContainText('Eklenecek: 2');
  await page.getByRole('button', { name: 'Senkronize Et' }).click();
  await expect(page.getByTestId('sync-result')).toBeVisible();
  await expect(card).toContainText('Son senkronizasyon başarılı');
  await expect(card).toContainText('Son başarılı senkronizasyon:');
  expect(await blocked()).toEqual([
    { start: `${year}-11-03`, end: `${year}-11-07` },
    { start: `${year}-11-20`, end: `${year}-11-23` },
  ]);

  // The channel now sends the export cut short. The preview refuses it whole and removes nothing.
  serving = cutShort;
  await page.getByRole('button', { name: 'Önizle' }).click();
  const preview = page.getByTestId('sync-preview');
  await expect(preview).toContainText('Takvimin tamamı reddedildi; hiçbir şey değişmedi.');
  await expect(preview).toContainText('Takvim eksik indi: 5. satırda başlayan VEVENT kapanmıyor');
  await expect(preview).not.toContainText('Kaldırılacak');
  await page.getByRole('button', { name: 'Senkronize Et' }).click();
  await expect(page.getByTestId('sync-result')).toBeVisible();

  // The feed's card records the error and when it started; the nights stay closed.
  await expect(card).toContainText('Son senkronizasyon hatalı');
  const error = card.getByTestId('ical-feed-error');
  await expect(error).toContainText('Takvim okunamadı (');
  await expect(error).toContainText('END:VEVENT yok');
  await expect(error).toContainText('Bu takvimden gelen mevcut kapatmalara dokunulmadı.');
  expect(await blocked()).toEqual([
    { start: `${year}-11-03`, end: `${year}-11-07` },
    { start: `${year}-11-20`, end: `${year}-11-23` },
  ]);

  // The villa's calendar still lists the imported stays.
  await page.getByRole('tab', { name: 'Takvim', exact: true }).click();
  await expect(page.getByTestId('date-row').filter({ hasText: `03.11.${year}` })).toBeVisible();

  // Tidy up: the feed and its blocks go; nothing else of the villa is touched.
  await page.getByRole('tab', { name: 'Takvim Senkronizasyonu' }).click();
  await card.getByRole('button', { name: 'Sil' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sil' }).click();
  await expect(card).toHaveCount(0);
  expect(await blocked()).toEqual([]);
});
