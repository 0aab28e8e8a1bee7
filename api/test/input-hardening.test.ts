import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../src/db/schema/contact.ts';
import { settings } from '../src/db/schema/settings.ts';
import { featureCategories, features, villas } from '../src/db/schema/villas.ts';
import { toClientError } from '../src/lib/error-handler.ts';
import { bearer, login } from './helper.ts';
import { expectBadRequest, useApp } from './support/app.ts';

/**
 * Bad input that used to answer 500, ids that were read loosely (0x10 as 16, `true` as 1) and
 * settings edits that reset what they did not name. Each answer is a Turkish 400 and changes nothing.
 */

let admin: Record<string, string>;
let villaSlug: string;

const t = useApp({}, async (t) => {
  admin = bearer(await login(t.app, 'ADMIN'));
  const [villa] = await t.db
    .select({ slug: villas.slug })
    .from(villas)
    .where(eq(villas.active, true))
    .limit(1);
  villaSlug = villa!.slug;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const message = (res: { json: () => unknown }) =>
  (res.json() as { content: { message: string } }).content.message;

describe('malformed values answered 500 before', () => {
  it('availability with a date that is not a date (RangeError): 400', async () => {
    for (const from of ['abc', '2027-02-30', '99999999999', '0x10']) {
      const res = await get(`/v1/villas/${villaSlug}/availability?from=${from}`);
      expectBadRequest(res);
      expect(message(res)).toMatch(/Başlangıç tarihi/);
    }
    const ok = await get(`/v1/villas/${villaSlug}/availability?from=2031-01-01&to=2031-02-01`);
    expect(ok.statusCode).toBe(200);
  });

  it('integers past the int4 range in search filters: 400', async () => {
    for (const url of [
      '/v2/search?town=99999999999',
      '/v2/search?district=99999999999',
      '/v2/search?types=1,99999999999',
      '/v2/search?features=2147483648',
      '/v1/search/shortterm?town=99999999999',
      '/v1/searchboats?marina_id=99999999999',
      '/v1/searchboats?boat_type_id=99999999999',
    ]) {
      expectBadRequest(await get(url));
    }
    // Slugs and ids in range still filter.
    expect((await get('/v2/search?town=2147483647')).statusCode).toBe(200);
    expect((await get('/v2/search?town=fethiye')).statusCode).toBe(200);
  });

  it('a NUL byte in a body or a query: 400, nothing stored', async () => {
    const [before] = await t.db.select({ n: count() }).from(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/website/contact',
      payload: {
        name: 'a\u0000b',
        email: 'misafir@example.com',
        message: 'Merhaba, ağustos için bilgi almak istiyorum.',
        kvkk: true,
      },
    });
    expectBadRequest(res);
    const [after] = await t.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);

    expectBadRequest(await get('/v1/offer?token=%00'));
    expectBadRequest(await get('/v1/search/input?searchString=a%00b'));
    expectBadRequest(await get('/v1/villas/a%00b'));
  });

  it('the NUL guard covers hand-written schemas too: a NUL in rich text or in a key is refused', async () => {
    const html = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/about/edit',
      headers: admin,
      payload: { html: '<p>Hakkımızda\u0000</p>' },
    });
    expectBadRequest(html);
    const key = await t.app.inject({
      method: 'PUT',
      url: '/v1/admin/social/edit',
      headers: { ...admin, 'content-type': 'application/json' },
      payload: '{"facebook_link":"https://facebook.com/x","a\\u0000b":"1"}',
    });
    expectBadRequest(key);
  });

  it('database data errors that only bad input can cause are 400, not 500', () => {
    for (const code of ['22P02', '22003', '22007', '22008', '22021', '22P05']) {
      const wrapped = Object.assign(new Error('query failed'), { cause: { code } });
      expect(toClientError(wrapped).statusCode, code).toBe(400);
    }
    expect(toClientError(Object.assign(new Error('x'), { cause: { code: 'XX000' } })).statusCode).toBe(500);
  });
});

describe('ids are decimal digits only', () => {
  it('DELETE /v1/admin/feature/0x10 (and 1e1, " 16", 16.0, -16) is 400 and deletes nothing', async () => {
    const [category] = await t.db
      .insert(featureCategories)
      .values({ name: 'Deneme kategorisi' })
      .returning({ id: featureCategories.id });
    // Make sure feature 16 exists: "0x10" used to be read as 16.
    for (let i = 0; (await t.db.select().from(features).where(eq(features.id, 16))).length === 0; i++) {
      await t.db.insert(features).values({ categoryId: category!.id, name: `Özellik ${i}` });
    }
    for (const id of ['0x10', '1e1', '%2016', '16.0', '016x', '-16']) {
      const res = await t.app.inject({ method: 'DELETE', url: `/v1/admin/feature/${id}`, headers: admin });
      expectBadRequest(res);
    }
    expect(await t.db.select().from(features).where(eq(features.id, 16))).toHaveLength(1);
  });

  it('a JSON true (or "1e0", "0x1", [1]) where an id belongs is 400 and changes nothing', async () => {
    const [first] = await t.db.select().from(villas).orderBy(villas.id).limit(1);
    await t.db.update(villas).set({ active: true }).where(eq(villas.id, first!.id));
    for (const idValue of [true, '1e0', '0x1', [1], { id: 1 }]) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/v1/admin/villas/activity',
        headers: admin,
        payload: { id: idValue, active: false },
      });
      expectBadRequest(res);
    }
    const [after] = await t.db.select({ active: villas.active }).from(villas).where(eq(villas.id, first!.id));
    expect(after!.active).toBe(true);
  });

  it('ids past int4 in a path are 400, in range but unknown are 404', async () => {
    expectBadRequest(await get('/v1/admin/villas/99999999999', admin));
    expectBadRequest(await get('/v1/admin/villas/2147483648', admin));
    expect((await get('/v1/admin/villas/2147483647', admin)).statusCode).toBe(404);
  });
});

describe('settings edits are partial and refuse unknown keys', () => {
  const social = async () =>
    Object.fromEntries(
      (
        await t.db
          .select({ key: settings.key, value: settings.value })
          .from(settings)
          .where(eq(settings.group, 'social'))
      ).map((r) => [r.key, r.value]),
    );
  const put = (section: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/v1/admin/${section}/edit`, headers: admin, payload });

  it('a PUT with only unknown keys is 400 naming the key, and resets nothing', async () => {
    const full = {
      facebook_link: 'https://facebook.com/likyavilla',
      instagram_link: 'https://instagram.com/likyavilla',
      twitter_link: 'https://twitter.com/likyavilla',
      youtube_link: 'https://youtube.com/@likyavilla',
    };
    expect((await put('social', full)).statusCode).toBe(200);
    const res = await put('social', { facebok_link: 'https://facebook.com/yanlis' });
    expectBadRequest(res);
    expect(message(res)).toContain('facebok_link');
    expect(await social()).toMatchObject(full);

    const mixed = await put('social', { ...full, tiktok_link: 'https://tiktok.com/x' });
    expectBadRequest(mixed);
    expect(message(mixed)).toContain('tiktok_link');
  });

  it('keys left out keep their stored values', async () => {
    const before = await social();
    const res = await put('social', { facebook_link: 'https://facebook.com/yeni-sayfa' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await social()).toEqual({ ...before, facebook_link: 'https://facebook.com/yeni-sayfa' });

    const site = await put('site', { seo_description: 'Likya’da kiralık villalar' });
    expect(site.statusCode, site.body).toBe(200);
    const values = Object.fromEntries(
      (site.json() as { content: Array<{ key: string; value: string }> }).content.map((r) => [
        r.key,
        r.value,
      ]),
    );
    expect(values.seo_description).toBe('Likya’da kiralık villalar');
    expect(values.brand_name).not.toBe('');

    const rate = await put('exchange', { euro_exchange_rate: '45,10' });
    expect(rate.statusCode, rate.body).toBe(200);
  });

  it('an empty edit is refused; a sent required value still cannot be emptied', async () => {
    expectBadRequest(await put('contact', {}));
    expectBadRequest(await put('site', { brand_name: '   ' }));
  });

  it('website page edits: unknown keys refused, a title alone keeps the page text', async () => {
    const saved = await put('about', { title: 'Hakkımızda', html: '<p>Biz bir aile şirketiyiz.</p>' });
    expect(saved.statusCode, saved.body).toBe(200);
    const unknown = await put('about', { body: '<p>x</p>' });
    expectBadRequest(unknown);
    expect(message(unknown)).toContain('body');
    const titled = await put('about', { title: 'Biz Kimiz' });
    expect(titled.statusCode, titled.body).toBe(200);
    expect(titled.json()).toMatchObject({
      content: { title: 'Biz Kimiz', html: '<p>Biz bir aile şirketiyiz.</p>' },
    });
  });
});
