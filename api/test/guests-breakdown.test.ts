import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VillaCard, VillaDetail } from '@villa/shared/contracts/storefront';
import type { StayQuote } from '@villa/shared/contracts/reservations';
import { reservations } from '../src/db/schema/reservations.ts';
import { villas } from '../src/db/schema/villas.ts';
import { bearer, build, login, nextIp, type TestContext } from './helper.ts';
import { d, guest, priceFixtures } from './reservation-fixtures.ts';

/**
 * Guests by age (issue 15): adults, children and infants in the quote, the reservation request and
 * the search; a villa's capacity counts adults and children, infants only where the villa says so.
 */
let t: TestContext;
let villaId: number;
let slug: string;
const CAPACITY = 'Bu villa en fazla 6 kişiliktir.';

beforeAll(async () => {
  t = await build();
  ({ owned: villaId } = await priceFixtures(t.db));
  const [v] = await t.db.select().from(villas).where(eq(villas.id, villaId));
  slug = v!.slug;
}, 180_000);
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const quote = (q: string) =>
  get(`/v1/villas/${slug}/quote?checkin=${d('06-10')}&checkout=${d('06-14')}&${q}`);
const message = (res: { json: () => unknown }) =>
  (res.json() as { content: { message: string } }).content.message;
const setInfantsCount = (value: boolean) =>
  t.db.update(villas).set({ infantsCountInCapacity: value }).where(eq(villas.id, villaId));

const request = (over: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/reservations',
    remoteAddress: nextIp(),
    payload: {
      villaId,
      checkIn: d('06-10'),
      checkOut: d('06-14'),
      guests: 2,
      ...guest,
      email: `deniz.${Math.random().toString(36).slice(2)}@example.com`,
      ...over,
    },
  });

describe('the quote with guests by age', () => {
  it('carries the breakdown; infants are free of the capacity by default', async () => {
    const res = await quote('guests=8&adults=4&children=2&infants=2');
    expect(res.statusCode).toBe(200);
    const q = res.json<{ content: StayQuote }>().content;
    expect(q).toMatchObject({ guests: 8, adults: 4, children: 2, infants: 2, nights: 4 });
  });

  it('refuses more adults and children than the capacity, in Turkish (400)', async () => {
    const res = await quote('guests=7&adults=5&children=2');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(CAPACITY);
  });

  it('counts infants where the villa says so', async () => {
    await setInfantsCount(true);
    try {
      const res = await quote('guests=7&adults=4&children=2&infants=1');
      expect(res.statusCode).toBe(400);
      expect(message(res)).toBe('Bu villa en fazla 6 kişiliktir (bebekler dahil).');
      expect((await quote('guests=6&adults=4&children=1&infants=1')).statusCode).toBe(200);
    } finally {
      await setInfantsCount(false);
    }
  });

  it('refuses a party without an adult', async () => {
    const res = await quote('guests=2&adults=0&children=2');
    expect(res.statusCode).toBe(400);
    expect(message(res)).toMatch(/Yetişkin sayısı en az 1/);
  });

  it('keeps old links: guests alone are adults', async () => {
    const res = await quote('guests=3');
    expect(res.json<{ content: StayQuote }>().content).toMatchObject({
      guests: 3,
      adults: 3,
      children: 0,
      infants: 0,
    });
    expect((await quote('guests=7')).statusCode).toBe(400);
  });
});

describe('the reservation request with guests by age', () => {
  it('stores adults, children and infants, and the total in guests', async () => {
    const res = await request({ guests: 8, adults: 4, children: 2, infants: 2 });
    expect(res.statusCode).toBe(201);
    const code = res.json<{ content: { code: string } }>().content.code;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservationCode, code));
    expect(row).toMatchObject({ guests: 8, adults: 4, children: 2, infants: 2 });
  });

  it('refuses a party over the capacity and stores nothing', async () => {
    const before = (await t.db.select().from(reservations)).length;
    const res = await request({ guests: 7, adults: 6, children: 1 });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toBe(CAPACITY);
    const noAdult = await request({ guests: 1, adults: 0, children: 1 });
    expect(noAdult.statusCode).toBe(400);
    expect((await t.db.select().from(reservations)).length).toBe(before);
  });

  it('an old request (guests only) is stored as that many adults', async () => {
    const res = await request({ guests: 3 });
    expect(res.statusCode).toBe(201);
    const code = res.json<{ content: { code: string } }>().content.code;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservationCode, code));
    expect(row).toMatchObject({ guests: 3, adults: 3, children: 0, infants: 0 });
  });
});

describe('staff editing a web request', () => {
  it('keeps its infants in the total (the admin form edits adults and children only)', async () => {
    const res = await request({
      guests: 5,
      adults: 2,
      children: 1,
      infants: 2,
      checkIn: d('06-20'),
      checkOut: d('06-24'),
    });
    expect(res.statusCode).toBe(201);
    const code = res.json<{ content: { code: string } }>().content.code;
    const [row] = await t.db.select().from(reservations).where(eq(reservations.reservationCode, code));
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/reservations/${row!.id}`,
      headers: bearer(await login(t.app, 'ADMIN')),
      payload: {
        villaId,
        customerName: row!.customerName,
        customerEmail: row!.customerEmail,
        customerPhone: row!.customerPhone,
        checkIn: d('06-20'),
        checkOut: d('06-24'),
        adults: 3,
        children: 1,
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const [edited] = await t.db.select().from(reservations).where(eq(reservations.id, row!.id));
    expect(edited).toMatchObject({ guests: 6, adults: 3, children: 1, infants: 2 });
  });
});

describe('the villa page and the search', () => {
  it('the villa says whether infants count', async () => {
    const res = await get(`/v1/villas/${slug}`);
    expect(res.json<{ content: VillaDetail }>().content.infantsCountInCapacity).toBe(false);
  });

  it('finds villas by adults and children, infants counted only where the villa says so', async () => {
    const ids = async (q: string) =>
      (await get(`/v2/search?take=100&${q}`)).json<{ content: VillaCard[] }>().content.map((v) => v.id);
    // Capacity 6: 4 adults + 2 children fit; 5 + 2 do not; 2 infants on top do not matter…
    expect(await ids('adults=4&children=2&infants=2')).toContain(villaId);
    expect(await ids('adults=5&children=2')).not.toContain(villaId);
    // …unless the villa counts them.
    await setInfantsCount(true);
    try {
      expect(await ids('adults=4&children=2&infants=2')).not.toContain(villaId);
      expect(await ids('adults=4&children=1&infants=1')).toContain(villaId);
    } finally {
      await setInfantsCount(false);
    }
    // An old link: guests only.
    expect(await ids('guests=6')).toContain(villaId);
    expect(await ids('guests=7')).not.toContain(villaId);
  });
});
