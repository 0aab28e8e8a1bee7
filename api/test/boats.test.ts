import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  boatFeatureCategories,
  boatFeatureLinks,
  boatFeatures,
  boatPrices,
  boats,
  boatTypes,
  marinas,
} from '../src/db/schema/boats.ts';
import { bearer } from './helper.ts';
import { expectAdminOnly, expectBadRequest, sender, useSignedInApp } from './support/app.ts';
import { expectBoatCounts } from './support/boat-counts.ts';

let marinaId: number;
let typeId: number;
let boatId: number;
let priceId: number;
let categoryId: number;
let featureId: number;

const boatBody = (over: Record<string, unknown> = {}) => ({
  name: 'Test Guleti',
  marina_id: marinaId,
  boat_type_id: typeId,
  capacity: 10,
  cabins: 4,
  length: 22.5,
  crew: 3,
  description: 'Açıklama',
  ...over,
});

const t = useSignedInApp({}, async (t) => {
  marinaId = (await t.db.select({ id: marinas.id }).from(marinas).limit(1))[0]!.id;
  typeId = (await t.db.select({ id: boatTypes.id }).from(boatTypes).limit(1))[0]!.id;
  const boat = await send('POST', '/v1/admin/boat', t.admin, boatBody());
  boatId = boat.json().content.id;
  const price = await send('POST', '/v1/admin/boat/price', t.admin, {
    boat_id: boatId,
    start_date: '2031-06-01',
    end_date: '2031-06-30',
    daily_price: 20000,
    currency: 'TL',
  });
  priceId = price.json().content.id;
  const cat = await send('POST', '/v1/admin/boat/featurecategory', t.admin, { name: 'Konfor' });
  categoryId = cat.json().content.id;
  const feat = await send('POST', '/v1/admin/boat/feature', t.admin, {
    category_id: categoryId,
    name: 'Klima',
  });
  featureId = feat.json().content.id;
});

const n = async (table: typeof boats | typeof boatTypes | typeof boatPrices | typeof boatFeatures) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

/** Every boat, type, price and feature route with a valid request, to check who may call it. */
const routes = () => [
  { method: 'GET' as const, url: '/v1/admin/boattypes?skip=0&take=10', ok: 200 },
  { method: 'GET' as const, url: `/v1/admin/boattypes/${typeId}`, ok: 200 },
  { method: 'POST' as const, url: '/v1/admin/boattypes', payload: { name: 'Katamaran' }, ok: 201 },
  { method: 'PUT' as const, url: `/v1/admin/boattypes/${typeId}`, payload: { name: 'Gulet' }, ok: 200 },
  { method: 'DELETE' as const, url: '/v1/admin/boattypes/999999', ok: 404 },
  { method: 'GET' as const, url: '/v1/admin/boat?skip=0&take=20&order=newest', ok: 200 },
  { method: 'GET' as const, url: '/v1/admin/boat/all', ok: 200 },
  { method: 'GET' as const, url: '/v1/admin/boatallactive', ok: 200 },
  { method: 'GET' as const, url: `/v1/admin/boat/${boatId}`, ok: 200 },
  { method: 'POST' as const, url: '/v1/admin/boat', payload: boatBody({ name: 'Yetki Teknesi' }), ok: 201 },
  {
    method: 'PUT' as const,
    url: `/v1/admin/boat/${boatId}`,
    payload: boatBody({ villa_id: boatId }),
    ok: 200,
  },
  {
    method: 'PATCH' as const,
    url: '/v1/admin/boat/activity',
    payload: { id: boatId, active: true },
    ok: 200,
  },
  {
    method: 'POST' as const,
    url: '/v1/admin/boat/price',
    payload: {
      boat_id: boatId,
      start_date: '2032-01-01',
      end_date: '2032-01-02',
      daily_price: 1,
      currency: 'EURO',
    },
    ok: 201,
  },
  {
    method: 'PUT' as const,
    url: `/v1/admin/boat/price/${priceId}`,
    payload: { start_date: '2031-06-01', end_date: '2031-06-30', daily_price: 20000, currency: 'TL' },
    ok: 200,
  },
  { method: 'DELETE' as const, url: '/v1/admin/boat/price/999999', ok: 404 },
  { method: 'GET' as const, url: '/v1/admin/listBoatFeatures', ok: 200 },
  { method: 'POST' as const, url: '/v1/admin/boat/featurecategory', payload: { name: 'Eğlence' }, ok: 201 },
  {
    method: 'POST' as const,
    url: '/v1/admin/boat/feature',
    payload: { category_id: categoryId, name: 'Wi-Fi' },
    ok: 201,
  },
  {
    method: 'PUT' as const,
    url: `/v1/admin/boats/${featureId}`,
    payload: { category_id: categoryId, name: 'Klima' },
    ok: 200,
  },
  { method: 'DELETE' as const, url: '/v1/admin/boat/feature/999999', ok: 404 },
  { method: 'DELETE' as const, url: '/v1/admin/boat/featurecategory/999999', ok: 404 },
  {
    method: 'PUT' as const,
    url: `/v1/admin/boat/${boatId}/features`,
    payload: { feature_ids: [featureId] },
    ok: 200,
  },
];

const send = sender(t);

describe('boat routes: access', () => {
  it('refuse calls without a token (401) and from an OWNER (403), changing nothing', async () => {
    const before = [await n(boats), await n(boatTypes), await n(boatPrices), await n(boatFeatures)];
    await expectAdminOnly(t, routes());
    expect([await n(boats), await n(boatTypes), await n(boatPrices), await n(boatFeatures)]).toEqual(before);
  });

  it('allow an ADMIN', async () => {
    for (const r of routes()) {
      const res = await t.app.inject({ ...r, headers: bearer(t.admin) });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(r.ok);
    }
  });
});

describe('boat types', () => {
  it('lists 10 a page with the boat count, and refuses duplicates and bad names', async () => {
    const res = await send('GET', '/v1/admin/boattypes', t.admin);
    expect(res.json().total).toBe(await n(boatTypes));
    expect(res.json().content.length).toBeLessThanOrEqual(10);
    expect(res.json().content.find((x: { name: string }) => x.name === 'Gulet')).toMatchObject({
      slug: 'gulet',
    });
    const before = await n(boatTypes);
    for (const [payload, status, message] of [
      [{ name: 'gulet' }, 409, 'Bu adda bir tekne tipi zaten var.'],
      [{ name: '' }, 400, undefined],
      [{ name: '***' }, 400, 'Tekne tipi adı harf veya rakam içermeli.'],
      [{}, 400, undefined],
    ] as const) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/boattypes',
        headers: bearer(t.admin),
        payload,
      });
      expect(r.statusCode, JSON.stringify(payload)).toBe(status);
      if (message) expect(r.json().content.message).toBe(message);
    }
    expect(await n(boatTypes)).toBe(before);
  });

  it('counts the boats of each type, in the list and in the detail', async () => {
    const newType = async (name: string) =>
      (await send('POST', '/v1/admin/boattypes', t.admin, { name })).json().content.id as number;
    const busy = await newType('Sayım Yatı');
    const idle = await newType('Sayım Teknesi');
    for (const name of ['Sayım Bir', 'Sayım İki']) {
      const res = await send('POST', '/v1/admin/boat', t.admin, boatBody({ name, boat_type_id: busy }));
      expect(res.statusCode, res.body).toBe(201);
    }
    // Every type's count is its number of boats in the table.
    await expectBoatCounts(t, '/v1/admin/boattypes?take=100', boats.boatTypeId, { [busy]: 2, [idle]: 0 });
    const detail = await send('GET', `/v1/admin/boattypes/${busy}`, t.admin);
    expect(detail.json().content.boat_count).toBe(2);
  });

  it('renames, and refuses to delete a type in use but deletes an unused one', async () => {
    const created = await send('POST', '/v1/admin/boattypes', t.admin, { name: 'Trawler' });
    const id = created.json().content.id;
    const renamed = await send('PUT', `/v1/admin/boattypes/${id}`, t.admin, { name: 'Trawler Yat' });
    expect(renamed.json().content).toMatchObject({ name: 'Trawler Yat', slug: 'trawler-yat' });
    const inUse = await send('DELETE', `/v1/admin/boattypes/${typeId}`, t.admin);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().content.message).toMatch(/^Bu tipte \d+ tekne var; tekne tipi silinemez/);
    const del = await send('DELETE', `/v1/admin/boattypes/${id}`, t.admin);
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(boatTypes).where(eq(boatTypes.id, id))).toHaveLength(0);
  });
});

describe('boats', () => {
  it('lists 20 a page with order and id filter', async () => {
    const res = await send('GET', '/v1/admin/boat', t.admin);
    const body = res.json();
    expect(body.total).toBe(await n(boats));
    const ids = body.content.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const oldest = await send('GET', '/v1/admin/boat?order=oldest', t.admin);
    expect(oldest.json().content.map((b: { id: number }) => b.id)).toEqual([...ids].sort((a, b) => a - b));
    const one = await send('GET', `/v1/admin/boat?id=${boatId}`, t.admin);
    expect(one.json()).toMatchObject({ total: 1, content: [{ id: boatId, boat_id: boatId, length: 22.5 }] });
    const bad = await send('GET', '/v1/admin/boat?order=random', t.admin);
    expect(bad.statusCode).toBe(400);
  });

  it('gives pickers: all boats and only the active ones', async () => {
    await send('PATCH', '/v1/admin/boat/activity', t.admin, { id: boatId, active: false });
    const all = (await send('GET', '/v1/admin/boat/all', t.admin)).json().content;
    const active = (await send('GET', '/v1/admin/boatallactive', t.admin)).json().content;
    expect(all.some((b: { id: number }) => b.id === boatId)).toBe(true);
    expect(active.some((b: { id: number }) => b.id === boatId)).toBe(false);
    expect((await t.db.select().from(boats).where(eq(boats.id, boatId)))[0]?.active).toBe(false);
    await send('PATCH', '/v1/admin/boat/activity', t.admin, { id: boatId, active: true });
  });

  it('edits through PUT /boat/{villa_id}, accepting the boat id under villa_id', async () => {
    const res = await send(
      'PUT',
      `/v1/admin/boat/${boatId}`,
      t.admin,
      boatBody({ villa_id: boatId, name: 'Test Guleti Yeni', capacity: 14, length: 23 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({
      name: 'Test Guleti Yeni',
      slug: 'test-guleti-yeni',
      capacity: 14,
    });
    const [row] = await t.db.select().from(boats).where(eq(boats.id, boatId));
    expect(row).toMatchObject({ capacity: 14, length: '23.0' });
    const mismatch = await send(
      'PUT',
      `/v1/admin/boat/${boatId}`,
      t.admin,
      boatBody({ villa_id: boatId + 1000 }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().content.message).toBe('villa_id alanı adresteki tekne numarasıyla aynı olmalı.');
    const missing = await send('PUT', '/v1/admin/boat/999999', t.admin, boatBody());
    expect(missing.statusCode).toBe(404);
  });

  it('gives a new boat a free slug', async () => {
    const a = await send('POST', '/v1/admin/boat', t.admin, boatBody({ name: 'Aynı Ad' }));
    const b = await send('POST', '/v1/admin/boat', t.admin, boatBody({ name: 'Aynı Ad' }));
    expect([a.json().content.slug, b.json().content.slug]).toEqual(['ayni-ad', 'ayni-ad-2']);
  });

  it('refuses bad input with a Turkish message and changes nothing', async () => {
    const before = await n(boats);
    const [rowBefore] = await t.db.select().from(boats).where(eq(boats.id, boatId));
    const cases: [Record<string, unknown>, string | null][] = [
      [boatBody({ name: '' }), null],
      [boatBody({ capacity: 0 }), null],
      [boatBody({ length: -1 }), null],
      [boatBody({ crew: 1.5 }), null],
      [boatBody({ marina_id: 999999 }), 'Seçilen marina bulunamadı.'],
      [boatBody({ boat_type_id: 999999 }), 'Seçilen tekne tipi bulunamadı.'],
      [{ name: 'Eksik' }, null],
    ];
    for (const [payload, message] of cases) {
      for (const req of [
        { method: 'POST' as const, url: '/v1/admin/boat' },
        { method: 'PUT' as const, url: `/v1/admin/boat/${boatId}` },
      ]) {
        const res = await t.app.inject({ ...req, headers: bearer(t.admin), payload });
        expect(res.statusCode, `${req.method} ${JSON.stringify(payload)}`).toBe(400);
        if (message) expect(res.json().content.message).toBe(message);
        else expect(res.json().content.message).toMatch(/^Geçersiz istek/);
      }
    }
    const act = await send('PATCH', '/v1/admin/boat/activity', t.admin, { id: boatId, active: 'evet' });
    expect(act.statusCode).toBe(400);
    expect(await n(boats)).toBe(before);
    expect((await t.db.select().from(boats).where(eq(boats.id, boatId)))[0]).toEqual(rowBefore);
  });
});

describe('boat prices', () => {
  const price = (over: Record<string, unknown> = {}) => ({
    boat_id: boatId,
    start_date: '2031-07-01',
    end_date: '2031-07-15',
    daily_price: 25000,
    currency: 'TL',
    ...over,
  });

  it('adds, edits and deletes periods; the detail shows them', async () => {
    const add = await send('POST', '/v1/admin/boat/price', t.admin, price());
    expect(add.statusCode).toBe(201);
    const id = add.json().content.id;
    expect(add.json().content).toMatchObject({
      daily_price: 25000,
      currency: 'TL',
      start_date: '2031-07-01',
    });
    const edit = await send('PUT', `/v1/admin/boat/price/${id}`, t.admin, {
      start_date: '2031-07-01',
      end_date: '2031-07-20',
      daily_price: 900.5,
      currency: 'EURO',
    });
    expect(edit.json().content).toMatchObject({
      end_date: '2031-07-20',
      daily_price: 900.5,
      currency: 'EURO',
    });
    const [row] = await t.db.select().from(boatPrices).where(eq(boatPrices.id, id));
    expect(row).toMatchObject({ dailyPrice: '900.50', currency: 'EURO', endDate: '2031-07-20' });
    const detail = await send('GET', `/v1/admin/boat/${boatId}`, t.admin);
    expect(detail.json().content.prices.map((p: { id: number }) => p.id)).toContain(id);
    const del = await send('DELETE', `/v1/admin/boat/price/${id}`, t.admin);
    expect(del.statusCode).toBe(200);
    expect(await t.db.select().from(boatPrices).where(eq(boatPrices.id, id))).toHaveLength(0);
  });

  it('refuses overlapping periods (touching days included) and keeps the rows', async () => {
    const before = await n(boatPrices);
    for (const [s, e] of [
      ['2031-06-30', '2031-07-05'],
      ['2031-05-01', '2031-06-01'],
      ['2031-06-10', '2031-06-12'],
      ['2031-05-01', '2031-08-01'],
    ]) {
      const res = await send('POST', '/v1/admin/boat/price', t.admin, price({ start_date: s, end_date: e }));
      expect(res.statusCode, `${s}..${e}`).toBe(409);
      expect(res.json().content.message).toBe(
        'Bu tarihler teknenin 01.06.2031 – 30.06.2031 fiyat dönemiyle çakışıyor.',
      );
    }
    const other = await send(
      'POST',
      '/v1/admin/boat/price',
      t.admin,
      price({ start_date: '2031-05-01', end_date: '2031-05-31' }),
    );
    expect(other.statusCode).toBe(201);
    const moved = await send('PUT', `/v1/admin/boat/price/${other.json().content.id}`, t.admin, {
      start_date: '2031-05-01',
      end_date: '2031-06-01',
      daily_price: 1,
      currency: 'TL',
    });
    expect(moved.statusCode).toBe(409);
    expect(await n(boatPrices)).toBe(before + 1);
  });

  it('lets the database refuse an overlap that slipped past the check', async () => {
    await expect(
      t.db.insert(boatPrices).values({
        boatId,
        startDate: '2031-06-15',
        endDate: '2031-06-16',
        dailyPrice: '1.00',
        currency: 'TL',
      }),
    ).rejects.toMatchObject({ cause: { code: '23P01' } });
  });

  it('refuses bad input with a Turkish message and changes nothing', async () => {
    const before = await n(boatPrices);
    const cases: [Record<string, unknown>, string | null][] = [
      [price({ end_date: '2031-06-30', start_date: '2031-07-02' }), null],
      [price({ daily_price: 0 }), null],
      [price({ currency: 'USD' }), null],
      [price({ start_date: '2031-02-30' }), null],
      [price({ start_date: '01.07.2031' }), null],
      [
        price({ boat_id: 999999, start_date: '2035-01-01', end_date: '2035-01-02' }),
        'Seçilen tekne bulunamadı.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/admin/boat/price',
        headers: bearer(t.admin),
        payload,
      });
      expectBadRequest(res, message ?? undefined, JSON.stringify(payload));
    }
    const order = await send(
      'POST',
      '/v1/admin/boat/price',
      t.admin,
      price({ start_date: '2031-09-10', end_date: '2031-09-01' }),
    );
    expect(order.json().content.message).toContain('Bitiş tarihi başlangıç tarihinden önce olamaz.');
    expect(await n(boatPrices)).toBe(before);
  });
});

describe('boat features', () => {
  it('lists categories with features and sets a boat’s features', async () => {
    const tree = (await send('GET', '/v1/admin/listBoatFeatures', t.admin)).json().content;
    const cat = tree.find((c: { id: number }) => c.id === categoryId);
    expect(cat.features.map((f: { name: string }) => f.name)).toContain('Klima');
    const set = await send('PUT', `/v1/admin/boat/${boatId}/features`, t.admin, {
      feature_ids: [featureId, featureId],
    });
    expect(set.json().content.feature_ids).toEqual([featureId]);
    const unknown = await send('PUT', `/v1/admin/boat/${boatId}/features`, t.admin, {
      feature_ids: [featureId, 999999],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().content.message).toBe('Seçilen özelliklerden bazıları bulunamadı.');
    const links = await t.db.select().from(boatFeatureLinks).where(eq(boatFeatureLinks.boatId, boatId));
    expect(links.map((l) => l.featureId)).toEqual([featureId]);
  });

  it('edits a feature through PUT /boats/{id} and refuses bad input', async () => {
    const res = await send('PUT', `/v1/admin/boats/${featureId}`, t.admin, {
      category_id: categoryId,
      name: 'Klima (tüm kabinler)',
    });
    expect(res.json().content).toMatchObject({ id: featureId, name: 'Klima (tüm kabinler)' });
    for (const payload of [
      { category_id: categoryId, name: '' },
      { category_id: 999999, name: 'X' },
      { name: 'X' },
    ]) {
      const bad = await t.app.inject({
        method: 'PUT',
        url: `/v1/admin/boats/${featureId}`,
        headers: bearer(t.admin),
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
    const badPost = await send('POST', '/v1/admin/boat/feature', t.admin, { category_id: 999999, name: 'X' });
    expect(badPost.json().content.message).toBe('Seçilen özellik kategorisi bulunamadı.');
    const badCat = await send('POST', '/v1/admin/boat/featurecategory', t.admin, { name: ' ' });
    expect(badCat.statusCode).toBe(400);
    const [row] = await t.db.select().from(boatFeatures).where(eq(boatFeatures.id, featureId));
    expect(row?.name).toBe('Klima (tüm kabinler)');
  });

  it('refuses to delete a category with features; deleting the feature unlinks it', async () => {
    const refused = await send('DELETE', `/v1/admin/boat/featurecategory/${categoryId}`, t.admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().content.message).toMatch(/^Bu kategoride \d+ özellik var; kategori silinemez/);
    const all = await t.db.select().from(boatFeatures).where(eq(boatFeatures.categoryId, categoryId));
    for (const f of all) {
      const del = await send('DELETE', `/v1/admin/boat/feature/${f.id}`, t.admin);
      expect(del.statusCode).toBe(200);
    }
    expect(
      await t.db.select().from(boatFeatureLinks).where(eq(boatFeatureLinks.boatId, boatId)),
    ).toHaveLength(0);
    const ok = await send('DELETE', `/v1/admin/boat/featurecategory/${categoryId}`, t.admin);
    expect(ok.statusCode).toBe(200);
    expect(
      await t.db.select().from(boatFeatureCategories).where(eq(boatFeatureCategories.id, categoryId)),
    ).toHaveLength(0);
  });
});
