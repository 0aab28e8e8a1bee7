import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { ADMIN_EMAIL, bearer, decodeToken } from './helper.ts';
import { expectAdminOnly, sender, useSignedInApp } from './support/app.ts';

let ownerId: number;
let adminId: number;

const t = useSignedInApp({}, async (t) => {
  ownerId = decodeToken(t.owner).id as number;
  adminId = decodeToken(t.admin).id as number;
});

const newUser = (email: string) => ({
  email,
  password: 'Mavi-Kapi-Ardinda-7',
  role: 'OWNER',
  firstName: 'Deniz',
  lastName: 'Yıldız',
  phone: '+90 555 111 22 33',
});

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n ?? 0;

/** Every users route with a valid request, to check who may call it. */
const routes = () => [
  { method: 'GET' as const, url: '/v1/admin/users' },
  { method: 'GET' as const, url: '/v1/admin/users/select' },
  { method: 'GET' as const, url: `/v1/admin/users/${ownerId}` },
  { method: 'POST' as const, url: '/v1/admin/users', payload: newUser('perm-check@example.com') },
  {
    method: 'PUT' as const,
    url: `/v1/admin/users/${ownerId}`,
    payload: { ...newUser('owner@likyavilla.com.tr'), firstName: 'Mehmet', lastName: 'Öztürk', password: '' },
  },
  { method: 'PATCH' as const, url: '/v1/admin/users/activity', payload: { id: ownerId, active: true } },
  { method: 'POST' as const, url: `/v1/admin/users/${ownerId}/unlock` },
  // Last: it signs the OWNER out everywhere.
  { method: 'POST' as const, url: `/v1/admin/users/${ownerId}/revoke-sessions` },
];

const send = sender(t);

describe('users routes: access', () => {
  it('refuse calls without a token (401) and from an OWNER (403)', async () => {
    await expectAdminOnly(t, routes());
    expect(await userCount()).toBe(2);
  });

  it('allow an ADMIN', async () => {
    for (const r of routes()) {
      const res = await t.app.inject({ ...r, headers: bearer(t.admin) });
      const created = r.method === 'POST' && r.url === '/v1/admin/users';
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBe(created ? 201 : 200);
    }
  });
});

describe('users routes: behaviour', () => {
  it('lists newest first with total, paging and role filter, without password hashes', async () => {
    const res = await send('GET', '/v1/admin/users?skip=0&take=10', t.admin);
    const body = res.json();
    expect(body.total).toBe(await userCount());
    const ids = body.content.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(res.body).not.toContain('password');
    expect(res.body).not.toContain('argon2');
    expect(body.content[0]).toMatchObject({
      id: expect.any(Number),
      email: expect.any(String),
      role: expect.any(String),
      active: expect.any(Boolean),
      phone: expect.any(String),
      createdAt: expect.any(String),
      UserDetail: { firstName: expect.any(String), lastName: expect.any(String) },
    });

    const page = await send('GET', '/v1/admin/users?skip=1&take=1', t.admin);
    expect(page.json().content).toHaveLength(1);
    expect(page.json().content[0].id).toBe(ids[1]);

    const admins = await send('GET', '/v1/admin/users?role=ADMIN', t.admin);
    expect(admins.json().total).toBe(1);
    expect(admins.json().content[0].email).toBe(ADMIN_EMAIL);

    const tooMany = await send('GET', '/v1/admin/users?take=101', t.admin);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().content.message).toMatch(/^Geçersiz istek: take: /);
  });

  it('select lists active users with a display name', async () => {
    const res = await send('GET', '/v1/admin/users/select?role=OWNER', t.admin);
    expect(res.json().content).toContainEqual({ id: ownerId, name: 'Mehmet Öztürk', role: 'OWNER' });
    for (const u of res.json().content) expect(u.role).toBe('OWNER');
  });

  it('GET /:id answers 404 for an unknown user', async () => {
    const res = await send('GET', '/v1/admin/users/999999', t.admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ content: { message: 'Kayıt bulunamadı.' } });
  });

  it('creates a user with a lower-cased e-mail and a working password', async () => {
    const res = await send('POST', '/v1/admin/users', t.admin, newUser('Yeni.Kullanici@Example.com'));
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toMatchObject({
      email: 'yeni.kullanici@example.com',
      role: 'OWNER',
      active: true,
    });
    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'yeni.kullanici@example.com', password: 'Mavi-Kapi-Ardinda-7' },
      remoteAddress: '10.9.9.9',
    });
    expect(loginRes.statusCode).toBe(200);
  });

  it('rejects invalid input with a Turkish 400 and changes nothing', async () => {
    const before = await userCount();
    const res = await send('POST', '/v1/admin/users', t.admin, {
      ...newUser('kisa@example.com'),
      password: 'kisa',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      content: { message: 'Geçersiz istek: password: Şifre en az 10 karakter olmalı.' },
    });

    const missing = await send('POST', '/v1/admin/users', t.admin, {
      email: 'eksik@example.com',
      password: 'Yeterli-uzun-1',
      role: 'OWNER',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().content.message).toMatch(/^Geçersiz istek: firstName: /);

    const badRole = await send('PUT', `/v1/admin/users/${ownerId}`, t.admin, {
      ...newUser('owner@likyavilla.com.tr'),
      role: 'ROOT',
    });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().content.message).toBe('Geçersiz istek: role: Geçerli bir rol seçin.');
    expect(await userCount()).toBe(before);
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, ownerId));
    expect(row?.role).toBe('OWNER');
  });

  it('answers 409 for a duplicate e-mail on create and on update', async () => {
    const before = await userCount();
    const dup = await send('POST', '/v1/admin/users', t.admin, newUser('OWNER@likyavilla.com.tr'));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ content: { message: 'Bu e-posta adresi zaten kayıtlı.' } });
    expect(await userCount()).toBe(before);

    const upd = await send('PUT', `/v1/admin/users/${ownerId}`, t.admin, {
      ...newUser(ADMIN_EMAIL),
      password: '',
    });
    expect(upd.statusCode).toBe(409);
  });

  it('an admin cannot deactivate themselves or drop their own ADMIN role', async () => {
    const self = await send('PATCH', '/v1/admin/users/activity', t.admin, { id: adminId, active: false });
    expect(self.statusCode).toBe(400);
    expect(self.json().content.message).toBe('Kendi hesabınızı pasif duruma getiremezsiniz.');

    const demote = await send('PUT', `/v1/admin/users/${adminId}`, t.admin, {
      email: ADMIN_EMAIL,
      password: '',
      role: 'OWNER',
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      active: true,
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().content.message).toBe('Kendi rolünüzü yönetici dışında bir role değiştiremezsiniz.');
    const [row] = await t.db
      .select({ role: users.role, active: users.active })
      .from(users)
      .where(eq(users.id, adminId));
    expect(row).toEqual({ role: 'ADMIN', active: true });
  });

  it('activity toggles a user and 404s for unknown ids', async () => {
    const off = await send('PATCH', '/v1/admin/users/activity', t.admin, { id: ownerId, active: false });
    expect(off.json().content.active).toBe(false);
    const select = await send('GET', '/v1/admin/users/select', t.admin);
    expect(select.json().content.map((u: { id: number }) => u.id)).not.toContain(ownerId);
    await send('PATCH', '/v1/admin/users/activity', t.admin, { id: ownerId, active: true });
    const unknown = await send('PATCH', '/v1/admin/users/activity', t.admin, { id: 999999, active: true });
    expect(unknown.statusCode).toBe(404);
  });
});
