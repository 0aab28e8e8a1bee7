import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ReservationRequestResult } from '@villa/shared/contracts/storefront';
import { boatReservations, boats } from '../src/db/schema/boats.ts';
import { contactMessages } from '../src/db/schema/contact.ts';
import { idempotencyKeys } from '../src/db/schema/idempotency.ts';
import { reservations } from '../src/db/schema/reservations.ts';
import { IDEMPOTENCY_MESSAGES, parseIdempotencyKey } from '../src/plugins/idempotency.ts';
import { todayIso } from '@villa/shared/lib/format/dates';
import { bearer, login, nextIp } from './helper.ts';
import { sender, useApp } from './support/app.ts';
import { countRows } from './support/rows.ts';
import { customer, d, guest, priceFixtures } from './reservation-fixtures.ts';

// Hardening item 9: the same request sent twice (a double click, a retry after a lost answer)
// never creates twice: a repeat of an open request answers with its code, and every public write
// honours an Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field").
let villa: number;
let other: number;
let admin: string;

const t = useApp({}, async (t) => {
  ({ owned: villa, other } = await priceFixtures(t.db));
  admin = await login(t.app, 'ADMIN');
});

const request = (over: Record<string, unknown> = {}) => ({
  villaId: villa,
  checkIn: d('06-10'),
  checkOut: d('06-15'),
  guests: 4,
  ...guest,
  ...over,
});

const post = (url: string, payload: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    remoteAddress: nextIp(),
  });

type Result = { content: ReservationRequestResult };
const webRequests = (email: string) =>
  countRows(
    t.db,
    reservations,
    and(eq(reservations.source, 'web'), eq(sql`lower(${reservations.customerEmail})`, email)),
  );

const send = sender(t);

describe('every public write declares Idempotency-Key handling', () => {
  it('lists the public writes; all but login are idempotent', () => {
    const writes = t.app.publicWrites.map((w) => `${w.method} ${w.url}`).sort();
    expect(writes).toEqual(
      expect.arrayContaining([
        'POST /v1/boatreservations',
        'POST /v1/reservations',
        'POST /v1/website/contact',
        'POST /v1/website/subscribe',
      ]),
    );
    // Login answers with a fresh token: replaying a stored one would hand it to whoever has the key.
    const missing = t.app.publicWrites.filter((w) => !w.idempotent && w.url !== '/v1/auth/login');
    expect(missing).toEqual([]);
  });

  it('parses the header as the draft defines it (an sf-string), and a bare token', () => {
    expect(parseIdempotencyKey(undefined)).toBeNull();
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toBe(
      '8e03978e-40d5-43e8-bc93-6894a57f9324',
    );
    expect(parseIdempotencyKey('"a \\"b\\" c"')).toBe('a "b" c');
    for (const bad of ['', '""', '"open', 'a b', '"a", "b"', 'k1, k2', `"${'x'.repeat(256)}"`, '"é"']) {
      expect(parseIdempotencyKey(bad), bad).toBeUndefined();
    }
    expect(parseIdempotencyKey(['a', 'b'])).toBeUndefined();
  });
});

describe('a repeat of an open reservation request', () => {
  it('answers with the existing code (200, existing: true) and creates nothing', async () => {
    const first = await post('/v1/reservations', request());
    expect(first.statusCode).toBe(201);
    const created = first.json<Result>().content;
    expect(created.existing).toBe(false);

    // Same e-mail in another case, same villa and dates: the same request again.
    const again = await post(
      '/v1/reservations',
      request({ email: 'Deniz.Aksoy@Example.COM', note: 'tekrar' }),
    );
    expect(again.statusCode).toBe(200);
    const repeat = again.json<Result>().content;
    expect(repeat).toMatchObject({ code: created.code, existing: true, totalTl: created.totalTl });
    expect(repeat.message).toContain(created.code);
    expect(repeat.message).toMatch(/daha önce ulaştı/);
    expect(await webRequests('deniz.aksoy@example.com')).toBe(1);

    // Other dates, another villa, another e-mail: new requests.
    expect((await post('/v1/reservations', request({ checkOut: d('06-16') }))).statusCode).toBe(201);
    expect((await post('/v1/reservations', request({ villaId: other }))).statusCode).toBe(201);
    expect((await post('/v1/reservations', request({ email: 'baska@example.com' }))).statusCode).toBe(201);
    expect(await webRequests('deniz.aksoy@example.com')).toBe(3);
  });

  it('is a new request once the first is cancelled or older than 24 hours', async () => {
    const body = request({ checkIn: d('06-20'), checkOut: d('06-25'), email: 'ece@example.com' });
    const first = (await post('/v1/reservations', body)).json<Result>().content;

    await t.db
      .update(reservations)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(reservations.reservationCode, first.code));
    const later = await post('/v1/reservations', body);
    expect(later.statusCode).toBe(201);
    const second = later.json<Result>().content;
    expect(second.code).not.toBe(first.code);

    await send(
      'PATCH',
      `/v1/admin/reservations/${(await t.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.reservationCode, second.code)))[0]!.id}`,
      admin,
      { status: 'cancelled' },
    );
    const third = await post('/v1/reservations', body);
    expect(third.statusCode).toBe(201);
    expect(third.json<Result>().content.code).not.toBe(second.code);
    expect(await webRequests('ece@example.com')).toBe(3);
  });

  it('two identical requests at the same moment get one code', async () => {
    const body = request({ checkIn: d('06-01'), checkOut: d('06-05'), email: 'ayni.anda@example.com' });
    const results = await Promise.all(Array.from({ length: 6 }, () => post('/v1/reservations', body)));
    const codes = new Set(results.map((r) => r.json<Result>().content.code));
    expect(codes.size).toBe(1);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(await webRequests('ayni.anda@example.com')).toBe(1);
  });

  it('a staff booking for the same guest and dates is not handed out as the visitor’s code', async () => {
    const staff = await send('POST', '/v1/admin/reservations', admin, {
      ...customer,
      customerEmail: 'personel@example.com',
      villaId: other,
      checkIn: d('06-20'),
      checkOut: d('06-24'),
      adults: 2,
      status: 'new',
    });
    expect(staff.statusCode).toBe(201);
    const visitor = await post(
      '/v1/reservations',
      request({ villaId: other, checkIn: d('06-20'), checkOut: d('06-24'), email: 'personel@example.com' }),
    );
    expect(visitor.statusCode).toBe(201);
    expect(visitor.json<Result>().content.existing).toBe(false);
  });
});

describe('Idempotency-Key on POST /v1/reservations', () => {
  // A function: the villa is known only once beforeAll ran.
  const body = () => request({ checkIn: d('06-05'), checkOut: d('06-09'), email: 'anahtar@example.com' });

  it('replays the first response for the same key and body, and runs nothing again', async () => {
    const key = randomUUID();
    const first = await post('/v1/reservations', body(), `"${key}"`);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const retry = await post('/v1/reservations', body(), key); // unquoted: the same key
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await webRequests('anahtar@example.com')).toBe(1);
  });

  it('refuses the same key with another body (422) or another path (422), creating nothing', async () => {
    const key = randomUUID();
    expect((await post('/v1/reservations', body(), key)).statusCode).toBe(200); // the repeat of the one above
    const changed = await post('/v1/reservations', { ...body(), guests: 2 }, key);
    expect(changed.statusCode).toBe(422);
    expect(changed.json().content.message).toBe(IDEMPOTENCY_MESSAGES.mismatch);
    const elsewhere = await post(
      '/v1/website/contact',
      {
        name: 'Deniz Aksoy',
        email: 'anahtar@example.com',
        message: 'Villa hakkında bir sorum var.',
        kvkk: true,
      },
      key,
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(await webRequests('anahtar@example.com')).toBe(1);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const key = randomUUID();
    const payload = request({ checkIn: d('06-26'), checkOut: d('06-30'), email: 'yolda@example.com' });
    expect((await post('/v1/reservations', payload, key)).statusCode).toBe(201);
    // As if the first were still being answered (its response not kept yet).
    await t.db
      .update(idempotencyKeys)
      .set({ responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, key));
    const during = await post('/v1/reservations', payload, key);
    expect(during.statusCode).toBe(409);
    expect(during.json().content.message).toBe(IDEMPOTENCY_MESSAGES.inFlight);
    expect(during.headers['retry-after']).toBe('1');

    // A claim nobody answered for minutes (its process died) is taken over: the request runs,
    // and the repeat check still gives the code already issued.
    await t.db
      .update(idempotencyKeys)
      .set({ startedAt: sql`now() - interval '10 minutes'` })
      .where(eq(idempotencyKeys.key, key));
    const after = await post('/v1/reservations', payload, key);
    expect(after.statusCode).toBe(200);
    expect(after.json<Result>().content.existing).toBe(true);
    expect(await webRequests('yolda@example.com')).toBe(1);
  });

  it('refuses a malformed key with 400 and creates nothing', async () => {
    for (const bad of ['"open', 'a b', 'k1, k2', '"é"', `${'x'.repeat(256)}`]) {
      const res = await post('/v1/reservations', request({ email: 'bozuk.anahtar@example.com' }), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().content.message).toBe(IDEMPOTENCY_MESSAGES.malformed);
    }
    expect(await webRequests('bozuk.anahtar@example.com')).toBe(0);
  });

  it('keeps a refusal too: the retry of a request for taken dates gets the same 409', async () => {
    const closing = await send('POST', '/v1/admin/external', admin, {
      villaId: other,
      startedAt: d('07-01'),
      finishedAt: d('07-20'),
    });
    expect(closing.statusCode).toBe(201);
    const key = randomUUID();
    const payload = request({
      villaId: other,
      checkIn: d('07-05'),
      checkOut: d('07-12'),
      email: 'dolu@example.com',
    });
    const first = await post('/v1/reservations', payload, key);
    expect(first.statusCode).toBe(409);
    const retry = await post('/v1/reservations', payload, key);
    expect(retry.statusCode).toBe(409);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
  });

  it('a key whose 24 hours are over is free again', async () => {
    const key = randomUUID();
    const payload = request({ checkIn: d('08-10'), checkOut: d('08-16'), email: 'eski.anahtar@example.com' });
    expect((await post('/v1/reservations', payload, key)).statusCode).toBe(201);
    await t.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    const res = await post('/v1/reservations', { ...payload, guests: 2 }, key);
    expect(res.statusCode).toBe(200); // ran again (not a 422): the open request's code
    expect(res.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('Idempotency-Key on the other public writes', () => {
  it('the contact form stores one message for a retried POST', async () => {
    const key = randomUUID();
    const payload = {
      name: 'Selin Kaya',
      email: 'selin@example.com',
      message: 'Ağustos için müsaitlik sormak istiyorum.',
      kvkk: true,
    };
    const first = await post('/v1/website/contact', payload, key);
    const retry = await post('/v1/website/contact', payload, key);
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(t.db, contactMessages, eq(contactMessages.email, 'selin@example.com'))).toBe(1);
  });

  it('the newsletter and the boat request replay theirs', async () => {
    const key = randomUUID();
    const sub = { email: 'bulten@example.com', consent: true };
    expect((await post('/v1/website/subscribe', sub, key)).statusCode).toBe(200);
    const again = await post('/v1/website/subscribe', sub, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');

    const [boat] = await t.db.select({ id: boats.id }).from(boats).where(eq(boats.active, true)).limit(1);
    const day = new Date(`${todayIso()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 40);
    const iso = day.toISOString().slice(0, 10);
    const boatKey = randomUUID();
    const rental = {
      boat_id: boat!.id,
      started_at: iso,
      finished_at: iso,
      guests: 2,
      customer_name: 'Deniz Kaptan',
      customer_email: 'kaptan@example.com',
      customer_phone: '+90 555 123 45 67',
    };
    const first = await post('/v1/boatreservations', rental, boatKey);
    expect(first.statusCode).toBe(201);
    const retry = await post('/v1/boatreservations', rental, boatKey);
    expect(retry.statusCode).toBe(201);
    expect(retry.json().content.reservation_id).toBe(first.json().content.reservation_id);
    expect(
      await countRows(t.db, boatReservations, eq(boatReservations.customerEmail, 'kaptan@example.com')),
    ).toBe(1);
  });

  it('admin writes ignore the header (they are not declared idempotent)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/external',
      headers: { ...bearer(admin), 'idempotency-key': 'not a valid key' },
      payload: { villaId: villa, startedAt: d('10-01'), finishedAt: d('10-03') },
    });
    expect(res.statusCode).toBe(201);
  });
});
