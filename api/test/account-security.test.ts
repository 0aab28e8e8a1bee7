import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, revokedTokens, users } from '../src/db/schema/users.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  bearer,
  decodeToken,
  login,
  loginAs,
  OWNER_EMAIL,
  OWNER_PASSWORD,
} from './helper.ts';
import { sender, useApp } from './support/app.ts';

let admin: string;
let adminId: number;
let ownerId: number;

const t = useApp({}, async (t) => {
  admin = await login(t.app, 'ADMIN');
  adminId = decodeToken(admin).id as number;
  ownerId = decodeToken(await login(t.app, 'OWNER')).id as number;
});

const LOCKED = 'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.';
const EXPIRED = 'Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.';

const adminRead = (token: string) => send('GET', '/v1/admin/users', token);
const logout = (token?: string) =>
  t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: token ? bearer(token) : {} });

let seq = 0;
/** A fresh OWNER account (its own e-mail, so lockout tests do not touch each other). */
async function newOwner(password = 'Mavi-Kapi-Ardinda-7'): Promise<{ id: number; email: string }> {
  const email = `hesap${++seq}@ornek.com.tr`;
  const res = await send('POST', '/v1/admin/users', admin, {
    email,
    password,
    role: 'OWNER',
    firstName: 'Ece',
    lastName: 'Tan',
  });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().content.id, email };
}

async function tokenOf(email: string, password = 'Mavi-Kapi-Ardinda-7'): Promise<string> {
  const res = await loginAs(t.app, email, password);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().content.accessToken;
}

const send = sender(t);

describe('POST /v1/auth/logout', () => {
  it('revokes that token on the server, and only that one', async () => {
    const first = await login(t.app, 'ADMIN');
    const second = await login(t.app, 'ADMIN');
    expect(decodeToken(first).jti).toEqual(expect.any(String));
    expect(decodeToken(first).jti).not.toBe(decodeToken(second).jti);
    expect((await adminRead(first)).statusCode).toBe(200);

    const res = await logout(first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ content: { revoked: true } });

    const after = await adminRead(first);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ content: { message: EXPIRED } });
    // Another browser of the same user stays signed in.
    expect((await adminRead(second)).statusCode).toBe(200);
    // The revoked token cannot log out again, nor be used by an OWNER route.
    expect((await logout(first)).statusCode).toBe(401);

    const [row] = await t.db
      .select({ expiresAt: revokedTokens.expiresAt, userId: revokedTokens.userId })
      .from(revokedTokens)
      .where(eq(revokedTokens.jti, decodeToken(first).jti as string));
    expect(row).toEqual({ expiresAt: new Date((decodeToken(first).exp as number) * 1000), userId: adminId });
  });

  it("works for an OWNER's token too", async () => {
    const owner = await login(t.app, 'OWNER');
    const ownRead = () => send('GET', '/v1/admin/villas?take=10', owner);
    expect((await ownRead()).statusCode).toBe(200);
    expect((await logout(owner)).statusCode).toBe(200);
    expect((await ownRead()).statusCode).toBe(401);
  });

  it('answers 401 without a token or with a garbage one', async () => {
    expect((await logout()).statusCode).toBe(401);
    expect((await logout('a.b.c')).statusCode).toBe(401);
  });

  it('prunes deny-list entries of tokens that have expired anyway', async () => {
    await t.db
      .insert(revokedTokens)
      .values({ jti: 'long-gone', userId: adminId, expiresAt: new Date(Date.now() - 60_000) });
    expect((await logout(await login(t.app, 'ADMIN'))).statusCode).toBe(200);
    const rows = await t.db.select().from(revokedTokens).where(eq(revokedTokens.jti, 'long-gone'));
    expect(rows).toEqual([]);
  });

  it('refuses a token without a jti (signed before logout existed)', async () => {
    const { createSigner } = await import('fast-jwt');
    const [row] = await t.db.select({ tv: users.tokenVersion }).from(users).where(eq(users.id, adminId));
    const old = createSigner({
      key: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      expiresIn: 60_000,
    })({ id: adminId, tv: row!.tv });
    expect((await adminRead(old)).statusCode).toBe(401);
  });
});

describe('POST /v1/admin/users/{id}/revoke-sessions', () => {
  it("an ADMIN signs every one of a user's tokens out; new logins work", async () => {
    const user = await newOwner();
    const a = await tokenOf(user.email);
    const b = await tokenOf(user.email);
    const read = (token: string) => send('GET', '/v1/admin/villas', token);
    expect((await read(a)).statusCode).toBe(200);

    const res = await send('POST', `/v1/admin/users/${user.id}/revoke-sessions`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ id: user.id, email: user.email, active: true });
    expect((await read(a)).statusCode).toBe(401);
    expect((await read(b)).statusCode).toBe(401);
    expect((await read(await tokenOf(user.email))).statusCode).toBe(200);
  });

  it("an ADMIN who revokes their own sessions is signed out; other users' tokens stay", async () => {
    const me = await login(t.app, 'ADMIN');
    const owner = await login(t.app, 'OWNER');
    const res = await send('POST', `/v1/admin/users/${adminId}/revoke-sessions`, me);
    expect(res.statusCode).toBe(200);
    expect((await adminRead(me)).statusCode).toBe(401);
    expect((await send('GET', '/v1/admin/villas', owner)).statusCode).toBe(200);
    admin = await login(t.app, 'ADMIN');
  });

  it('refuses an OWNER (own account and another one) with 403, no token with 401, unknown id 404', async () => {
    const owner = await login(t.app, 'OWNER');
    for (const id of [ownerId, adminId]) {
      const res = await send('POST', `/v1/admin/users/${id}/revoke-sessions`, owner);
      expect(res.statusCode).toBe(403);
    }
    // The OWNER's token was not revoked by its own refused call.
    expect((await send('GET', '/v1/admin/villas', owner)).statusCode).toBe(200);
    const anon = await t.app.inject({ method: 'POST', url: `/v1/admin/users/${ownerId}/revoke-sessions` });
    expect(anon.statusCode).toBe(401);
    const unknown = await send('POST', '/v1/admin/users/999999/revoke-sessions', admin);
    expect(unknown.statusCode).toBe(404);
    const bad = await send('POST', '/v1/admin/users/abc/revoke-sessions', admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('account lockout in the database', () => {
  const fail = (email: string) => loginAs(t.app, email, 'yanlis-sifre-123');
  const lockRow = async (email: string) =>
    (
      await t.db
        .select({
          failures: loginFailures.failures,
          lockedUntil: loginFailures.lockedUntil,
          now: sql<string>`now()::text`,
        })
        .from(loginFailures)
        .where(eq(loginFailures.email, email))
    )[0];

  it('locks after 5 failures for at most 15 minutes; more failures while locked do not extend it', async () => {
    const user = await newOwner();
    for (let i = 0; i < 5; i++) expect((await fail(user.email)).statusCode).toBe(401);
    const locked = await lockRow(user.email);
    expect(locked?.failures).toBe(5);
    const minutes = (locked!.lockedUntil!.getTime() - new Date(locked!.now).getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThanOrEqual(15);

    for (let i = 0; i < 3; i++) {
      const res = await fail(user.email);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ content: { message: LOCKED } });
    }
    // Even the right password is refused with the same message while locked.
    const right = await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ content: { message: LOCKED } });
    expect((await lockRow(user.email))?.lockedUntil).toEqual(locked?.lockedUntil);
  });

  it('the lock ends after its time: the right password works, a new failure starts a new count', async () => {
    const user = await newOwner();
    for (let i = 0; i < 5; i++) await fail(user.email);
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(429);
    // 15 minutes later (moved in the database, where the clock lives).
    await t.db
      .update(loginFailures)
      .set({
        windowStartedAt: sql`now() - interval '16 minutes'`,
        lockedUntil: sql`now() - interval '1 minute'`,
      })
      .where(eq(loginFailures.email, user.email));
    expect((await fail(user.email)).statusCode).toBe(401);
    expect(await lockRow(user.email)).toMatchObject({ failures: 1, lockedUntil: null });
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(200);
    // A successful login clears the count.
    expect(await lockRow(user.email)).toBeUndefined();
  });

  it('failures older than the window are forgotten', async () => {
    const user = await newOwner();
    for (let i = 0; i < 4; i++) await fail(user.email);
    await t.db
      .update(loginFailures)
      .set({ windowStartedAt: sql`now() - interval '15 minutes 1 second'` })
      .where(eq(loginFailures.email, user.email));
    expect((await fail(user.email)).statusCode).toBe(401);
    expect(await lockRow(user.email)).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('an unknown e-mail is counted and locked like a real one (nothing tells them apart)', async () => {
    const email = 'kimse-yok@ornek.com.tr';
    for (let i = 0; i < 5; i++) expect((await fail(email)).statusCode).toBe(401);
    expect((await fail(email)).statusCode).toBe(429);
  });
});

describe('locked accounts in the users list and POST /v1/admin/users/{id}/unlock', () => {
  it('an ADMIN sees the lock with its end and unlocks the account', async () => {
    const user = await newOwner();
    for (let i = 0; i < 5; i++) await loginAs(t.app, user.email, 'yanlis-sifre-123');

    const list = await send('GET', '/v1/admin/users?take=100', admin);
    const row = list.json().content.find((u: { id: number }) => u.id === user.id);
    expect(Date.parse(row.lockedUntil)).toBeGreaterThan(Date.now() + 14 * 60_000);
    const seeded = list.json().content.filter((u: { id: number }) => u.id === adminId || u.id === ownerId);
    expect(seeded.map((u: { lockedUntil: string | null }) => u.lockedUntil)).toEqual([null, null]);
    const one = await send('GET', `/v1/admin/users/${user.id}`, admin);
    expect(one.json().content.lockedUntil).toBe(row.lockedUntil);

    const res = await send('POST', `/v1/admin/users/${user.id}/unlock`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ id: user.id, lockedUntil: null });
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(200);
  });

  it('refuses an OWNER (own account and another one) with 403, no token with 401, unknown id 404', async () => {
    const user = await newOwner();
    for (let i = 0; i < 5; i++) await loginAs(t.app, user.email, 'yanlis-sifre-123');
    const owner = await login(t.app, 'OWNER');
    for (const id of [ownerId, user.id]) {
      const res = await send('POST', `/v1/admin/users/${id}/unlock`, owner);
      expect(res.statusCode).toBe(403);
    }
    const anon = await t.app.inject({ method: 'POST', url: `/v1/admin/users/${user.id}/unlock` });
    expect(anon.statusCode).toBe(401);
    // Still locked after the refused calls.
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(429);
    const unknown = await send('POST', '/v1/admin/users/999999/unlock', admin);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('Cache-Control: no-store on admin and auth answers', () => {
  it('every /v1/admin and /v1/auth answer, errors included; public reads keep their own', async () => {
    const cases = [
      await adminRead(admin),
      await t.app.inject({ url: '/v1/admin/users' }),
      await t.app.inject({ url: '/v1/admin/users', headers: bearer(await login(t.app, 'OWNER')) }),
      await send('GET', '/v1/admin/no-such-thing', admin),
      await send('GET', '/v1/admin/users?take=9999', admin),
      await loginAs(t.app, ADMIN_EMAIL, ADMIN_PASSWORD),
      await loginAs(t.app, ADMIN_EMAIL, 'yanlis-sifre-123'),
      await loginAs(t.app, 'not-an-email', 'x'),
      await logout(),
      await logout(await login(t.app, 'ADMIN')),
    ];
    expect(cases.map((r) => r.statusCode)).toEqual([200, 401, 403, 404, 400, 200, 401, 400, 401, 200]);
    for (const res of cases) expect(res.headers['cache-control']).toBe('no-store');
    await t.db.delete(loginFailures).where(eq(loginFailures.email, ADMIN_EMAIL));

    const publicRead = await t.app.inject({ url: '/v1/villatype' });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).not.toBe('no-store');
  });
});

describe('password rule for new and changed passwords', () => {
  const create = (password: string, role: 'ADMIN' | 'OWNER', extra: Record<string, string> = {}) =>
    send('POST', '/v1/admin/users', admin, {
      email: `kural${++seq}@ornek.com.tr`,
      password,
      role,
      firstName: 'Gülşen',
      lastName: 'Işıkoğlu',
      ...extra,
    });
  const message = (res: Awaited<ReturnType<typeof create>>) => res.json().content.message as string;

  it("refuses '12345678', 'password' and eight spaces for ADMIN and OWNER users, and changes nothing", async () => {
    const [before] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    for (const role of ['ADMIN', 'OWNER'] as const) {
      for (const password of ['12345678', 'password', '        ']) {
        const res = await create(password, role);
        expect(res.statusCode, `${role} ${JSON.stringify(password)}`).toBe(400);
        expect(message(res)).toMatch(/^Geçersiz istek: password: Şifre /);
      }
    }
    expect(message(await create('        ', 'ADMIN'))).toBe(
      'Geçersiz istek: password: Şifre yalnızca boşluklardan oluşamaz.',
    );
    expect(message(await create('12345678', 'ADMIN'))).toBe(
      'Geçersiz istek: password: Şifre en az 10 karakter olmalı.',
    );
    const [after] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after?.n).toBe(before?.n);
  });

  it('refuses common passwords of 10 characters and more', async () => {
    for (const password of ['1234567890', 'password12', 'qwertyuiop', '          x', 'aaaaaaaaaaaa']) {
      const res = await create(password, 'ADMIN');
      expect(res.statusCode, password).toBe(400);
      expect(message(res), password).toMatch(
        /^Geçersiz istek: password: (Bu şifre kolay tahmin edilir|Şifre)/,
      );
    }
  });

  it("refuses passwords built from the user's name or e-mail, whatever the case and Turkish letters", async () => {
    const personal =
      'Geçersiz istek: password: Şifre adınızdan, soyadınızdan veya e-posta adresinizden türetilmiş; bunlar sayılmadan en az 10 karakter olmalı.';
    for (const password of ['GULSEN-isikoglu', 'gülşen2025ışıkoğlu', 'Işıkoğlu.1987', 'GÜLŞEN-IŞIKOĞLU-1']) {
      const res = await create(password, 'OWNER');
      expect(res.statusCode, password).toBe(400);
      expect(message(res), password).toBe(personal);
    }
    const fromEmail = await create('Deniz.Kaptan.7', 'OWNER', { email: 'deniz.kaptan@ornek.com.tr' });
    expect(message(fromEmail)).toBe(personal);
  });

  it('accepts a strong password and the seeded demo and test passwords with their accounts', async () => {
    expect((await create('Mavi-Kapi-Ardinda-7', 'ADMIN')).statusCode).toBe(201);
    const seeded = [
      {
        email: 'admin@ornek.com.tr',
        password: 'Admin-Test-2025',
        firstName: 'Ayşe',
        lastName: 'Yılmaz',
      },
      {
        email: 'owner@ornek.com.tr',
        password: 'Owner-Test-2025',
        firstName: 'Mehmet',
        lastName: 'Öztürk',
      },
      { email: 'admin@e2e.test', password: 'E2e-Admin-Pass-1', firstName: 'Ayşe', lastName: 'Yılmaz' },
      {
        email: 'owner@e2e.ornek.com.tr',
        password: 'E2e-Owner-Pass-1',
        firstName: 'Mehmet',
        lastName: 'Öztürk',
      },
    ];
    for (const s of seeded) {
      const res = await create(s.password, 'ADMIN', s);
      expect(res.statusCode, `${s.password}: ${res.body}`).toBe(201);
    }
  });

  it('applies to a changed password on update; an empty one keeps the current password', async () => {
    const user = await newOwner();
    const put = (password: string) =>
      send('PUT', `/v1/admin/users/${user.id}`, admin, {
        email: user.email,
        password,
        role: 'OWNER',
        firstName: 'Ece',
        lastName: 'Tan',
        active: true,
      });
    for (const password of ['12345678', 'password', '        ', 'password1234']) {
      const res = await put(password);
      expect(res.statusCode, password).toBe(400);
    }
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(200);
    expect((await put('')).statusCode).toBe(200);
    expect((await loginAs(t.app, user.email, 'Mavi-Kapi-Ardinda-7')).statusCode).toBe(200);
    expect((await put('Yesil-Deniz-Feneri-42')).statusCode).toBe(200);
    expect((await loginAs(t.app, user.email, 'Yesil-Deniz-Feneri-42')).statusCode).toBe(200);
  });
});

it('the seeded accounts still sign in with their passwords', async () => {
  expect((await loginAs(t.app, ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  expect((await loginAs(t.app, OWNER_EMAIL, OWNER_PASSWORD)).statusCode).toBe(200);
});
