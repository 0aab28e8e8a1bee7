import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { bearer } from './helper.ts';
import {
  buildStatementFixture,
  expectOwner1July,
  MONTH,
  OWNER1_JULY,
  OWNER2_JULY,
  type StatementBody,
  type StatementFixture,
} from './owner-statement-fixtures.ts';
import { getter, sender, useSignedInApp } from './support/app.ts';

let f: StatementFixture;

const t = useSignedInApp({}, async (t) => {
  f = await buildStatementFixture(t.db);
});

const get = getter(t);
const send = sender(t);
const statement = async (url: string, token: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ content: StatementBody }>().content;
};

describe('GET /v1/admin/owner-statements', () => {
  it('ADMIN: one owner’s month, every rule of the definitions', async () => {
    expectOwner1July(
      await statement(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner1}`, t.admin),
      f.owner1,
    );
  });

  it('OWNER: their own statement without owner_id, and with their own id', async () => {
    expectOwner1July(await statement(`/v1/admin/owner-statements?month=${MONTH}`, t.owner), f.owner1);
    expectOwner1July(
      await statement(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner1}`, t.owner),
      f.owner1,
    );
  });

  it('OWNER asking for another owner: 403; no token: 401', async () => {
    const other = await get(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner2}`, t.owner);
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain('ST0007');
    expect((await get(`/v1/admin/owner-statements?month=${MONTH}`)).statusCode).toBe(401);
  });

  it('ADMIN without owner_id: one totals row per owner, their sum as totals', async () => {
    const s = await statement(`/v1/admin/owner-statements?month=${MONTH}`, t.admin);
    expect(s.owner).toBeNull();
    expect(s.lines).toEqual([]);
    const byId = new Map(s.owners.map((o) => [o.owner.id, o.totals]));
    expect(byId.get(f.owner1)).toEqual(OWNER1_JULY.totals);
    expect(byId.get(f.owner2)).toEqual(OWNER2_JULY);
    expect(s.totals.owner_share).toBe(20200);
    expect(s.totals.balance).toBe(17500);
  });

  it('the next month carries July’s balance', async () => {
    const s = await statement(`/v1/admin/owner-statements?month=2031-08&owner_id=${f.owner1}`, t.admin);
    // August: S5 (7777 − 1555.40 + 100 = 6321.60), paid 999; carried = July's balance 12 400.
    expect(s.lines.map((l) => l.code)).toEqual(['ST0005']);
    expect(s.totals.carried).toBe(12400);
    expect(s.totals.owner_share).toBe(6321.6);
    expect(s.totals.payouts).toBe(999);
    expect(s.totals.balance).toBe(17722.6);
  });

  it('bad month: 400; unknown owner: 404', async () => {
    expect((await get('/v1/admin/owner-statements?month=2031-13', t.admin)).statusCode).toBe(400);
    expect((await get('/v1/admin/owner-statements?month=2031-07&owner_id=999999', t.admin)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /v1/admin/owner-statements/export', () => {
  it('xlsx: Turkish headers, amounts as numbers', async () => {
    const res = await get(
      `/v1/admin/owner-statements/export?month=${MONTH}&owner_id=${f.owner1}&format=xlsx`,
      t.admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`hakedis-${MONTH}-`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Hakediş Ekstresi')!;
    const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(values(4)).toContain('Ev sahibi payı (TL)');
    expect(values(5)[0]).toBe('ST0001');
    expect(values(5)[2]).toBe('28.06.2031');
    expect(values(5)[10]).toBe(8500);
    expect(typeof values(6)[5]).toBe('number');
    let balance: unknown;
    ws.eachRow((row) => {
      if (row.getCell(1).value === 'Bakiye (ev sahibine borç)') balance = row.getCell(2).value;
    });
    expect(balance).toBe(12400);
  });

  it('pdf: a PDF naming the owner, for the OWNER too', async () => {
    const res = await get(`/v1/admin/owner-statements/export?month=${MONTH}&format=pdf`, t.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    // The document's Subject is the owner's name (PDF text string, UTF-16BE when not ASCII).
    const s = await statement(`/v1/admin/owner-statements?month=${MONTH}`, t.owner);
    const name = s.owner!.name;
    const utf16 = Buffer.from(`\ufeff${name}`, 'utf16le').swap16();
    expect(
      pdf.includes(Buffer.from(name, 'latin1')) ||
        pdf.includes(utf16) ||
        pdf.includes(utf16.toString('hex').toUpperCase()),
    ).toBe(true);
    // Embedded DejaVu: ğ ş ı İ are glyphs of the document, not missing characters.
    expect(pdf.toString('latin1')).toContain('DejaVuSans');
  });

  it('scoping: OWNER other 403, ADMIN without owner 400, no token 401', async () => {
    const base = `/v1/admin/owner-statements/export?month=${MONTH}&format=xlsx`;
    expect((await get(`${base}&owner_id=${f.owner2}`, t.owner)).statusCode).toBe(403);
    expect((await get(base, t.admin)).statusCode).toBe(400);
    expect((await get(base)).statusCode).toBe(401);
    expect(
      (await get(`/v1/admin/owner-statements/export?month=${MONTH}&format=doc`, t.admin)).statusCode,
    ).toBe(400);
  });
});

describe('owner payouts', () => {
  it('ADMIN records a payout and the balance changes', async () => {
    const before = await statement(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner2}`, t.admin);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/owner-payouts',
      headers: bearer(t.admin),
      payload: {
        owner_id: f.owner2,
        amount: '1250,50',
        paid_on: '2031-07-28',
        method: 'cash',
        note: 'Elden',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().content).toMatchObject({
      owner_id: f.owner2,
      amount: 1250.5,
      paid_on: '2031-07-28',
      method: 'cash',
    });
    const after = await statement(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner2}`, t.admin);
    expect(after.totals.balance).toBe(before.totals.balance - 1250.5);
    const list = await get(`/v1/admin/owner-payouts?owner_id=${f.owner2}&month=${MONTH}`, t.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().content.map((p: { amount: number }) => p.amount)).toEqual([1250.5]);
    const all = await get(`/v1/admin/owner-payouts?month=${MONTH}`, t.admin);
    expect(all.json().content).toHaveLength(2);
  });

  it('bad input changes nothing: zero amount, unknown owner, an ADMIN as owner', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/admin/owner-payouts', headers: bearer(t.admin), payload });
    const ok = { owner_id: f.owner1, amount: 10, paid_on: '2031-07-01', method: 'bank_transfer' };
    expect((await post({ ...ok, amount: 0 })).statusCode).toBe(400);
    expect((await post({ ...ok, paid_on: '2031-02-30' })).statusCode).toBe(400);
    expect((await post({ ...ok, owner_id: 999999 })).statusCode).toBe(404);
    const [adminUser] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    expect((await post({ ...ok, owner_id: adminUser!.id })).statusCode).toBe(400);
    const s = await statement(`/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner1}`, t.admin);
    expect(s.totals).toEqual(OWNER1_JULY.totals);
  });

  it('ADMIN corrects a mistyped payout, then deletes it; the balance follows each time', async () => {
    const url = `/v1/admin/owner-statements?month=${MONTH}&owner_id=${f.owner1}`;
    const base = await statement(url, t.admin);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/owner-payouts',
      headers: bearer(t.admin),
      payload: { owner_id: f.owner1, amount: 5000, paid_on: '2031-07-20', method: 'cash' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().content.id as number;
    const put = (payload: object, token = t.admin, target = id) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/admin/owner-payouts/${target}`,
        headers: bearer(token),
        payload,
      });
    const fixed = await put({ amount: '500', paid_on: '2031-07-21', method: 'bank_transfer', note: 'EFT' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().content).toMatchObject({
      id,
      owner_id: f.owner1,
      amount: 500,
      paid_on: '2031-07-21',
      method: 'bank_transfer',
      note: 'EFT',
    });
    expect((await statement(url, t.admin)).totals.balance).toBe(base.totals.balance - 500);

    // Bad input and another role change nothing.
    const bad = await put({ amount: 0, paid_on: '2031-07-21', method: 'cash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/Tutar/);
    expect((await put({ amount: 1, paid_on: '2031-02-30', method: 'cash' })).statusCode).toBe(400);
    expect((await put({ amount: 1, paid_on: '2031-07-21', method: 'cash' }, t.owner)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/v1/admin/owner-payouts/${id}`, payload: {} })).statusCode,
    ).toBe(401);
    expect(
      (await put({ amount: 1, paid_on: '2031-07-21', method: 'cash' }, t.admin, 999999)).statusCode,
    ).toBe(404);
    const del = (token?: string, target = id) => send('DELETE', `/v1/admin/owner-payouts/${target}`, token);
    expect((await del(t.owner)).statusCode).toBe(403);
    expect((await del()).statusCode).toBe(401);
    expect((await statement(url, t.admin)).totals.balance).toBe(base.totals.balance - 500);

    const gone = await del(t.admin);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().content).toMatchObject({ id, amount: 500 });
    expect((await statement(url, t.admin)).totals).toEqual(base.totals);
    expect((await del(t.admin)).statusCode).toBe(404);
  });

  it('payouts are ADMIN only: OWNER 403, no token 401', async () => {
    expect((await get(`/v1/admin/owner-payouts?owner_id=${f.owner1}`, t.owner)).statusCode).toBe(403);
    expect((await get('/v1/admin/owner-payouts')).statusCode).toBe(401);
    const post = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/owner-payouts',
      headers: bearer(t.owner),
      payload: { owner_id: f.owner1, amount: 10, paid_on: '2031-07-01', method: 'cash' },
    });
    expect(post.statusCode).toBe(403);
  });
});
