import ExcelJS from 'exceljs';
import { XMLParser } from 'fast-xml-parser';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { districts, towns } from '../src/db/schema/regions.ts';
import { reservations } from '../src/db/schema/reservations.ts';
import { settings } from '../src/db/schema/settings.ts';
import { villas } from '../src/db/schema/villas.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { bearer, TEST_JWT_SECRET } from './helper.ts';
import { expectAdminOnly, getter, useSignedInApp } from './support/app.ts';

let complete: { id: number; name: string; town: string; district: string };
let incomplete: { id: number; name: string };
const MONTH = '2031-07';

/** A stay written by hand, as the reservations module would have stored it. */
async function stay(villaId: number, code: string, checkIn: string, checkOut: string, over = {}) {
  await t.db.insert(reservations).values({
    reservationCode: code,
    villaId,
    status: 'confirmed',
    customerName: 'Misafir',
    checkIn,
    checkOut,
    guests: 4,
    adults: 4,
    nights: Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000),
    totalAmount: '42000.00',
    ...over,
  });
}

const t = useSignedInApp({}, async (t) => {
  const all = await t.db
    .select({ id: villas.id, name: villas.name, town: towns.name, townId: villas.townId })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .orderBy(asc(villas.id));
  const [district] = await t.db.select().from(districts).where(eq(districts.townId, all[0]!.townId));
  await t.db
    .update(villas)
    .set({
      districtId: district!.id,
      address: 'Kalkan Mah. 12. Sokak No: 4',
      licenseNumber: '07-1234',
      btransIdentityNumber: '12345678901',
      btransOwnerName: 'Mehmet Öztürk',
      btransIban: 'TR33 0006 1005 1978 6457 8413 26',
      btransCommissionRate: '15',
    })
    .where(eq(villas.id, all[0]!.id));
  complete = { id: all[0]!.id, name: all[0]!.name, town: all[0]!.town, district: district!.name };
  await t.db
    .update(villas)
    .set({
      address: '',
      districtId: null,
      btransIdentityNumber: '',
      btransIban: '',
      btransOwnerName: '',
      licenseNumber: '',
    })
    .where(eq(villas.id, all[1]!.id));
  incomplete = { id: all[1]!.id, name: all[1]!.name };

  await stay(complete.id, 'BT-IN-1', '2031-07-03', '2031-07-10');
  await stay(complete.id, 'BT-EDGE', '2031-06-28', '2031-07-01', { totalAmount: '18000.00' });
  await stay(complete.id, 'BT-NEXT', '2031-07-28', '2031-08-02');
  await stay(complete.id, 'BT-OPTION', '2031-07-12', '2031-07-15', { status: 'awaiting_prepayment' });
  await stay(incomplete.id, 'BT-MISSING', '2031-07-05', '2031-07-09');
  await t.db
    .insert(settings)
    .values({ key: 'agency_tax_number', value: '1234567890', group: 'site' })
    .onConflictDoUpdate({ target: settings.key, set: { value: '1234567890' } });
});

const getAs = getter(t);
const get = (url: string, token: string | null = t.admin) => getAs(url, token);

describe('BTrans report', () => {
  it('lists the confirmed stays that check out in the month and leaves out incomplete ones with the reasons', async () => {
    const res = await get(`/v1/admin/reports/btrans?month=${MONTH}`);
    expect(res.statusCode).toBe(200);
    const report = res.json().content;
    expect(report.agency).toEqual({ name: 'Likya Villa', tursabNumber: '17704', taxNumber: '1234567890' });
    expect(report.warnings).toEqual([]);
    expect(report.records.map((r: { reservationCode: string }) => r.reservationCode)).toEqual([
      'BT-EDGE',
      'BT-IN-1',
    ]);
    expect(report.records[1]).toEqual({
      reservationId: expect.any(Number),
      reservationCode: 'BT-IN-1',
      villaId: complete.id,
      villaName: complete.name,
      licenseNumber: '07-1234',
      address: 'Kalkan Mah. 12. Sokak No: 4',
      townName: complete.town,
      districtName: complete.district,
      checkIn: '2031-07-03',
      checkOut: '2031-07-10',
      nights: 7,
      guests: 4,
      amount: 42_000,
      commissionRate: 15,
      commission: 6_300,
      ownerIdentityNumber: '12345678901',
      ownerName: 'Mehmet Öztürk',
      iban: 'TR330006100519786457841326',
    });
    expect(report.totals).toEqual({ count: 2, amount: 60_000, commission: 9_000 });
    expect(report.skipped).toEqual([
      {
        reservationId: expect.any(Number),
        reservationCode: 'BT-MISSING',
        villaId: incomplete.id,
        villaName: incomplete.name,
        checkIn: '2031-07-05',
        checkOut: '2031-07-09',
        reasons: [
          'Ev sahibi TC kimlik / vergi numarası eksik.',
          'Ev sahibi adı eksik.',
          'IBAN eksik.',
          'Villa adresi eksik.',
          'Villanın ilçe/mahalle bilgisi eksik.',
        ],
      },
    ]);
  });

  it('downloads the GİB XML with the agency header and one record per stay', async () => {
    const res = await get(`/v1/admin/reports/btrans?month=${MONTH}&format=xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="btrans-${MONTH}.xml"`);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(res.body);
    const root = doc.GunlukKiralamaBildirimi;
    expect(root['@_donem']).toBe(MONTH);
    expect(root.Baslik.AraciHizmetSaglayici).toEqual({
      Unvan: 'Likya Villa',
      VKN: '1234567890',
      TursabBelgeNo: '17704',
    });
    expect(root.Baslik).toMatchObject({
      KayitSayisi: '2',
      ToplamKiraBedeli: '60000.00',
      ToplamKomisyon: '9000.00',
    });
    const records = root.Kayitlar.Kayit;
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual({
      '@_siraNo': '2',
      RezervasyonNo: 'BT-IN-1',
      Tasinmaz: {
        Ad: complete.name,
        IzinBelgeNo: '07-1234',
        Adres: 'Kalkan Mah. 12. Sokak No: 4',
        Ilce: complete.town,
        Mahalle: complete.district,
      },
      GirisTarihi: '2031-07-03',
      CikisTarihi: '2031-07-10',
      GeceSayisi: '7',
      KisiSayisi: '4',
      KiraBedeli: '42000.00',
      KomisyonOrani: '15.00',
      KomisyonTutari: '6300.00',
      ParaBirimi: 'TRY',
      MalSahibi: {
        TCKNVKN: '12345678901',
        AdSoyadUnvan: 'Mehmet Öztürk',
        IBAN: 'TR330006100519786457841326',
      },
    });
    expect(res.body).not.toContain('BT-MISSING');
  });

  it('a month without stays gives an empty file; no agency tax number refuses the XML with 409', async () => {
    const empty = await get('/v1/admin/reports/btrans?month=2030-02');
    expect(empty.json().content).toMatchObject({ records: [], skipped: [], totals: { count: 0, amount: 0 } });
    await t.db.update(settings).set({ value: '' }).where(eq(settings.key, 'agency_tax_number'));
    // AGENCY_TAX_NUMBER is read by the config module; the server passes it to the app.
    const withEnv = await buildApp({
      db: t.db,
      jwtSecret: TEST_JWT_SECRET,
      agencyTaxNumber: loadConfig({ AGENCY_TAX_NUMBER: ' 9876543210 ' }).agencyTaxNumber,
    });
    try {
      const json = await get(`/v1/admin/reports/btrans?month=${MONTH}`);
      expect(json.json().content.warnings[0]).toMatch(/Acente vergi kimlik numarası tanımlı değil/);
      const xml = await get(`/v1/admin/reports/btrans?month=${MONTH}&format=xml`);
      expect(xml.statusCode).toBe(409);
      expect(xml.json().content.message).toMatch(/Acente vergi kimlik numarası tanımlı değil/);
      const fromEnv = await withEnv.inject({
        url: `/v1/admin/reports/btrans?month=${MONTH}&format=xml`,
        headers: bearer(t.admin),
      });
      expect(fromEnv.statusCode).toBe(200);
      expect(fromEnv.body).toContain('<VKN>9876543210</VKN>');
    } finally {
      await withEnv.close();
      await t.db.update(settings).set({ value: '1234567890' }).where(eq(settings.key, 'agency_tax_number'));
    }
  });

  it('refuses a bad month or format with a Turkish message', async () => {
    for (const q of ['month=2031-13', 'month=2031-7', '', `month=${MONTH}&format=pdf`]) {
      const res = await get(`/v1/admin/reports/btrans?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().content.message).toMatch(/Ay |Biçim|gerekli/);
    }
  });
});

describe('villa (Ministry) report', () => {
  it('lists villas with permit number and owner, and the confirmed stays that touch the period', async () => {
    const res = await get('/v1/admin/reports/ministry?from=2031-07-01&to=2031-07-31');
    expect(res.statusCode).toBe(200);
    const report = res.json().content;
    const villa = report.villas.find((v: { villaId: number }) => v.villaId === complete.id);
    expect(villa).toMatchObject({
      licenseNumber: '07-1234',
      ownerName: 'Mehmet Öztürk',
      townName: complete.town,
    });
    // BT-EDGE's last night is June 30: outside. The option is not a stay.
    expect(villa.stays.map((s: { reservationCode: string }) => s.reservationCode)).toEqual([
      'BT-IN-1',
      'BT-NEXT',
    ]);
    expect(villa.stays[0]).toEqual({
      reservationId: expect.any(Number),
      reservationCode: 'BT-IN-1',
      checkIn: '2031-07-03',
      checkOut: '2031-07-10',
      nights: 7,
      guests: 4,
    });
    const other = report.villas.find((v: { villaId: number }) => v.villaId === incomplete.id);
    expect(other.licenseNumber).toBe('');
    expect(other.stays).toHaveLength(1);
    expect(report.totals).toMatchObject({ stays: 3, nights: 7 + 5 + 4, guests: 12 });
  });

  it('downloads an Excel file that exceljs opens, holding one row per stay', async () => {
    const res = await get('/v1/admin/reports/ministry?from=2031-07-01&to=2031-07-31&format=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="villa-raporu-2031-07-01_2031-07-31.xlsx"',
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Villa Raporu')!;
    expect(ws.getCell('A1').value).toBe('Likya Villa · Villa Raporu');
    expect(ws.getRow(3).values).toEqual([
      undefined,
      'Villa',
      'Bakanlık izin no',
      'Ev sahibi',
      'Bölge',
      'Rezervasyon',
      'Giriş',
      'Çıkış',
      'Gece',
      'Kişi',
    ]);
    const rows: unknown[][] = [];
    ws.eachRow((row, n) => {
      if (n > 3) rows.push((row.values as unknown[]).slice(1));
    });
    const inJuly = rows.find((r) => r[4] === 'BT-IN-1')!;
    expect(inJuly.slice(0, 5)).toEqual([
      complete.name,
      '07-1234',
      'Mehmet Öztürk',
      `${complete.town} / ${complete.district}`,
      'BT-IN-1',
    ]);
    expect((inJuly[5] as Date).toISOString().slice(0, 10)).toBe('2031-07-03');
    expect((inJuly[6] as Date).toISOString().slice(0, 10)).toBe('2031-07-10');
    expect(inJuly.slice(7)).toEqual([7, 4]);
    expect(rows.filter((r) => typeof r[4] === 'string' && r[4].startsWith('BT-'))).toHaveLength(3);
    const json = (await get('/v1/admin/reports/ministry?from=2031-07-01&to=2031-07-31')).json().content;
    const expected = json.villas.reduce(
      (n: number, v: { stays: unknown[] }) => n + Math.max(1, v.stays.length),
      0,
    );
    expect(rows).toHaveLength(expected);
    expect(rows.filter((r) => r[4] === 'Konaklama yok')).toHaveLength(json.villas.length - 2);
  });

  it('refuses bad periods with a Turkish message', async () => {
    const cases: Array<[string, RegExp]> = [
      ['from=2031-07-31&to=2031-07-01', /Bitiş tarihi başlangıç tarihinden önce olamaz/],
      ['from=2030-01-01&to=2031-07-01', /en fazla bir yıl/],
      ['from=2031-02-30&to=2031-03-01', /geçerli bir tarih değil/],
      ['to=2031-03-01', /Başlangıç tarihi gerekli/],
      ['from=2031-07-01&to=2031-07-31&format=csv', /Biçim json veya xlsx/],
    ];
    for (const [q, message] of cases) {
      const res = await get(`/v1/admin/reports/ministry?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().content.message).toMatch(message);
    }
  });
});

describe('reports access', () => {
  it('OWNER gets 403 and no token 401 on both reports and their files', async () => {
    await expectAdminOnly(
      t,
      [
        `/v1/admin/reports/btrans?month=${MONTH}`,
        `/v1/admin/reports/btrans?month=${MONTH}&format=xml`,
        '/v1/admin/reports/ministry?from=2031-07-01&to=2031-07-31',
        '/v1/admin/reports/ministry?from=2031-07-01&to=2031-07-31&format=xlsx',
      ].map((url) => ({ method: 'GET' as const, url })),
    );
  });
});
