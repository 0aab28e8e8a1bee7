import ExcelJS from 'exceljs';
import { asc, inArray, not } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservations, villaBlocks } from '../src/db/schema/reservations.ts';
import { villaIcalEvents, villaIcalFeeds, villas } from '../src/db/schema/villas.ts';
import { bearer } from './helper.ts';
import { tokens, useApp } from './support/app.ts';

// The README's Definitions on fixtures that exercise every rule: a stay crossing the period's start,
// one crossing a month edge and the period's end (revenue spread evenly, only nights in the period),
// a 'Manuel kapatma' and a calendar closing (fewer available nights), an imported iCal block
// (channel nights), a cancelled stay, an option, two villas in different towns, an inactive villa.
// Runs on PGlite and (api-postgres project) on PostgreSQL.

let admin: string;
let owner: string;
let A: { id: number; townId: number };
let B: { id: number; townId: number };
let C: { id: number; townId: number };
const FROM = '2031-07-10';
const TO = '2031-08-05'; // 22 July days + 4 August days

let n = 0;
async function stay(
  villaId: number,
  checkIn: string,
  checkOut: string,
  amount: string,
  over: Partial<typeof reservations.$inferInsert> = {},
) {
  n += 1;
  await t.db.insert(reservations).values({
    reservationCode: `PF-${n}`,
    villaId,
    status: 'confirmed',
    customerName: `Misafir ${n}`,
    checkIn,
    checkOut,
    nights: Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
    accommodationAmount: amount,
    cleaningFee: '750.00',
    deposit: '5000.00',
    totalAmount: String(Number(amount) + 750),
    ...over,
  });
}

const t = useApp({}, async (t) => {
  const all = await t.db
    .select({ id: villas.id, townId: villas.townId })
    .from(villas)
    .orderBy(asc(villas.id));
  A = all[0]!;
  B = all.find((v) => v.townId !== A.townId)!;
  C = all.find((v) => v.id !== A.id && v.id !== B.id)!;
  expect(B).toBeDefined();
  // Only A and B are active: every other villa (C among them) is left out of the report.
  await t.db
    .update(villas)
    .set({ active: false })
    .where(not(inArray(villas.id, [A.id, B.id])));
  await t.db
    .update(villas)
    .set({ active: true })
    .where(inArray(villas.id, [A.id, B.id]));
  // Nothing seeded in 2031 may disturb the figures.
  await t.db.delete(reservations).where(inArray(reservations.villaId, [A.id, B.id, C.id]));

  // A: crosses the period's start (4 nights, 1,000 TL a night; 2 nights in the period).
  await stay(A.id, '2031-07-08', '2031-07-12', '4000.00', {
    source: 'web',
    createdAt: new Date('2031-06-08T09:00:00Z'),
  });
  // A: crosses July/August and the period's end (10 nights, 1,500 TL a night; 3 + 4 in the period).
  await stay(A.id, '2031-07-29', '2031-08-08', '15000.00', {
    source: 'staff',
    createdAt: new Date('2031-07-19T09:00:00Z'),
  });
  // A: an option and a cancelled stay sell nothing; the cancelled one is counted as such.
  await stay(A.id, '2031-07-22', '2031-07-25', '9000.00', { status: 'awaiting_prepayment' });
  await stay(A.id, '2031-07-25', '2031-07-28', '3000.00', { status: 'cancelled' });
  await stay(A.id, '2031-06-01', '2031-06-05', '3000.00', { status: 'cancelled' });
  // A: entirely after the period.
  await stay(A.id, '2031-08-10', '2031-08-12', '8000.00');
  // A: a manual closing (3 nights) and a calendar closing (1 night).
  await t.db.insert(villaBlocks).values([
    { villaId: A.id, period: '[2031-07-15,2031-07-18)', kind: 'external' },
    { villaId: A.id, period: '[2031-07-20,2031-07-21)', kind: 'closed' },
  ]);
  // B (another town): an offer's stay of 2 nights and an Airbnb block crossing the period's end.
  await stay(B.id, '2031-07-12', '2031-07-14', '5000.50', {
    source: 'offer',
    createdAt: new Date('2031-07-02T09:00:00Z'),
  });
  const [feed] = await t.db
    .insert(villaIcalFeeds)
    .values({ villaId: B.id, source: 'airbnb', url: 'https://example.com/b.ics' })
    .returning();
  const [event] = await t.db
    .insert(villaIcalEvents)
    .values({ feedId: feed!.id, villaId: B.id, uid: 'pf-1', startDate: '2031-08-01', endDate: '2031-08-10' })
    .returning();
  await t.db
    .insert(villaBlocks)
    .values({ villaId: B.id, period: '[2031-08-01,2031-08-10)', kind: 'ical', icalEventId: event!.id });
  // C is inactive: its stay is not part of any figure.
  await stay(C.id, '2031-07-15', '2031-07-20', '50000.00');

  [admin, owner] = await tokens(t.app);
});

const get = (query: string, token: string | null = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/v1/admin/reports/performance?${query}`,
    headers: token ? bearer(token) : {},
  });

describe('GET /v1/admin/reports/performance', () => {
  it('adds up the period by the Definitions', async () => {
    const res = await get(`from=${FROM}&to=${TO}`);
    expect(res.statusCode).toBe(200);
    const r = res.json().content;
    expect(r.totals).toEqual({
      nights: 52,
      available_nights: 48,
      sold_nights: 11,
      channel_nights: 4,
      closed_nights: 4,
      revenue: 17_500.5,
      occupancy: 0.3125,
      adr: 1590.95,
      revpar: 364.59,
    });
    const villaA = r.by_villa.find((v: { villa_id: number }) => v.villa_id === A.id);
    const villaB = r.by_villa.find((v: { villa_id: number }) => v.villa_id === B.id);
    expect(r.by_villa).toHaveLength(2);
    expect(villaA).toMatchObject({
      town_id: A.townId,
      nights: 26,
      available_nights: 22,
      sold_nights: 9,
      channel_nights: 0,
      closed_nights: 4,
      revenue: 12_500,
      occupancy: 0.4091,
      adr: 1388.89,
      revpar: 568.18,
    });
    expect(villaB).toMatchObject({
      town_id: B.townId,
      nights: 26,
      available_nights: 26,
      sold_nights: 2,
      channel_nights: 4,
      closed_nights: 0,
      revenue: 5000.5,
      occupancy: 0.2308,
      adr: 2500.25,
      revpar: 192.33,
    });
    expect(r.by_month).toEqual([
      {
        month: '2031-07',
        nights: 44,
        available_nights: 40,
        sold_nights: 7,
        channel_nights: 0,
        closed_nights: 4,
        revenue: 11_500.5,
        occupancy: 0.175,
        adr: 1642.93,
        revpar: 287.51,
      },
      {
        month: '2031-08',
        nights: 8,
        available_nights: 8,
        sold_nights: 4,
        channel_nights: 4,
        closed_nights: 0,
        revenue: 6000,
        occupancy: 1,
        adr: 1500,
        revpar: 750,
      },
    ]);
    expect(r.cancellations).toEqual({ count: 1, nights: 3, revenue: 3000 });
    // Request → check-in: 30, 10 and 10 days.
    expect(r.lead_time).toEqual({ median_days: 10, bookings: 3 });
    expect(r.sources).toEqual([
      { key: 'web', label: 'Site', kind: 'reservation', bookings: 1, nights: 2, revenue: 2000 },
      { key: 'offer', label: 'Teklif', kind: 'reservation', bookings: 1, nights: 2, revenue: 5000.5 },
      { key: 'staff', label: 'Personel', kind: 'reservation', bookings: 1, nights: 7, revenue: 10_500 },
      { key: 'channel:airbnb', label: 'Airbnb', kind: 'channel', bookings: 1, nights: 4, revenue: null },
    ]);
  });

  it('filters by town and by villa', async () => {
    const town = (await get(`from=${FROM}&to=${TO}&town_id=${A.townId}`)).json().content;
    expect(town.by_villa.map((v: { villa_id: number }) => v.villa_id)).toEqual([A.id]);
    expect(town.totals).toMatchObject({ nights: 26, sold_nights: 9, revenue: 12_500 });
    const villa = (await get(`from=${FROM}&to=${TO}&villa_id=${B.id}`)).json().content;
    expect(villa.by_villa.map((v: { villa_id: number }) => v.villa_id)).toEqual([B.id]);
    expect(villa.totals).toMatchObject({ nights: 26, sold_nights: 2, channel_nights: 4, revenue: 5000.5 });
    expect(villa.sources.map((s: { key: string }) => s.key)).toEqual(['offer', 'channel:airbnb']);
  });

  it('gives 0, not NaN, when a division has nothing to divide by', async () => {
    // A is closed every night of 15–18 July: no available and no sold night.
    const closed = (await get(`from=2031-07-15&to=2031-07-18&villa_id=${A.id}`)).json().content;
    expect(closed.totals).toEqual({
      nights: 3,
      available_nights: 0,
      sold_nights: 0,
      channel_nights: 0,
      closed_nights: 3,
      revenue: 0,
      occupancy: 0,
      adr: 0,
      revpar: 0,
    });
    expect(closed.lead_time).toEqual({ median_days: null, bookings: 0 });
    // An inactive villa: no villa at all.
    const none = (await get(`from=${FROM}&to=${TO}&villa_id=${C.id}`)).json().content;
    expect(none.by_villa).toEqual([]);
    expect(none.totals).toMatchObject({ nights: 0, available_nights: 0, occupancy: 0, adr: 0, revpar: 0 });
  });

  it('is for ADMIN only: OWNER 403, no token 401', async () => {
    expect((await get(`from=${FROM}&to=${TO}`, owner)).statusCode).toBe(403);
    expect((await get(`from=${FROM}&to=${TO}`, null)).statusCode).toBe(401);
  });

  it('refuses a period that ends before it starts or lasts over a year', async () => {
    const back = await get(`from=${TO}&to=${FROM}`);
    expect(back.statusCode).toBe(400);
    expect(back.body).toContain('Bitiş tarihi başlangıç tarihinden sonra olmalı.');
    expect((await get('from=2031-01-01&to=2032-06-01')).statusCode).toBe(400);
    expect((await get(`from=${FROM}&to=${FROM}`)).statusCode).toBe(400);
  });

  it('exports the report as an Excel workbook with numbers', async () => {
    const res = await get(`from=${FROM}&to=${TO}&format=xlsx`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(`performans-${FROM}_${TO}.xlsx`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const villasSheet = wb.getWorksheet('Villalar')!;
    expect(villasSheet.getRow(2).values).toContain('Doluluk');
    const totalRow = villasSheet.getRow(villasSheet.rowCount);
    expect(totalRow.getCell(1).value).toBe('Toplam');
    expect(totalRow.getCell(8).value).toBe(17_500.5); // Gelir (TL), a number
    expect(totalRow.getCell(9).value).toBe(0.3125); // Doluluk, shown as a percentage
    const months = wb.getWorksheet('Aylar')!;
    expect(months.getRow(3).getCell(1).value).toBe('Temmuz 2031');
    const sources = wb.getWorksheet('Kaynaklar')!;
    const labels = sources.getColumn(1).values;
    expect(labels).toContain('Airbnb');
    expect(labels).toContain('İptal edilen rezervasyon');
  });
});
