import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { websitePages } from '../src/db/schema/content.ts';
import { settings } from '../src/db/schema/settings.ts';
import { XSS, expectNoXss } from './content-xss.ts';
import { bearer, login } from './helper.ts';
import { sender, useApp } from './support/app.ts';

let admin: string;

const t = useApp({}, async (t) => {
  admin = await login(t.app, 'ADMIN');
});

const value = async (key: string) =>
  (await t.db.select().from(settings).where(eq(settings.key, key)))[0]?.value;
const put = (url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: bearer(admin), payload: payload as object });

const send = sender(t);

describe('exchange rates', () => {
  it('reads the seeded rates and saves positive numbers, seen at once by /v1/website/home', async () => {
    const res = await send('GET', '/v1/admin/getexchange', admin);
    expect(res.json().content).toEqual([
      { key: 'dollar_exchange_rate', value: '41.95' },
      { key: 'euro_exchange_rate', value: '48.70' },
      { key: 'sterling_exchange_rate', value: '55.80' },
    ]);
    const saved = await put('/v1/admin/exchange/edit', {
      dollar_exchange_rate: '42,5',
      euro_exchange_rate: 49.1234,
      sterling_exchange_rate: '57',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().content).toContainEqual({ key: 'dollar_exchange_rate', value: '42.5' });
    expect(await value('euro_exchange_rate')).toBe('49.1234');
    const home = await t.app.inject({ url: '/v1/website/home' });
    expect(home.json().content.exchange).toContainEqual({ key: 'sterling_exchange_rate', value: '57' });
  });

  it.each([
    [{ dollar_exchange_rate: 0, euro_exchange_rate: 49, sterling_exchange_rate: 57 }],
    [{ dollar_exchange_rate: -3, euro_exchange_rate: 49, sterling_exchange_rate: 57 }],
    [{ dollar_exchange_rate: 'kırk', euro_exchange_rate: 49, sterling_exchange_rate: 57 }],
    [{ dollar_exchange_rate: '1e3', euro_exchange_rate: 49, sterling_exchange_rate: 57 }],
    [{ dollar_exchange_rate: '', euro_exchange_rate: 49 }],
  ])('refuses %j with a Turkish 400 and changes nothing', async (payload) => {
    const before = await value('dollar_exchange_rate');
    const res = await put('/v1/admin/exchange/edit', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().content.message).toMatch(/Geçersiz istek: dollar_exchange_rate: /);
    expect(await value('dollar_exchange_rate')).toBe(before);
    expect(await value('euro_exchange_rate')).toBe(before === '42.5' ? '49.1234' : '48.70');
  });
});

describe('site, contact and social settings', () => {
  it('GET /other returns the three groups with their keys', async () => {
    const res = await send('GET', '/v1/admin/other', admin);
    const c = res.json().content;
    expect(c.site.map((e: { key: string }) => e.key)).toEqual([
      'brand_name',
      'site_title',
      'seo_description',
      'site_logo',
      'site_footer_text',
      'tursab_number',
      'tursab_link',
      'agency_tax_number',
      'arrival_info_days',
      'map_tile_url',
    ]);
    expect(c.site).toContainEqual({ key: 'agency_tax_number', value: '6080512345' });
    expect(c.contact).toContainEqual({ key: 'site_phone', value: '+90 532 555 12 34' });
    expect(c.social).toContainEqual({ key: 'instagram_link', value: 'https://www.instagram.com/likyavilla' });
  });

  it('saves contact settings that the footer data shows; keeps site_footer_text in the footer group', async () => {
    const res = await put('/v1/admin/contact/edit', {
      site_phone: '+90 252 614 00 00',
      site_email: 'Rezervasyon@LikyaVilla.com.tr',
      site_address: 'Karagözler Mah. Fevzi Çakmak Cad. No: 5, Fethiye',
      site_location_link: 'https://maps.google.com/?q=Fethiye',
      site_whatsapp: '+90 532 555 12 34',
    });
    expect(res.statusCode).toBe(200);
    expect(await value('site_email')).toBe('rezervasyon@likyavilla.com.tr');
    expect(await value('site_whatsapp')).toBe('905325551234');
    const site = await put('/v1/admin/site/edit', {
      brand_name: 'Likya Villa Tatil',
      site_title: 'Likya Villa Tatil | Kiralık Villalar',
      seo_description: 'Fethiye ve Kaş villaları',
      site_logo: '',
      site_footer_text: 'TÜRSAB Belge No: 17704',
      tursab_number: '17704',
      tursab_link: 'https://www.tursab.org.tr/tr/ddsv',
    });
    expect(site.statusCode).toBe(200);
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'site_footer_text'));
    expect(row).toMatchObject({ group: 'footer', value: 'TÜRSAB Belge No: 17704' });
    const home = (await t.app.inject({ url: '/v1/website/home' })).json().content;
    expect(home.footerData).toContainEqual({ key: 'site_phone', value: '+90 252 614 00 00' });
    expect(home.footerData).toContainEqual({ key: 'site_footer_text', value: 'TÜRSAB Belge No: 17704' });
    expect(home.settings).toContainEqual({ key: 'brand_name', value: 'Likya Villa Tatil' });
  });

  it('saves the map tile URL (published with the site settings) and refuses one without {z}/{x}/{y}', async () => {
    const bad = await put('/v1/admin/site/edit', { map_tile_url: 'https://tiles.example.com/map.png' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Harita katmanı');
    expect((await value('map_tile_url')) ?? '').toBe('');
    const ok = await put('/v1/admin/site/edit', {
      map_tile_url: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(ok.statusCode).toBe(200);
    const home = (await t.app.inject({ url: '/v1/website/home' })).json().content;
    expect(home.settings).toContainEqual({
      key: 'map_tile_url',
      value: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
    });
    expect((await put('/v1/admin/site/edit', { map_tile_url: '' })).statusCode).toBe(200);
  });

  it.each([
    [
      '/v1/admin/contact/edit',
      { site_phone: '12', site_email: 'a@b.co', site_address: 'x', site_whatsapp: '905325551234' },
      'Telefon',
    ],
    [
      '/v1/admin/contact/edit',
      {
        site_phone: '+90 532 555 12 34',
        site_email: 'e-posta',
        site_address: 'x',
        site_whatsapp: '905325551234',
      },
      'e-posta',
    ],
    [
      '/v1/admin/contact/edit',
      { site_phone: '+90 532 555 12 34', site_email: 'a@b.co', site_address: 'x', site_whatsapp: 'abc' },
      'Mesajlaşma',
    ],
    [
      '/v1/admin/social/edit',
      { facebook_link: 'javascript:alert(1)', instagram_link: '', twitter_link: '', youtube_link: '' },
      'Facebook',
    ],
    [
      '/v1/admin/site/edit',
      {
        brand_name: '',
        site_title: 'x',
        site_footer_text: '',
        tursab_number: '17704',
        tursab_link: 'https://t.org',
      },
      'Marka adı',
    ],
    [
      '/v1/admin/site/edit',
      {
        brand_name: 'x',
        site_title: 'x',
        site_footer_text: '',
        tursab_number: 'A17',
        tursab_link: 'https://t.org',
      },
      'TÜRSAB',
    ],
    [
      '/v1/admin/site/edit',
      {
        brand_name: 'x',
        site_title: 'x',
        site_footer_text: '',
        tursab_number: '1',
        tursab_link: 'https://t.org',
        site_logo: '/etc/passwd',
      },
      'Logo',
    ],
  ])('%s refuses bad input (%j) with a Turkish message and changes nothing', async (url, payload, word) => {
    const before = await t.db.select().from(settings);
    const res = await put(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().content.message).toContain(word);
    expect(await t.db.select().from(settings)).toEqual(before);
  });
});

describe('website pages', () => {
  it('serves every seeded page publicly with the documented shape', async () => {
    for (const key of ['about', 'privacy', 'rental', 'cancel', 'kvkk', 'howrent']) {
      const res = await t.app.inject({ url: `/v1/website/${key}` });
      expect(res.statusCode, key).toBe(200);
      expect(res.json().content).toMatchObject({
        key,
        title: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.json().content.html.length, key).toBeGreaterThan(200);
    }
  });

  it('saves the about page and the public read shows it at once', async () => {
    const res = await put('/v1/admin/about/edit', {
      html: '<h2>Biz kimiz?</h2><p>Yeni <strong>metin</strong>.</p>',
    });
    expect(res.statusCode).toBe(200);
    const pub = await t.app.inject({ url: '/v1/website/about' });
    expect(pub.json().content).toMatchObject({
      key: 'about',
      title: 'Hakkımızda',
      html: '<h2>Biz kimiz?</h2><p>Yeni <strong>metin</strong>.</p>',
    });
    expect(pub.headers['cache-control']).toBe('no-cache');
  });

  it('strips every stored-XSS vector before storing', async () => {
    const res = await put('/v1/admin/kvkk/edit', { title: 'KVKK', html: XSS });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(websitePages).where(eq(websitePages.key, 'kvkk'));
    expectNoXss(row!.html);
    expect(row!.html).toContain('Merhaba');
    expect(row!.html).toContain(
      '<a href="https://likyavilla.com.tr" target="_blank" rel="noopener noreferrer nofollow">güvenli</a>',
    );
    expectNoXss((await t.app.inject({ url: '/v1/website/kvkk' })).body);
  });

  it('refuses an unknown page, an empty body or a script-only body and changes nothing', async () => {
    const before = await t.db.select().from(websitePages);
    const unknown = await put('/v1/admin/villas2/edit', { html: '<p>x</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().content.message).toContain('Bilinmeyen sayfa');
    const empty = await put('/v1/admin/about/edit', { html: '<p></p>' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().content.message).toBe('Sayfa içeriği boş olamaz.');
    const scriptOnly = await put('/v1/admin/about/edit', { html: '<script>alert(1)</script>' });
    expect(scriptOnly.json().content.message).toBe('Sayfa içeriği boş olamaz.');
    // A partial edit must name title or html; any other key is refused by name.
    const nothing = await put('/v1/admin/about/edit', {});
    expect(nothing.statusCode).toBe(400);
    const unknownKey = await put('/v1/admin/about/edit', { body: '<p>x</p>' });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json().content.message).toContain('Bilinmeyen alan: body');
    expect(await t.db.select().from(websitePages)).toEqual(before);
  });
});
