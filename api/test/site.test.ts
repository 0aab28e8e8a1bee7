import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EXCHANGE_KEYS, FOOTER_KEYS } from '@villa/shared/contracts/site';
import { settings } from '../src/db/schema/settings.ts';
import { bearer, login } from './helper.ts';
import { useApp } from './support/app.ts';

const t = useApp();

describe('public reads', () => {
  it('GET /v1/villatype lists the villa types in order, cacheable', async () => {
    const res = await t.app.inject({ url: '/v1/villatype' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const types = res.json().content;
    expect(types).toHaveLength(9);
    expect(types[0]).toEqual({
      id: expect.any(Number),
      name: 'Muhafazakar Villa',
      slug: 'muhafazakar-villa',
    });
    expect(types.map((x: { slug: string }) => x.slug)).toContain('cocuk-havuzlu-villa');
  });

  it('GET /v1/district gives towns with their District arrays', async () => {
    const res = await t.app.inject({ url: '/v1/district' });
    expect(res.statusCode).toBe(200);
    const { towns } = res.json().content;
    expect(towns.map((x: { name: string }) => x.name)).toEqual([
      'Fethiye',
      'Kaş',
      'Kalkan',
      'Bodrum',
      'Göcek',
      'Kemer',
      'Marmaris',
    ]);
    const kas = towns[1];
    expect(kas).toMatchObject({ id: expect.any(Number), name: 'Kaş', slug: 'kas' });
    expect(kas.District.length).toBeGreaterThanOrEqual(2);
    for (const d of kas.District)
      expect(d).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        town_id: kas.id,
      });
    expect(towns[0].District.map((d: { name: string }) => d.name)).toEqual([
      'Çalış',
      'Hisarönü',
      'Ovacık',
      'Ölüdeniz',
    ]);
  });

  it('GET /v1/website/home gives footer data, exchange rates and site settings', async () => {
    const res = await t.app.inject({ url: '/v1/website/home' });
    expect(res.statusCode).toBe(200);
    // Staff changes (rates, phone) must reach visitors at once.
    expect(res.headers['cache-control']).toBe('no-cache');
    const { footerData, exchange, settings: site } = res.json().content;
    expect(footerData.map((e: { key: string }) => e.key).sort()).toEqual([...FOOTER_KEYS].sort());
    expect(footerData).toContainEqual({ key: 'site_phone', value: '+90 532 555 12 34' });
    expect(exchange).toEqual(
      expect.arrayContaining([
        { key: 'dollar_exchange_rate', value: '41.95' },
        { key: 'euro_exchange_rate', value: '48.70' },
        { key: 'sterling_exchange_rate', value: '55.80' },
      ]),
    );
    expect(exchange).toHaveLength(EXCHANGE_KEYS.length);
    expect(site).toContainEqual({ key: 'brand_name', value: 'Likya Villa' });
    expect(site).toContainEqual({ key: 'tursab_number', value: '17704' });
  });

  it('never publishes private settings', async () => {
    await t.db.insert(settings).values({ key: 'jwt_secret', value: 'top-secret-value', group: 'private' });
    const home = await t.app.inject({ url: '/v1/website/home' });
    const contact = await t.app.inject({ url: '/v1/website/contact' });
    expect(home.body).not.toContain('top-secret-value');
    expect(contact.body).not.toContain('top-secret-value');
    await t.db.delete(settings).where(eq(settings.key, 'jwt_secret'));
  });

  it('GET /v1/website/contact gives the contact entries', async () => {
    const res = await t.app.inject({ url: '/v1/website/contact' });
    const keys = res
      .json()
      .content.map((e: { key: string }) => e.key)
      .sort();
    expect(keys).toEqual(['site_address', 'site_email', 'site_location_link', 'site_phone', 'site_whatsapp']);
  });

  it('unknown /v1 paths answer a 404 envelope', async () => {
    const res = await t.app.inject({ url: '/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ content: { message: 'Kayıt bulunamadı.' } });
  });

  it('sends security headers with a strict CSP', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('health', () => {
  it('GET /healthz and /readyz answer ok', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ content: { status: 'ok' } });
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ content: { status: 'ok' } });
  });

  it('serves the OpenAPI document at /docs/json', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/v1/auth/login'].post.requestBody).toBeDefined();
    expect(doc.paths['/v1/admin/users'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('GET /v1/admin/unreadcount', () => {
  it('ADMIN sees all new reservations and unread messages', async () => {
    const res = await t.app.inject({
      url: '/v1/admin/unreadcount',
      headers: bearer(await login(t.app, 'ADMIN')),
    });
    expect(res.json()).toEqual({ content: { reservationCount: 1, contactCount: 2 } });
  });

  it('OWNER sees only its own villas and no contact messages', async () => {
    const res = await t.app.inject({
      url: '/v1/admin/unreadcount',
      headers: bearer(await login(t.app, 'OWNER')),
    });
    expect(res.json()).toEqual({ content: { reservationCount: 1, contactCount: 0 } });
  });
});

describe('regions map', () => {
  it('GET /v1/district places each town where its active villas are, on average (null without coordinates)', async () => {
    const { towns } = await import('../src/db/schema/regions.ts');
    const { villas } = await import('../src/db/schema/villas.ts');
    const [town] = await t.db
      .insert(towns)
      .values({ name: 'Harita Köyü', slug: 'harita-koyu', sortOrder: 99 })
      .returning({ id: towns.id });
    const [empty] = await t.db
      .insert(towns)
      .values({ name: 'Boş Köy', slug: 'bos-koy', sortOrder: 100 })
      .returning({ id: towns.id });
    await t.db.insert(villas).values([
      {
        name: 'Villa Harita A',
        slug: 'villa-harita-a',
        townId: town!.id,
        latitude: '36.600000',
        longitude: '29.100000',
      },
      {
        name: 'Villa Harita B',
        slug: 'villa-harita-b',
        townId: town!.id,
        latitude: '36.700000',
        longitude: '29.300000',
      },
      // Inactive and without coordinates: not counted.
      {
        name: 'Villa Harita C',
        slug: 'villa-harita-c',
        townId: town!.id,
        latitude: '40',
        longitude: '40',
        active: false,
      },
      { name: 'Villa Harita D', slug: 'villa-harita-d', townId: empty!.id },
    ]);
    const res = await t.app.inject({ url: '/v1/district' });
    const list = res.json().content.towns as Array<{
      slug: string;
      latitude: number | null;
      longitude: number | null;
    }>;
    expect(list.find((x) => x.slug === 'harita-koyu')).toMatchObject({ latitude: 36.65, longitude: 29.2 });
    expect(list.find((x) => x.slug === 'bos-koy')).toMatchObject({ latitude: null, longitude: null });
  });
});
