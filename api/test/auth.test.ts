import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginFailures, users } from '../src/db/schema/users.ts';
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

const t = useApp();

const send = sender(t);

describe('POST /v1/auth/login', () => {
  it('returns the token and the user in the documented shape', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await loginAs(t.app, 'Admin@LikyaVilla.com.tr', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['content']);
    expect(body.content.user).toEqual({
      id: expect.any(Number),
      email: ADMIN_EMAIL,
      role: 'ADMIN',
      UserDetail: { firstName: 'Ayşe', lastName: 'Yılmaz' },
    });
    const payload = decodeToken(body.content.accessToken);
    expect(payload.id).toBe(body.content.user.id);
    expect(payload.iat).toBeGreaterThanOrEqual(before);
    expect(payload.exp).toBe((payload.iat as number) + 28_800);

    const [row] = await t.db
      .select({ at: users.lastLoginAt })
      .from(users)
      .where(eq(users.email, ADMIN_EMAIL));
    expect(row?.at).toBeInstanceOf(Date);
  });

  it('rejects a wrong password and an unknown e-mail with the same 401 message', async () => {
    const wrong = await loginAs(t.app, OWNER_EMAIL, 'not-the-password');
    const unknown = await loginAs(t.app, 'nobody@example.com', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ content: { message: 'E-posta veya şifre hatalı.' } });
    }
  });

  it('answers 400 in Turkish for an invalid body', async () => {
    const res = await loginAs(t.app, 'not-an-email', 'x');
    expect(res.statusCode).toBe(400);
    expect(res.json().content.message).toBe('Geçersiz istek: email: Geçerli bir e-posta adresi girin.');
  });

  it('answers a deactivated account with the right password exactly as a wrong password', async () => {
    await t.db.update(users).set({ active: false }).where(eq(users.email, OWNER_EMAIL));
    await t.db.delete(loginFailures).where(eq(loginFailures.email, OWNER_EMAIL));
    try {
      const right = await loginAs(t.app, OWNER_EMAIL, OWNER_PASSWORD);
      const wrong = await loginAs(t.app, OWNER_EMAIL, 'not-the-password');
      expect(right.statusCode).toBe(401);
      expect(right.statusCode).toBe(wrong.statusCode);
      expect(right.body).toBe(wrong.body);
      expect(right.json()).toEqual({ content: { message: 'E-posta veya şifre hatalı.' } });
      // Both count as failures, so a stranger cannot tell them apart by when the lock comes.
      const [row] = await t.db
        .select({ failures: loginFailures.failures })
        .from(loginFailures)
        .where(eq(loginFailures.email, OWNER_EMAIL));
      expect(row?.failures).toBe(2);
    } finally {
      await t.db.update(users).set({ active: true }).where(eq(users.email, OWNER_EMAIL));
      await t.db.delete(loginFailures).where(eq(loginFailures.email, OWNER_EMAIL));
    }
  });
});

describe('login rate limits', () => {
  it('locks an account after 5 failures, even with the right password', async () => {
    const email = 'locked@likyavilla.com.tr';
    await t.app.inject({
      method: 'POST',
      url: '/v1/admin/users',
      headers: bearer(await login(t.app, 'ADMIN')),
      payload: { email, password: 'Locked-Pass-1', role: 'OWNER', firstName: 'Kilit', lastName: 'Test' },
    });
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(t.app, email, 'wrong-password')).statusCode).toBe(401);
    }
    const res = await loginAs(t.app, email, 'Locked-Pass-1');
    expect(res.statusCode).toBe(429);
    expect(res.json().content.message).toBe(
      'Çok fazla başarısız giriş denemesi. Lütfen 15 dakika sonra tekrar deneyin.',
    );
  });

  it('limits login requests per IP to 10 a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { email: `ip${i}@example.com`, password: 'x' },
        remoteAddress: '192.0.2.77',
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toEqual({
          content: { message: 'Çok fazla istek. Lütfen biraz sonra tekrar deneyin.' },
        });
      }
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('token checks on every request', () => {
  it('401 without a token, with a garbage token and with an expired one', async () => {
    const none = await t.app.inject({ url: '/v1/admin/unreadcount' });
    expect(none.statusCode).toBe(401);
    expect(none.json().content.message).toBe('Oturum açmanız gerekiyor.');

    const garbage = await t.app.inject({ url: '/v1/admin/unreadcount', headers: bearer('a.b.c') });
    expect(garbage.statusCode).toBe(401);

    const { createSigner } = await import('fast-jwt');
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = createSigner({ key: 'test-secret-that-is-long-enough-for-hs256-0123456789' })({
      id: 1,
      tv: 0,
      iat: past - 60,
      exp: past,
    });
    const res = await send('GET', '/v1/admin/unreadcount', expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().content.message).toBe('Oturumunuzun süresi doldu, lütfen tekrar giriş yapın.');
  });

  it('a token signed with another secret is refused', async () => {
    const { createSigner } = await import('fast-jwt');
    const forged = createSigner({ key: 'another-secret-another-secret-another-secret', expiresIn: 60_000 })({
      id: 1,
      tv: 0,
    });
    const res = await send('GET', '/v1/admin/unreadcount', forged);
    expect(res.statusCode).toBe(401);
  });

  it("a deactivated user's existing token stops working", async () => {
    const adminToken = await login(t.app, 'ADMIN');
    const ownerToken = await login(t.app, 'OWNER');
    const ownerId = decodeToken(ownerToken).id;
    expect((await send('GET', '/v1/admin/unreadcount', ownerToken)).statusCode).toBe(200);

    const off = await send('PATCH', '/v1/admin/users/activity', adminToken, { id: ownerId, active: false });
    expect(off.statusCode).toBe(200);
    const after = await send('GET', '/v1/admin/unreadcount', ownerToken);
    expect(after.statusCode).toBe(401);

    // Reactivating does not revive the old token.
    await send('PATCH', '/v1/admin/users/activity', adminToken, { id: ownerId, active: true });
    expect((await send('GET', '/v1/admin/unreadcount', ownerToken)).statusCode).toBe(401);
    expect(
      (await t.app.inject({ url: '/v1/admin/unreadcount', headers: bearer(await login(t.app, 'OWNER')) }))
        .statusCode,
    ).toBe(200);
  });

  it('a password change invalidates existing tokens', async () => {
    const adminToken = await login(t.app, 'ADMIN');
    const email = 'pwchange@likyavilla.com.tr';
    const created = await send('POST', '/v1/admin/users', adminToken, {
      email,
      password: 'First-Pass-1',
      role: 'OWNER',
      firstName: 'Şifre',
      lastName: 'Değişim',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().content.id;
    const oldToken = (await loginAs(t.app, email, 'First-Pass-1')).json().content.accessToken;
    expect((await send('GET', '/v1/admin/unreadcount', oldToken)).statusCode).toBe(200);

    const save = (password: string) =>
      send('PUT', `/v1/admin/users/${id}`, adminToken, {
        email,
        password,
        role: 'OWNER',
        firstName: 'Şifre',
        lastName: 'Değişti',
        active: true,
      });
    // Saving without a password keeps the password and the token.
    const keep = await save('');
    expect(keep.statusCode).toBe(200);
    expect((await send('GET', '/v1/admin/unreadcount', oldToken)).statusCode).toBe(200);

    const change = await save('Second-Pass-2');
    expect(change.statusCode).toBe(200);
    expect((await send('GET', '/v1/admin/unreadcount', oldToken)).statusCode).toBe(401);
    expect((await loginAs(t.app, email, 'First-Pass-1')).statusCode).toBe(401);
    expect((await loginAs(t.app, email, 'Second-Pass-2')).statusCode).toBe(200);
  });
});
