import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boats, boatTypes, marinas } from '../src/db/schema/boats.ts';
import { towns } from '../src/db/schema/regions.ts';
import { bearer } from './helper.ts';
import { expectAdminOnly, expectBadRequest, sender, useSignedInApp } from './support/app.ts';
import { expectBoatCounts } from './support/boat-counts.ts';

let townId: number;
let marinaId: number;

const t = useSignedInApp({}, async (t) => {
  townId = (await t.db.select({ id: towns.id }).from(towns).limit(1))[0]!.id;
  const res = await send('POST', '/v1/admin/marina', t.admin, {
    name: 'Test Marina',
    town_id: townId,
    location: 'Liman Cad. 1',
  });
  marinaId = res.json().content.id;
});

const marinaCount = async () => (await t.db.select({ n: count() }).from(marinas))[0]?.n ?? 0;

const routes = () => [
  { method: 'GET' as const, url: '/v1/admin/marina?skip=0&take=10' },
  { method: 'GET' as const, url: `/v1/admin/showmarina/${marinaId}` },
  { method: 'POST' as const, url: '/v1/admin/marina', payload: { name: 'Yetki Marina', town_id: townId } },
  {
    method: 'PUT' as const,
    url: `/v1/admin/marina/${marinaId}`,
    payload: { name: 'Test Marina', town_id: townId, location: 'Liman Cad. 1' },
  },
  { method: 'DELETE' as const, url: '/v1/admin/marina/999999' },
];

const send = sender(t);

describe('marina routes: access', () => {
  it('refuse calls without a token (401) and from an OWNER (403), changing nothing', async () => {
    const before = await marinaCount();
    await expectAdminOnly(t, routes());
    expect(await marinaCount()).toBe(before);
  });

  it('allow an ADMIN', async () => {
    for (const r of routes()) {
      const res = await t.app.inject({ ...r, headers: bearer(t.admin) });
      const expected = r.method === 'POST' ? 201 : r.method === 'DELETE' ? 404 : 200;
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(expected);
    }
  });
});

describe('marina routes: behaviour', () => {
  it('lists 10 a page, newest first, with town, location and boat count', async () => {
    const res = await send('GET', '/v1/admin/marina', t.admin);
    const body = res.json();
    expect(body.total).toBe(await marinaCount());
    expect(body.content.length).toBeLessThanOrEqual(10);
    const ids = body.content.map((m: { id: number }) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const seeded = body.content.find((m: { name: string }) => m.name === 'Göcek Marina');
    expect(seeded).toMatchObject({ town_name: 'Göcek', boat_count: 2 });
    expect(seeded.marina_id).toBe(seeded.id);
    const paged = await send('GET', '/v1/admin/marina?skip=1&take=2', t.admin);
    expect(paged.json().content.map((m: { id: number }) => m.id)).toEqual(ids.slice(1, 3));
  });

  it('counts the boats of each marina, in the list and in the detail', async () => {
    const other = await send('POST', '/v1/admin/marina', t.admin, { name: 'Sayım Marina', town_id: townId });
    const otherId = other.json().content.id as number;
    const [type] = await t.db.select({ id: boatTypes.id }).from(boatTypes).limit(1);
    for (const name of ['Sayım Guleti 1', 'Sayım Guleti 2', 'Sayım Guleti 3']) {
      const res = await send('POST', '/v1/admin/boat', t.admin, {
        name,
        marina_id: otherId,
        boat_type_id: type!.id,
        capacity: 8,
        cabins: 3,
        length: 18,
        crew: 2,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await expectBoatCounts(t, '/v1/admin/marina?take=100', boats.marinaId, { [otherId]: 3, [marinaId]: 0 });
    const detail = await send('GET', `/v1/admin/showmarina/${otherId}`, t.admin);
    expect(detail.json().content.boat_count).toBe(3);
  });

  it('shows one marina and 404s an unknown one', async () => {
    const res = await send('GET', `/v1/admin/showmarina/${marinaId}`, t.admin);
    expect(res.json().content).toMatchObject({ id: marinaId, name: 'Test Marina', location: 'Liman Cad. 1' });
    const missing = await send('GET', '/v1/admin/showmarina/999999', t.admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().content.message).toBe('Kayıt bulunamadı.');
  });

  it('creates and edits a marina and stores the row', async () => {
    const created = await send('POST', '/v1/admin/marina', t.admin, {
      name: '  Yalıkavak Marina ',
      town_id: townId,
      location: 'Yalıkavak',
      description: 'Lüks marina',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().content.id;
    const edited = await send('PUT', `/v1/admin/marina/${id}`, t.admin, {
      name: 'Palmarina Yalıkavak',
      town_id: townId,
      location: '37.1,27.3',
      description: '',
    });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.db.select().from(marinas).where(eq(marinas.id, id));
    expect(row).toMatchObject({ name: 'Palmarina Yalıkavak', location: '37.1,27.3', townId });
  });

  it('refuses bad input with a Turkish message and changes nothing', async () => {
    const before = await marinaCount();
    const bad = [
      { name: '', town_id: townId },
      { name: 'X' },
      { name: 'X', town_id: 999999 },
      { name: 'X'.repeat(121), town_id: townId },
      { name: 'X', town_id: 'abc' },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/marina',
        headers: bearer(t.admin),
        payload,
      });
      expectBadRequest(res, undefined, JSON.stringify(payload));
    }
    const res = await send('POST', '/v1/admin/marina', t.admin, { name: 'X', town_id: 999999 });
    expect(res.json().content.message).toBe('Seçilen ilçe bulunamadı.');
    const put = await send('PUT', `/v1/admin/marina/${marinaId}`, t.admin, { name: '', town_id: townId });
    expect(put.statusCode).toBe(400);
    expect(await marinaCount()).toBe(before);
    const [row] = await t.db.select().from(marinas).where(eq(marinas.id, marinaId));
    expect(row?.name).toBe('Test Marina');
  });

  it('refuses to delete a marina that boats use, and deletes an empty one', async () => {
    const [used] = await t.db.select({ id: boats.marinaId }).from(boats).limit(1);
    const refused = await send('DELETE', `/v1/admin/marina/${used!.id}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().content.message).toMatch(/^Bu marinaya bağlı \d+ tekne var; marina silinemez/);
    expect((await t.db.select().from(marinas).where(eq(marinas.id, used!.id))).length).toBe(1);

    const ok = await send('DELETE', `/v1/admin/marina/${marinaId}`, t.admin);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content.message).toBe('Marina silindi.');
    expect((await t.db.select().from(marinas).where(eq(marinas.id, marinaId))).length).toBe(0);
  });
});
