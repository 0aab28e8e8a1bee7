import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../src/db/schema/villa-content.ts';
import { villaBlocks } from '../src/db/schema/reservations.ts';
import { users } from '../src/db/schema/users.ts';
import { features, villaFeatures, villaImages, villaPrices, villas } from '../src/db/schema/villas.ts';
import { featureCategories } from '../src/db/schema/villas.ts';
import { MemoryFileStore } from '../src/lib/storage.ts';
import { compareTurkish, turkishSortKey } from '../src/lib/turkish-sort.ts';
import { authHeaders, requester, statuser, useApp } from './support/app.ts';

let admin: Record<string, string>;
let owner: Record<string, string>;
let ownVilla: number;
let otherVilla: number;
let ownerId: number;
let townId: number;
let districtId: number;
const store = new MemoryFileStore();

const t = useApp({ storage: store }, async (t) => {
  [admin, owner] = await authHeaders(t.app);
  const [o] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'OWNER'));
  ownerId = o!.id;
  const all = await t.db.select().from(villas).orderBy(villas.id);
  ownVilla = all.find((v) => v.ownerId === ownerId)!.id;
  otherVilla = all.find((v) => v.ownerId !== ownerId)!.id;
  townId = all[0]!.townId;
  districtId = all[0]!.districtId!;
});

const inject = requester(t);
const status = statuser(t);

const villaBody = (over: Record<string, unknown> = {}) => ({
  name: 'Villa Şirin Çağlayan',
  town_id: townId,
  district_id: districtId,
  villa_type_id: null,
  owner_id: null,
  capacity: 6,
  bedrooms: 3,
  bathrooms: 2,
  summary: 'Ölüdeniz’e 5 dakika, özel havuzlu.',
  description: 'Geniş bahçeli, deniz manzaralı villa.',
  address: 'Ölüdeniz Mah. 12',
  latitude: 36.55,
  longitude: 29.12,
  license_number: '48-1234',
  check_in_time: '16:00',
  check_out_time: '10:00',
  deposit: 5000,
  cleaning_fee: 1500,
  prepayment_rate: 30,
  active: true,
  ...over,
});

describe('villas list and detail', () => {
  it('ADMIN lists 20 a page with total, search and the popular filter', async () => {
    const res = await inject('GET', '/v1/admin/villas?skip=0&take=20&order=name', admin);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ content: { name: string; popular: boolean }[]; total: number }>();
    expect(body.total).toBeGreaterThanOrEqual(6);
    const names = body.content.map((v) => v.name);
    expect(names).toEqual([...names].sort(compareTurkish));
    const pop = (await inject('GET', '/v1/admin/villas?popular=true', admin)).json<{
      content: { popular: boolean }[];
    }>();
    expect(pop.content.length).toBeGreaterThan(0);
    expect(pop.content.every((v) => v.popular)).toBe(true);
    const search = (await inject('GET', '/v1/admin/villas?q=zeytin', admin)).json<{
      content: { name: string }[];
      total: number;
    }>();
    expect(search.content.map((v) => v.name)).toEqual(['Villa Zeytin']);
    expect(search.total).toBe(1);
  });

  it('OWNER sees only their own villas; no token is 401; bad order is 400', async () => {
    const res = await inject('GET', '/v1/admin/villas', owner);
    const ids = res.json<{ content: { id: number }[] }>().content.map((v) => v.id);
    expect(ids).toContain(ownVilla);
    expect(ids).not.toContain(otherVilla);
    expect(await status('GET', '/v1/admin/villas', undefined)).toBe(401);
    const bad = await inject('GET', '/v1/admin/villas?order=drop', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ content: { message: string } }>().content.message).toMatch(/Geçersiz/);
  });

  it('detail: ADMIN any villa, OWNER own villa only (403 for others), no btrans data for OWNER', async () => {
    await t.db
      .update(villas)
      .set({ btransIban: 'TR330006100519786457841326' })
      .where(eq(villas.id, ownVilla));
    const a = await inject('GET', `/v1/admin/villas/${ownVilla}`, admin);
    expect(a.statusCode).toBe(200);
    expect(a.json<{ content: { btrans_iban: string; ical_export_path: string } }>().content.btrans_iban).toBe(
      'TR330006100519786457841326',
    );
    const o = await inject('GET', `/v1/admin/villas/${ownVilla}`, owner);
    expect(o.statusCode).toBe(200);
    expect(o.json<{ content: { btrans_iban: string } }>().content.btrans_iban).toBe('');
    expect(await status('GET', `/v1/admin/villas/${otherVilla}`, owner)).toBe(403);
    expect(await status('GET', '/v1/admin/villas/999999', admin)).toBe(404);
    expect(await status('GET', `/v1/admin/villas/${ownVilla}`, undefined)).toBe(401);
  });
});

describe('villa create and edit', () => {
  let created: number;

  it('ADMIN creates a villa: slug folded from Turkish and unique, stored fields', async () => {
    const res = await inject('POST', '/v1/admin/villas', admin, villaBody());
    expect(res.statusCode).toBe(201);
    const v = res.json<{ content: { id: number; slug: string; order: number } }>().content;
    expect(v.slug).toBe('villa-sirin-caglayan');
    created = v.id;
    const again = await inject('POST', '/v1/admin/villas', admin, villaBody());
    expect(again.json<{ content: { slug: string } }>().content.slug).toBe('villa-sirin-caglayan-2');
    const [row] = await t.db.select().from(villas).where(eq(villas.id, created));
    expect(row).toMatchObject({
      licenseNumber: '48-1234',
      checkInTime: '16:00',
      deposit: '5000.00',
      cleaningFee: '1500.00',
      prepaymentRate: 30,
    });
  });

  it('refuses bad input with a Turkish 400 and writes nothing', async () => {
    const before = (await t.db.select().from(villas)).length;
    for (const [body, pattern] of [
      [villaBody({ name: '' }), /Villa adı gerekli/],
      [villaBody({ capacity: 0 }), /Kapasite en az 1/],
      [villaBody({ check_in_time: '25:00' }), /Giriş saati/],
      [villaBody({ prepayment_rate: 120 }), /Ön ödeme oranı/],
      [villaBody({ town_id: 99999 }), /ilçe bulunamadı/],
      [villaBody({ district_id: 99999 }), /bölge bulunamadı/],
      [villaBody({ owner_id: 1 }), /Ev sahibi/],
    ] as const) {
      const res = await inject('POST', '/v1/admin/villas', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ content: { message: string } }>().content.message).toMatch(pattern);
    }
    expect((await t.db.select().from(villas)).length).toBe(before);
  });

  it('a district of another town is refused', async () => {
    const towns = (await inject('GET', '/v1/admin/towns/select', admin)).json<{
      content: { id: number; District: { id: number }[] }[];
    }>().content;
    const other = towns.find((x) => x.id !== townId && x.District.length)!;
    const res = await inject(
      'POST',
      '/v1/admin/villas',
      admin,
      villaBody({ district_id: other.District[0]!.id }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ content: { message: string } }>().content.message).toBe(
      'Seçilen bölge bu ilçeye ait değil.',
    );
  });

  it('OWNER and no token cannot create or edit', async () => {
    expect(await status('POST', '/v1/admin/villas', owner, villaBody())).toBe(403);
    expect(await status('POST', '/v1/admin/villas', undefined, villaBody())).toBe(401);
    expect(await status('PUT', `/v1/admin/villas/${ownVilla}`, owner, villaBody())).toBe(403);
  });

  it('ADMIN edits; an owner can be assigned; unknown villa is 404', async () => {
    const res = await inject(
      'PUT',
      `/v1/admin/villas/${created}`,
      admin,
      villaBody({ name: 'Villa Güneş', owner_id: ownerId, capacity: 8 }),
    );
    expect(res.statusCode).toBe(200);
    const v = res.json<{ content: { slug: string; capacity: number; owner_name: string } }>().content;
    expect(v).toMatchObject({ slug: 'villa-gunes', capacity: 8, owner_name: 'Mehmet Öztürk' });
    expect(await status('PUT', '/v1/admin/villas/999999', admin, villaBody())).toBe(404);
  });

  it('btrans: ADMIN stores identity, IBAN (normalised) and commission; bad IBAN is 400', async () => {
    const res = await inject('PUT', `/v1/admin/villas/btrans/${created}`, admin, {
      btrans_owner_name: 'Mehmet Öztürk',
      btrans_identity_number: '12345678901',
      btrans_iban: 'tr33 0006 1005 1978 6457 8413 26',
      btrans_commission_rate: 15,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(villas).where(eq(villas.id, created));
    expect(row).toMatchObject({
      btransIban: 'TR330006100519786457841326',
      btransIdentityNumber: '12345678901',
      btransCommissionRate: '15.00',
    });
    const bad = await inject('PUT', `/v1/admin/villas/btrans/${created}`, admin, {
      btrans_iban: 'DE12',
      btrans_commission_rate: 10,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ content: { message: string } }>().content.message).toMatch(/IBAN/);
    expect(
      await status('PUT', `/v1/admin/villas/btrans/${ownVilla}`, owner, { btrans_commission_rate: 0 }),
    ).toBe(403);
    expect(
      await status('PUT', `/v1/admin/villas/btrans/${ownVilla}`, undefined, { btrans_commission_rate: 0 }),
    ).toBe(401);
  });

  it('btrans: who keeps the cleaning fee (owner by default, agency), shown in the detail; bad value 400', async () => {
    const detail = async () =>
      (await inject('GET', `/v1/admin/villas/${created}`, admin)).json<{
        content: { cleaning_fee_keeper: string };
      }>().content.cleaning_fee_keeper;
    expect(await detail()).toBe('owner');
    const res = await inject('PUT', `/v1/admin/villas/btrans/${created}`, admin, {
      btrans_commission_rate: 15,
      cleaning_fee_keeper: 'agency',
    });
    expect(res.statusCode).toBe(200);
    expect(await detail()).toBe('agency');
    const bad = await inject('PUT', `/v1/admin/villas/btrans/${created}`, admin, {
      btrans_commission_rate: 15,
      cleaning_fee_keeper: 'guest',
    });
    expect(bad.statusCode).toBe(400);
    expect(await detail()).toBe('agency');
  });

  it('features: PUT replaces the set; unknown features are refused and nothing changes', async () => {
    const [cat] = await t.db.insert(featureCategories).values({ name: 'Havuz' }).returning();
    const fs = await t.db
      .insert(features)
      .values([
        { categoryId: cat!.id, name: 'Özel havuz' },
        { categoryId: cat!.id, name: 'Jakuzi' },
      ])
      .returning();
    const ids = fs.map((f) => f.id);
    const ok = await inject('PUT', `/v1/admin/villas/${created}/features`, admin, { feature_ids: ids });
    expect(ok.statusCode).toBe(200);
    const bad = await inject('PUT', `/v1/admin/villas/${created}/features`, admin, {
      feature_ids: [ids[0], 999999],
    });
    expect(bad.statusCode).toBe(400);
    const stored = await t.db.select().from(villaFeatures).where(eq(villaFeatures.villaId, created));
    expect(stored.map((s) => s.featureId).sort()).toEqual([...ids].sort());
    expect(await status('PUT', `/v1/admin/villas/${ownVilla}/features`, owner, { feature_ids: [] })).toBe(
      403,
    );
    expect(await status('PUT', `/v1/admin/villas/${ownVilla}/features`, undefined, { feature_ids: [] })).toBe(
      401,
    );
  });

  it('toggles: activity, popular, and a single villa of the month', async () => {
    expect(await status('PATCH', '/v1/admin/villas/activity', admin, { id: created, active: false })).toBe(
      200,
    );
    expect(await status('PATCH', '/v1/admin/villas/setpopular', admin, { id: created, popular: true })).toBe(
      200,
    );
    expect(
      await status('PATCH', '/v1/admin/villas/setvillaofmonth', admin, {
        id: created,
        villa_of_month: true,
      }),
    ).toBe(200);
    const [row] = await t.db.select().from(villas).where(eq(villas.id, created));
    expect(row).toMatchObject({ active: false, isPopular: true, isVillaOfMonth: true });
    const months = await t.db.select().from(villas).where(eq(villas.isVillaOfMonth, true));
    expect(months.map((m) => m.id)).toEqual([created]);
    expect(await status('PATCH', '/v1/admin/villas/activity', admin, { id: created, active: 'yes' })).toBe(
      400,
    );
    expect(await status('PATCH', '/v1/admin/villas/activity', admin, { id: 999999, active: true })).toBe(404);
    expect(await status('PATCH', '/v1/admin/villas/activity', owner, { id: ownVilla, active: false })).toBe(
      403,
    );
    expect(
      await status('PATCH', '/v1/admin/villas/setpopular', undefined, { id: ownVilla, popular: false }),
    ).toBe(401);
  });

  it('order: the given ids take their slots in the new order', async () => {
    const list = (await inject('GET', '/v1/admin/villas?order=order', admin)).json<{
      content: { id: number }[];
    }>().content;
    const ids = list.map((v) => v.id);
    const reversed = [...ids].reverse();
    expect(await status('PATCH', '/v1/admin/villas/order', admin, { ids: reversed })).toBe(200);
    const after = (await inject('GET', '/v1/admin/villas?order=order', admin)).json<{
      content: { id: number }[];
    }>().content;
    expect(after.map((v) => v.id)).toEqual(reversed);
    const dup = await inject('PATCH', '/v1/admin/villas/order', admin, { ids: [ids[0], ids[0]] });
    expect(dup.statusCode).toBe(400);
    expect(await status('PATCH', '/v1/admin/villas/order', admin, { ids: [999999] })).toBe(400);
    expect(await status('PATCH', '/v1/admin/villas/order', owner, { ids })).toBe(403);
    expect(await status('PATCH', '/v1/admin/villas/order', undefined, { ids })).toBe(401);
  });
});

describe('villa prices', () => {
  const price = (villa: number, over: Record<string, unknown> = {}) => ({
    villa_id: villa,
    start_date: '2031-06-01',
    end_date: '2031-06-30',
    nightly_price: 7500,
    currency: 'TL',
    min_stay: 3,
    ...over,
  });
  let priceId: number;

  it('ADMIN adds a period; an overlapping one is 409 with a clear message', async () => {
    const res = await inject('POST', '/v1/admin/villas/price', admin, price(otherVilla));
    expect(res.statusCode).toBe(201);
    priceId = res.json<{ content: { id: number } }>().content.id;
    const clash = await inject(
      'POST',
      '/v1/admin/villas/price',
      admin,
      price(otherVilla, { start_date: '2031-06-30', end_date: '2031-07-10' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json<{ content: { message: string } }>().content.message).toBe(
      'Bu tarihlerle çakışan bir fiyat dönemi var.',
    );
    const next = await inject(
      'POST',
      '/v1/admin/villas/price',
      admin,
      price(otherVilla, { start_date: '2031-07-01', end_date: '2031-07-10', currency: 'EURO' }),
    );
    expect(next.statusCode).toBe(201);
  });

  it('bad input is 400 and nothing is stored', async () => {
    const before = (await t.db.select().from(villaPrices)).length;
    for (const body of [
      price(otherVilla, { end_date: '2031-05-01' }),
      price(otherVilla, { nightly_price: 0 }),
      price(otherVilla, { currency: 'YEN' }),
      price(otherVilla, { start_date: '2031-02-30' }),
      price(otherVilla, { min_stay: 0 }),
    ]) {
      const res = await inject('POST', '/v1/admin/villas/price', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ content: { message: string } }>().content.message).toMatch(
        /[ğüşıöçİ]|tarih|fiyat|para/i,
      );
    }
    expect((await t.db.select().from(villaPrices)).length).toBe(before);
  });

  it('OWNER manages prices of their own villa only; no token is 401', async () => {
    const own = await inject('POST', '/v1/admin/villas/price', owner, price(ownVilla));
    expect(own.statusCode).toBe(201);
    const ownId = own.json<{ content: { id: number } }>().content.id;
    expect(
      await status('PUT', `/v1/admin/villas/price/${ownId}`, owner, {
        ...price(ownVilla),
        nightly_price: 8000,
      }),
    ).toBe(200);
    expect(
      await status(
        'POST',
        '/v1/admin/villas/price',
        owner,
        price(otherVilla, { start_date: '2032-01-01', end_date: '2032-01-05' }),
      ),
    ).toBe(403);
    expect(await status('PUT', `/v1/admin/villas/price/${priceId}`, owner, price(otherVilla))).toBe(403);
    expect(await status('DELETE', `/v1/admin/villas/price/${priceId}`, owner)).toBe(403);
    expect(await status('POST', '/v1/admin/villas/price', undefined, price(ownVilla))).toBe(401);
    expect(await status('DELETE', `/v1/admin/villas/price/${ownId}`, owner)).toBe(200);
    expect(await t.db.select().from(villaPrices).where(eq(villaPrices.id, ownId))).toHaveLength(0);
  });

  it('ADMIN updates (overlap on update is 409) and deletes', async () => {
    const upd = await inject('PUT', `/v1/admin/villas/price/${priceId}`, admin, {
      ...price(otherVilla),
      nightly_price: 9000,
    });
    expect(upd.json<{ content: { nightly_price: number } }>().content.nightly_price).toBe(9000);
    const clash = await inject('PUT', `/v1/admin/villas/price/${priceId}`, admin, {
      ...price(otherVilla),
      end_date: '2031-07-02',
    });
    expect(clash.statusCode).toBe(409);
    const [row] = await t.db.select().from(villaPrices).where(eq(villaPrices.id, priceId));
    expect(row?.endDate).toBe('2031-06-30');
    expect(await status('DELETE', `/v1/admin/villas/price/${priceId}`, admin)).toBe(200);
    expect(await status('DELETE', `/v1/admin/villas/price/${priceId}`, admin)).toBe(404);
  });
});

describe('villa dates (closings)', () => {
  let closedId: number;
  it('ADMIN closes a range (kind closed); overlapping a booking is 409', async () => {
    const res = await inject('POST', '/v1/admin/villas/date', admin, {
      villa_id: otherVilla,
      start_date: '2031-09-01',
      end_date: '2031-09-05',
      note: 'Bakım',
    });
    expect(res.statusCode).toBe(201);
    const d = res.json<{ content: { id: number; kind: string; end_date: string } }>().content;
    expect(d).toMatchObject({ kind: 'closed', end_date: '2031-09-05' });
    closedId = d.id;
    const clash = await inject('POST', '/v1/admin/villas/date', admin, {
      villa_id: otherVilla,
      start_date: '2031-09-04',
      end_date: '2031-09-06',
    });
    expect(clash.statusCode).toBe(409);
    // The check-out day is free for the next block.
    expect(
      await status('POST', '/v1/admin/villas/date', admin, {
        villa_id: otherVilla,
        start_date: '2031-09-05',
        end_date: '2031-09-06',
      }),
    ).toBe(201);
    const bad = await inject('POST', '/v1/admin/villas/date', admin, {
      villa_id: otherVilla,
      start_date: '2031-09-10',
      end_date: '2031-09-10',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('a reservation block can neither be edited nor deleted here', async () => {
    const [resBlock] = await t.db
      .select()
      .from(villaBlocks)
      .where(eq(villaBlocks.kind, 'reservation'))
      .limit(1);
    const del = await inject('DELETE', `/v1/admin/villas/date/${resBlock!.id}`, admin);
    expect(del.statusCode).toBe(409);
    expect(await t.db.select().from(villaBlocks).where(eq(villaBlocks.id, resBlock!.id))).toHaveLength(1);
  });

  it('OWNER edits the calendar of their own villa only', async () => {
    const own = await inject('POST', '/v1/admin/villas/date', owner, {
      villa_id: ownVilla,
      start_date: '2033-01-10',
      end_date: '2033-01-12',
    });
    expect(own.statusCode).toBe(201);
    const id = own.json<{ content: { id: number } }>().content.id;
    const upd = await inject('PUT', `/v1/admin/villas/date/${id}`, owner, {
      start_date: '2033-01-10',
      end_date: '2033-01-15',
      note: 'Aile',
    });
    expect(upd.json<{ content: { end_date: string; note: string } }>().content).toMatchObject({
      end_date: '2033-01-15',
      note: 'Aile',
    });
    expect(
      await status('POST', '/v1/admin/villas/date', owner, {
        villa_id: otherVilla,
        start_date: '2033-01-10',
        end_date: '2033-01-12',
      }),
    ).toBe(403);
    expect(await status('DELETE', `/v1/admin/villas/date/${closedId}`, owner)).toBe(403);
    expect(await status('DELETE', `/v1/admin/villas/date/${closedId}`, undefined)).toBe(401);
    expect(await status('DELETE', `/v1/admin/villas/date/${id}`, owner)).toBe(200);
    expect(await status('DELETE', `/v1/admin/villas/date/${closedId}`, admin)).toBe(200);
    expect(
      await t.db
        .select()
        .from(villaBlocks)
        .where(and(eq(villaBlocks.id, closedId))),
    ).toHaveLength(0);
  });
});

async function multipart(fields: Record<string, string>, files: { name: string; data: Buffer }[]) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append('file', new Blob([new Uint8Array(f.data)]), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    contentType: req.headers.get('content-type') ?? '',
  };
}

describe('villa images', () => {
  let png: Buffer;
  let jpg: Buffer;
  beforeAll(async () => {
    png = await sharp({ create: { width: 1800, height: 900, channels: 3, background: '#0b4f6c' } })
      .png()
      .toBuffer();
    jpg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer();
  });

  const upload = async (
    headers: Record<string, string> | undefined,
    villa: number,
    files: { name: string; data: Buffer }[],
  ) => {
    const { payload, contentType } = await multipart({ villa_id: String(villa) }, files);
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/villas/image',
      headers: { ...(headers ?? {}), 'content-type': contentType },
      payload,
    });
  };

  it('ADMIN uploads several images: stored under generated names with display sizes', async () => {
    const res = await upload(admin, otherVilla, [
      { name: 'havuz.png', data: png },
      { name: '../../etc/passwd.jpg', data: jpg },
    ]);
    expect(res.statusCode).toBe(201);
    const imgs = res.json<{
      content: { id: number; urls: { small: string; large: string }; width: number }[];
    }>().content;
    expect(imgs).toHaveLength(2);
    expect(imgs[0]!.width).toBe(1800);
    expect(imgs[0]!.urls.small).toMatch(/^\/uploads\/villas\/[a-f0-9]{32}-480\.webp$/);
    const rows = await t.db.select().from(villaImages).where(eq(villaImages.villaId, otherVilla));
    for (const r of rows) {
      expect(store.files.has(`${r.fileKey}-480.webp`)).toBe(true);
      expect(store.files.has(`${r.fileKey}-1600.webp`)).toBe(true);
    }
    const served = await t.app.inject({ url: imgs[0]!.urls.small });
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    // The first image is the villa's thumbnail in the list.
    const list = (await inject('GET', `/v1/admin/villas?id=${otherVilla}`, admin)).json<{
      content: { thumbnail: string }[];
    }>().content;
    expect(list[0]!.thumbnail).toBe(imgs[0]!.urls.small);
  });

  it('refuses a non-image (checked by its bytes) and writes nothing', async () => {
    const before = (await t.db.select().from(villaImages)).length;
    const files = store.files.size;
    const res = await upload(admin, otherVilla, [
      { name: 'ok.jpg', data: jpg },
      { name: 'photo.jpg', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json<{ content: { message: string } }>().content.message).toMatch(/JPEG, PNG veya WebP/);
    expect((await t.db.select().from(villaImages)).length).toBe(before);
    expect(store.files.size).toBe(files);
    const none = await upload(admin, otherVilla, []);
    expect(none.statusCode).toBe(400);
  });

  it('reorders (the new first is the thumbnail) and deletes with its files', async () => {
    const rows = await t.db
      .select()
      .from(villaImages)
      .where(eq(villaImages.villaId, otherVilla))
      .orderBy(villaImages.sortOrder);
    const ids = rows.map((r) => r.id).reverse();
    const res = await inject('PUT', '/v1/admin/villas/image/updateorder', admin, {
      villa_id: otherVilla,
      ids,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ content: { id: number }[] }>().content.map((i) => i.id)).toEqual(ids);
    expect(
      await status('PUT', '/v1/admin/villas/image/updateorder', admin, {
        villa_id: otherVilla,
        ids: [ids[0]],
      }),
    ).toBe(400);
    const del = await inject('DELETE', `/v1/admin/villas/image/${ids[0]}`, admin);
    expect(del.statusCode).toBe(200);
    const gone = rows.find((r) => r.id === ids[0])!;
    expect(store.files.has(`${gone.fileKey}-480.webp`)).toBe(false);
    expect(await status('DELETE', `/v1/admin/villas/image/${ids[0]}`, admin)).toBe(404);
  });

  it('OWNER and no token cannot upload, reorder or delete', async () => {
    expect((await upload(owner, ownVilla, [{ name: 'a.jpg', data: jpg }])).statusCode).toBe(403);
    expect((await upload(undefined, ownVilla, [{ name: 'a.jpg', data: jpg }])).statusCode).toBe(401);
    const [img] = await t.db.select().from(villaImages).limit(1);
    expect(await status('DELETE', `/v1/admin/villas/image/${img!.id}`, owner)).toBe(403);
    expect(
      await status('PUT', '/v1/admin/villas/image/updateorder', owner, {
        villa_id: otherVilla,
        ids: [img!.id],
      }),
    ).toBe(403);
  });
});

describe('villa comments', () => {
  it('ADMIN adds, publishes and deletes; OWNER and no token are refused; bad input is 400', async () => {
    const body = {
      villa_id: otherVilla,
      author_name: 'Elif D.',
      rating: 5,
      body: 'Harika bir tatildi.',
      active: false,
    };
    const res = await inject('POST', '/v1/admin/villas/comment', admin, body);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ content: { id: number } }>().content.id;
    const [row] = await t.db.select().from(comments).where(eq(comments.id, id));
    expect(row).toMatchObject({ active: false, source: 'staff', villaId: otherVilla });
    const act = await inject('PUT', `/v1/admin/villas/commentactivity/${id}`, admin, { active: true });
    expect(act.json<{ content: { active: boolean } }>().content.active).toBe(true);
    expect(await status('POST', '/v1/admin/villas/comment', admin, { ...body, rating: 6 })).toBe(400);
    expect(await status('POST', '/v1/admin/villas/comment', admin, { ...body, body: '' })).toBe(400);
    expect(await status('POST', '/v1/admin/villas/comment', owner, body)).toBe(403);
    expect(await status('PUT', `/v1/admin/villas/commentactivity/${id}`, owner, { active: false })).toBe(403);
    expect(await status('DELETE', `/v1/admin/villas/comment/${id}`, undefined)).toBe(401);
    expect(await status('DELETE', `/v1/admin/villas/comment/${id}`, admin)).toBe(200);
    expect(await status('DELETE', `/v1/admin/villas/comment/${id}`, admin)).toBe(404);
  });
});

describe('Turkish alphabetical order of names', () => {
  it('the key puts Ç after C, Ğ after G, I before İ, Ö after O, Ş after S, Ü after U', () => {
    const names = ['Ü', 'U', 'Ş', 'S', 'Ö', 'O', 'İ', 'I', 'H', 'Ğ', 'G', 'Ç', 'Cz', 'C', 'Kâşane', 'Kaş'];
    expect([...names].sort(compareTurkish)).toEqual([
      'C',
      'Cz',
      'Ç',
      'G',
      'Ğ',
      'H',
      'I',
      'İ',
      'Kaş',
      'Kâşane',
      'O',
      'Ö',
      'S',
      'Ş',
      'U',
      'Ü',
    ]);
    // Case does not matter (Turkish case: I/ı and İ/i).
    expect(turkishSortKey('ILIK')).toBe(turkishSortKey('ılık'));
    expect(turkishSortKey('İNCİ')).toBe(turkishSortKey('inci'));
  });

  it('the villa list sorted by name follows Turkish order in the database (ADMIN, OWNER; no token 401)', async () => {
    const wanted = ['Zeytin', 'Çınar', 'Cennet', 'Şelale', 'Sedir', 'İnci', 'Ilgaz'];
    const ids = new Map<number, string>();
    for (const name of wanted) {
      const res = await inject(
        'POST',
        '/v1/admin/villas',
        admin,
        villaBody({ name, owner_id: ['Çınar', 'İnci', 'Cennet'].includes(name) ? ownerId : null }),
      );
      expect(res.statusCode).toBe(201);
      ids.set(res.json<{ content: { id: number } }>().content.id, name);
    }
    const list = async (headers: Record<string, string> | undefined) => {
      const res = await inject('GET', '/v1/admin/villas?skip=0&take=100&order=name', headers);
      expect(res.statusCode).toBe(200);
      return res.json<{ content: { id: number; name: string }[] }>().content;
    };
    const all = await list(admin);
    expect(all.filter((v) => ids.has(v.id)).map((v) => v.name)).toEqual([
      'Cennet',
      'Çınar',
      'Ilgaz',
      'İnci',
      'Sedir',
      'Şelale',
      'Zeytin',
    ]);
    // The whole page, seeded villas included, is in the same order as the key.
    const names = all.map((v) => v.name);
    expect(names).toEqual([...names].sort(compareTurkish));
    const mine = await list(owner);
    expect(mine.filter((v) => ids.has(v.id)).map((v) => v.name)).toEqual(['Cennet', 'Çınar', 'İnci']);
    expect(mine.map((v) => v.name)).toEqual(mine.map((v) => v.name).sort(compareTurkish));
    expect(await status('GET', '/v1/admin/villas?order=name', undefined)).toBe(401);

    // The villa picker and the town select box use the same order.
    const picker = (await inject('GET', '/v1/admin/villas/all', admin)).json<{
      content: { name: string }[];
    }>().content;
    expect(picker.map((x) => x.name)).toEqual(picker.map((x) => x.name).sort(compareTurkish));
    const towns = (await inject('GET', '/v1/admin/towns/select', admin)).json<{
      content: { name: string }[];
    }>().content;
    expect(towns.map((x) => x.name)).toEqual(towns.map((x) => x.name).sort(compareTurkish));
  });
});
