import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscribers } from '../src/db/schema/content.ts';
import { contactMessages } from '../src/db/schema/contact.ts';
import { comments } from '../src/db/schema/villa-content.ts';
import { villas } from '../src/db/schema/villas.ts';
import { bearer, login, nextIp } from './helper.ts';
import { sender, useApp } from './support/app.ts';

let admin: string;

const t = useApp({}, async (t) => {
  admin = await login(t.app, 'ADMIN');
});

const get = (url: string) => t.app.inject({ url, headers: bearer(admin) });

const send = sender(t);

describe('contact messages', () => {
  it('pages newest first, shows detail, and read/unread feeds contactCount', async () => {
    await t.db.insert(contactMessages).values(
      Array.from({ length: 11 }, (_, i) => ({
        name: `Misafir ${i}`,
        email: `misafir${i}@example.com`,
        message: `Mesaj ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const page1 = await get('/v1/admin/contact/messages?skip=0&take=10');
    expect(page1.json().content).toHaveLength(10);
    const total = page1.json().total;
    expect(total).toBeGreaterThanOrEqual(13);
    const unreadBefore = (await get('/v1/admin/unreadcount')).json().content.contactCount;
    const id = page1.json().content[0].id;
    expect((await get(`/v1/admin/contact/messages/${id}`)).json().content.message).toBeTruthy();

    const read = await send('PATCH', `/v1/admin/contact/messages/${id}/read`, admin, { isRead: true });
    expect(read.json().content.isRead).toBe(true);
    expect((await get('/v1/admin/unreadcount')).json().content.contactCount).toBe(unreadBefore - 1);
    expect((await get('/v1/admin/contact/messages?status=read')).json().total).toBe(1);
    await send('PATCH', `/v1/admin/contact/messages/${id}/read`, admin, { isRead: false });
    expect((await get('/v1/admin/unreadcount')).json().content.contactCount).toBe(unreadBefore);
  });

  it('refuses bad input and unknown ids without changes', async () => {
    const bad = await send('PATCH', '/v1/admin/contact/messages/1/read', admin, { isRead: 'evet' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toContain('isRead');
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, 1));
    expect(row!.isRead).toBe(false);
    expect((await get('/v1/admin/contact/messages/99999')).statusCode).toBe(404);
    expect((await get('/v1/admin/contact/messages?status=hepsi')).statusCode).toBe(400);
    const del = await send('DELETE', '/v1/admin/contact/messages/99999', admin);
    expect(del.statusCode).toBe(404);
  });
});

describe('comments', () => {
  it('lists with villa names, approves/hides and replies', async () => {
    const [villa] = await t.db.select({ id: villas.id, name: villas.name }).from(villas).limit(1);
    const [c] = await t.db
      .insert(comments)
      .values({
        villaId: villa!.id,
        authorName: 'Deniz K.',
        rating: 5,
        body: 'Harika bir tatildi.',
        active: false,
      })
      .returning({ id: comments.id });
    await t.db
      .insert(comments)
      .values({ villaId: null, authorName: 'Acenta yorumu', body: 'Çok ilgililerdi.', active: true });
    const pending = await get('/v1/admin/comment?skip=0&take=10&status=pending');
    expect(pending.json().content.some((x: { id: number }) => x.id === c!.id)).toBe(true);
    const detail = await get(`/v1/admin/comment/${c!.id}`);
    expect(detail.json().content).toMatchObject({ villaName: villa!.name, active: false });

    const approve = await send('PATCH', `/v1/admin/comment/${c!.id}/activity`, admin, { active: true });
    expect(approve.json().content.active).toBe(true);
    const reply = await send('PUT', `/v1/admin/comment/${c!.id}/reply`, admin, {
      reply: '  Teşekkür ederiz, yine bekleriz!  ',
    });
    expect(reply.json().content.reply).toBe('Teşekkür ederiz, yine bekleriz!');
    const [row] = await t.db.select().from(comments).where(eq(comments.id, c!.id));
    expect(row).toMatchObject({ active: true, reply: 'Teşekkür ederiz, yine bekleriz!' });

    const xss = await send('PUT', `/v1/admin/comment/${c!.id}/reply`, admin, {
      reply: '<img src=x onerror=alert(1)>',
    });
    expect(xss.statusCode).toBe(400);
    expect(xss.json().content.message).toContain('HTML etiketi');
    const [same] = await t.db.select().from(comments).where(eq(comments.id, c!.id));
    expect(same!.reply).toBe('Teşekkür ederiz, yine bekleriz!');
    const unknown = await send('PATCH', '/v1/admin/comment/99999/activity', admin, { active: true });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('subscribers', () => {
  const subscribe = (payload: object, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/v1/website/subscribe', payload, remoteAddress: ip });
  const subCount = async () => (await t.db.select({ n: count() }).from(subscribers))[0]?.n ?? 0;

  it('subscribes once per address (case-insensitive), requires consent and a valid e-mail', async () => {
    const ok = await subscribe({ email: 'Yaz.Tatili@Example.com', consent: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content.message).toContain('abone oldunuz');
    const again = await subscribe({ email: 'yaz.tatili@example.com ', consent: true });
    expect(again.statusCode).toBe(200);
    expect(await subCount()).toBe(1);

    const noConsent = await subscribe({ email: 'a@example.com', consent: false });
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().content.message).toContain('KVKK');
    const badMail = await subscribe({ email: 'bozuk-adres', consent: true });
    expect(badMail.json().content.message).toContain('Geçerli bir e-posta adresi girin.');
    expect(await subCount()).toBe(1);
  });

  it('rate limits one address', async () => {
    const ip = '10.250.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 7; i++)
      codes.push((await subscribe({ email: `r${i}@example.com`, consent: true }, ip)).statusCode);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[6]).toBe(429);
  });

  it('lists 50 a page, exports CSV safely and deletes', async () => {
    await t.db
      .insert(subscribers)
      .values(
        Array.from({ length: 55 }, (_, i) => ({ email: `abone${i}@example.com`, consentAt: new Date() })),
      );
    await t.db.insert(subscribers).values({ email: '=cmd|calc@example.com', consentAt: new Date() });
    const page = await get('/v1/admin/subscriber?skip=0&take=50');
    expect(page.json().content).toHaveLength(50);
    expect(page.json().total).toBe(await subCount());
    const search = await get('/v1/admin/subscriber?q=abone5');
    expect(search.json().total).toBe(6);

    const csv = await get('/v1/admin/subscriber/export');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="aboneler-/);
    expect(csv.body.startsWith('\uFEFF"E-posta"')).toBe(true);
    expect(csv.body).toContain('"yaz.tatili@example.com"');
    expect(csv.body).toContain(`"'=cmd|calc@example.com"`);

    const id = page.json().content[0].id;
    const del = await send('DELETE', `/v1/admin/subscriber/${id}`, admin);
    expect(del.statusCode).toBe(200);
    expect((await send('DELETE', `/v1/admin/subscriber/${id}`, admin)).statusCode).toBe(404);
    expect((await get('/v1/admin/subscriber?take=500')).statusCode).toBe(400);
  });
});
