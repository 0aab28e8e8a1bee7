import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../support/env';
import { applyDates, typeDay } from '../support/date-field';
import { allVillas, staffApi, useSessionOf } from '../support/session';

test('staff see a confirmed stay in the BTrans report and download the villa report as Excel', async ({
  page,
  request,
}) => {
  const { login, auth } = await staffApi(request, ADMIN);
  const villas = await allVillas(request, auth);
  // A published villa whose location is complete (the demo data leaves some addresses empty).
  let villa: { id: number; name: string } | undefined;
  for (const v of villas.filter((x) => x.active).slice(6)) {
    const detail = (await (await request.get(`/v1/admin/villas/${v.id}`, { headers: auth })).json())
      .content as {
      address: string;
      district_id: number | null;
    };
    if (detail.address && detail.district_id) {
      villa = v;
      break;
    }
  }
  if (!villa) throw new Error('no villa with a complete location in the demo data');
  const btrans = await request.put(`/v1/admin/villas/btrans/${villa.id}`, {
    headers: auth,
    data: {
      btrans_owner_name: 'Hakan Yıldız',
      btrans_identity_number: '10000000146',
      btrans_iban: 'TR33 0006 1005 1978 6457 8413 26',
      btrans_commission_rate: 12,
    },
  });
  expect(btrans.status(), await btrans.text()).toBe(200);

  // A confirmed April stay next year (off season: free on the demo calendar, 2-night minimum).
  const year = new Date().getUTCFullYear() + 1;
  const created = await request.post('/v1/admin/reservations', {
    headers: auth,
    data: {
      villaId: villa.id,
      customerName: 'Rapor Misafiri',
      checkIn: `${year}-04-06`,
      checkOut: `${year}-04-11`,
      adults: 2,
      status: 'confirmed',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const stay = (await created.json()).content as { reservationCode: string; totalAmount: number };

  await useSessionOf(page, login);
  await page.goto(`/dashboard/btrans?month=${year}-04`);
  await expect(page.getByRole('heading', { name: 'BTrans Raporu' })).toBeVisible();
  const row = page.getByTestId('btrans-row').filter({ hasText: stay.reservationCode });
  await expect(row).toContainText(villa.name);
  await expect(row).toContainText('Hakan Yıldız');
  await expect(row).toContainText('TR330006100519786457841326');
  await expect(row).toContainText('%12');
  await expect(row).toContainText('5 gece · 2 kişi');

  await page
    .getByRole('navigation', { name: 'Raporlar' })
    .getByRole('link', { name: 'Villa Raporu' })
    .click();
  await expect(page.getByRole('heading', { name: 'Villa Raporu' })).toBeVisible();
  await typeDay(page.getByLabel('Başlangıç', { exact: true }), `${year}-04-01`);
  await typeDay(page.getByLabel('Bitiş', { exact: true }), `${year}-04-30`);
  await applyDates(page);
  await expect(page.getByText(stay.reservationCode)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`villa-raporu-${year}-04-01_${year}-04-30.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Villa Raporu')!;
  const rows: unknown[][] = [];
  ws.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  const line = rows.find((r) => r[4] === stay.reservationCode)!;
  expect(line[0]).toBe(villa.name);
  expect(line[2]).toBe('Hakan Yıldız');
  expect(line.slice(7)).toEqual([5, 2]);
});
