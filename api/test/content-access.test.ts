import { describe, expect, it } from 'vitest';
import { bearer } from './helper.ts';
import { tokens, useApp } from './support/app.ts';

let admin: string;
let owner: string;

const t = useApp({}, async (t) => {
  [admin, owner] = await tokens(t.app);
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface RouteCase {
  method: Method;
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
}

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Every admin route of the content area, with a request an ADMIN may make. */
const ADMIN_ROUTES: RouteCase[] = [
  { method: 'GET', url: '/v1/admin/getexchange' },
  { method: 'GET', url: '/v1/admin/other' },
  {
    method: 'PUT',
    url: '/v1/admin/exchange/edit',
    payload: { dollar_exchange_rate: 42, euro_exchange_rate: 49, sterling_exchange_rate: 56 },
  },
  {
    method: 'PUT',
    url: '/v1/admin/site/edit',
    payload: {
      brand_name: 'Likya Villa',
      site_title: 'Likya Villa',
      seo_description: '',
      site_logo: '',
      site_footer_text: 'Alt bilgi',
      tursab_number: '17704',
      tursab_link: 'https://www.tursab.org.tr/tr/ddsv',
    },
  },
  {
    method: 'PUT',
    url: '/v1/admin/contact/edit',
    payload: {
      site_phone: '+90 532 555 12 34',
      site_email: 'info@likyavilla.com.tr',
      site_address: 'Fethiye',
      site_location_link: '',
      site_whatsapp: '905325551234',
    },
  },
  {
    method: 'PUT',
    url: '/v1/admin/social/edit',
    payload: { facebook_link: '', instagram_link: '', twitter_link: '', youtube_link: '' },
  },
  { method: 'GET', url: '/v1/admin/website-pages' },
  { method: 'GET', url: '/v1/admin/website-pages/about' },
  { method: 'PUT', url: '/v1/admin/about/edit', payload: { html: '<p>Hakkımızda</p>' } },
  { method: 'GET', url: '/v1/admin/banks' },
  {
    method: 'POST',
    url: '/v1/admin/banks',
    payload: {
      bankName: 'Akbank',
      branch: '',
      accountHolder: 'Likya Villa',
      iban: 'TR330006100519786457841326',
      currency: 'TL',
      logoUrl: '',
      active: true,
    },
  },
  {
    method: 'PUT',
    url: '/v1/admin/banks/1',
    payload: {
      bankName: 'Türkiye İş Bankası',
      branch: 'Fethiye',
      accountHolder: 'Likya Villa Turizm Ltd. Şti.',
      iban: 'TR290006400000112345678901',
      currency: 'TL',
      logoUrl: '',
      active: true,
    },
  },
  { method: 'PATCH', url: '/v1/admin/banks/activity', payload: { id: 1, active: true } },
  { method: 'DELETE', url: '/v1/admin/banks/3' },
  { method: 'GET', url: '/v1/admin/documents' },
  { method: 'PATCH', url: '/v1/admin/documents/order', payload: { ids: [] } },
  { method: 'POST', url: '/v1/admin/documents', payload: { title: 'Belge', fileUrl: '' } },
  { method: 'DELETE', url: '/v1/admin/documents/999' },
  {
    method: 'POST',
    url: '/v1/admin/uploads/content',
    payload: PNG_1PX,
    headers: { 'content-type': 'image/png' },
  },
  { method: 'GET', url: '/v1/admin/blog?skip=0&take=10' },
  { method: 'GET', url: '/v1/admin/blog/1' },
  {
    method: 'POST',
    url: '/v1/admin/blog',
    payload: { title: 'Yeni yazı', bodyHtml: '<p>İçerik</p>', publishedAt: null },
  },
  {
    method: 'POST',
    url: '/v1/admin/blog/edit',
    payload: { id: 2, title: 'Kaş Rehberi', bodyHtml: '<p>İçerik</p>', publishedAt: null },
  },
  { method: 'DELETE', url: '/v1/admin/blog/5' },
  { method: 'GET', url: '/v1/admin/mailtemplates' },
  { method: 'PATCH', url: '/v1/admin/mailtemplates/activity', payload: { id: 1, active: true } },
  {
    method: 'PUT',
    url: '/v1/admin/mailtemplates/1',
    payload: {
      name: 'Talep alındı',
      subject: 'Talebiniz alındı',
      bodyHtml: '<p>Merhaba {{musteri_adi}}</p>',
    },
  },
  {
    method: 'POST',
    url: '/v1/admin/mailtemplates/preview',
    payload: { kind: 'request_received', subject: 'Konu', bodyHtml: '<p>Merhaba {{musteri_adi}}</p>' },
  },
  { method: 'GET', url: '/v1/admin/contact/messages?skip=0&take=10' },
  { method: 'GET', url: '/v1/admin/contact/messages/1' },
  { method: 'PATCH', url: '/v1/admin/contact/messages/1/read', payload: { isRead: true } },
  { method: 'DELETE', url: '/v1/admin/contact/messages/2' },
  { method: 'GET', url: '/v1/admin/comment?skip=0&take=10' },
  { method: 'GET', url: '/v1/admin/comment/999' },
  { method: 'PATCH', url: '/v1/admin/comment/999/activity', payload: { active: true } },
  { method: 'PUT', url: '/v1/admin/comment/999/reply', payload: { reply: 'Teşekkürler' } },
  { method: 'GET', url: '/v1/admin/subscriber?skip=0&take=50' },
  { method: 'GET', url: '/v1/admin/subscriber/export' },
  { method: 'DELETE', url: '/v1/admin/subscriber/999' },
];

function inject(r: RouteCase, token?: string) {
  const headers = { ...(r.headers ?? {}), ...(token ? bearer(token) : {}) };
  return t.app.inject({
    method: r.method,
    url: r.url,
    headers,
    ...(r.payload === undefined ? {} : { payload: r.payload as string | object | Buffer }),
  });
}

describe('content admin routes: access', () => {
  it('refuse calls without a token (401) and from an OWNER (403), changing nothing', async () => {
    const before = await inject({ method: 'GET', url: '/v1/admin/banks' }, admin);
    for (const r of ADMIN_ROUTES) {
      const anon = await inject(r);
      expect(anon.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(anon.json().content.message).toBe('Oturum açmanız gerekiyor.');
      const asOwner = await inject(r, owner);
      expect(asOwner.statusCode, `${r.method} ${r.url}`).toBe(403);
      expect(asOwner.json()).toEqual({ content: { message: 'Bu işlem için yetkiniz yok.' } });
    }
    const after = await inject({ method: 'GET', url: '/v1/admin/banks' }, admin);
    expect(after.body).toBe(before.body);
  });

  it('let an ADMIN through: never 401/403, never a server error', async () => {
    for (const r of ADMIN_ROUTES) {
      const res = await inject(r, admin);
      expect([401, 403], `${r.method} ${r.url}: ${res.body}`).not.toContain(res.statusCode);
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body}`).toBeLessThan(500);
    }
  });
});
