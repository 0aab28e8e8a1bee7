import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { getter, tokens, useApp } from './support/app.ts';
import { buildStatementFixture, type StatementFixture } from './owner-statement-fixtures.ts';

// 'Excel'e aktar' of the reservations and payments lists, read back with exceljs.

let admin: string;
let owner: string;
let f: StatementFixture;

const t = useApp({}, async (t) => {
  f = await buildStatementFixture(t.db);
  [admin, owner] = await tokens(t.app);
});

const get = getter(t);

async function sheetOf(url: string, token: string) {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { ws, header: rows[0] as string[], body: rows.slice(1) };
}

describe('GET /v1/admin/reservations/export', () => {
  const url = '/v1/admin/reservations/export?oldrez=false&datetype=checkin&date1=2031-06-01&date2=2031-07-31';

  it('ADMIN: the list’s filters, Turkish headers and dates, amounts as numbers', async () => {
    const { ws, header, body } = await sheetOf(`${url}&status=confirmed&order=checkin_asc`, admin);
    expect(header.slice(0, 4)).toEqual(['Rezervasyon kodu', 'Durum', 'Villa', 'Misafir']);
    expect(header).toContain('Toplam tutar (TL)');
    // Confirmed, check-in within June–July, by check-in: S6, S1, S2, S7, S5 (cancelled S3, new S4 out).
    expect(body.map((r) => r[0])).toEqual(['ST0006', 'ST0001', 'ST0002', 'ST0007', 'ST0005']);
    const s1 = body[1]!;
    expect(s1[1]).toBe('Onaylandı');
    expect(s1[6]).toBe('28.06.2031');
    expect(s1[7]).toBe('03.07.2031');
    const total = header.indexOf('Toplam tutar (TL)');
    expect(s1[total]).toBe(10500);
    expect(ws.getColumn(total + 1).numFmt).toBe('#,##0.00');
  });

  it('filters: a status and a code', async () => {
    const cancelled = await sheetOf(`${url}&status=cancelled`, admin);
    expect(cancelled.body.map((r) => r[0])).toEqual(['ST0003']);
    const one = await sheetOf(`${url}&reservation_id=ST0002`, admin);
    expect(one.body.map((r) => r[0])).toEqual(['ST0002']);
  });

  it('OWNER: only their own villas’ reservations (no owner 2 stay)', async () => {
    const { body } = await sheetOf(`${url}&order=checkin_asc`, owner);
    const codes = body.map((r) => r[0]);
    expect(codes).toContain('ST0001');
    expect(codes).not.toContain('ST0007');
  });

  it('no token: 401; bad filter: 400', async () => {
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`${url}&status=bogus`, admin)).statusCode).toBe(400);
  });
});

describe('GET /v1/admin/transactions/export', () => {
  it('ADMIN: Turkish headers, the list’s filters, amounts as numbers', async () => {
    const { header, body } = await sheetOf('/v1/admin/transactions/export?status=completed', admin);
    expect(header).toEqual(
      expect.arrayContaining(['Ödeme tarihi', 'Rezervasyon kodu', 'Tutar (TL)', 'Yöntem', 'Durum']),
    );
    const code = header.indexOf('Rezervasyon kodu');
    const tl = header.indexOf('Tutar (TL)');
    expect(body.map((r) => r[code]).sort()).toEqual(['ST0001', 'ST0002']);
    expect(body.every((r) => typeof r[tl] === 'number')).toBe(true);
    expect(body.every((r) => r[header.indexOf('Durum')] === 'Tamamlandı')).toBe(true);
    expect(String(body[0]![0])).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const one = await sheetOf(`/v1/admin/transactions/export?reservation_id=${f.ids.ST0001}`, admin);
    expect(one.body).toHaveLength(2);
  });

  it('ADMIN only: OWNER 403, no token 401', async () => {
    expect((await get('/v1/admin/transactions/export', owner)).statusCode).toBe(403);
    expect((await get('/v1/admin/transactions/export')).statusCode).toBe(401);
  });
});
