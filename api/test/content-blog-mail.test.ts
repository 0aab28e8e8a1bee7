import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blogPosts, mailTemplates } from '../src/db/schema/content.ts';
import { renderTemplate } from '../src/modules/mail-templates/render.ts';
import { bearer, login } from './helper.ts';
import { sender, useApp } from './support/app.ts';
import { XSS, expectNoXss } from './content-xss.ts';

let admin: string;

const t = useApp({}, async (t) => {
  admin = await login(t.app, 'ADMIN');
});

const postCount = async () => (await t.db.select({ n: count() }).from(blogPosts))[0]?.n ?? 0;
const post = (payload: object, url = '/v1/admin/blog') =>
  t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });

const send = sender(t);

describe('blog', () => {
  it('lists the seeded posts 10 a page with total, publicly and for staff', async () => {
    const admin10 = await send('GET', '/v1/admin/blog?skip=0&take=10', admin);
    expect(admin10.json().total).toBe(5);
    const pub = await t.app.inject({ url: '/v1/blog?skip=0&take=10' });
    expect(pub.json().total).toBe(5);
    expect(pub.json().content[0]).not.toHaveProperty('bodyHtml');
    const slug = pub.json().content[0].slug;
    const one = await t.app.inject({ url: `/v1/blog/${slug}` });
    expect(one.json().content.bodyHtml).toContain('<p>');
  });

  it('creates a draft (not public), publishes it with edit, and derives the slug from a Turkish title', async () => {
    const created = await post({
      title: 'Göcek’te Tekne Turu Önerileri',
      summary: 'Kısa özet',
      bodyHtml: '<p>Göcek adaları.</p>',
      publishedAt: null,
    });
    expect(created.statusCode).toBe(201);
    const { id, slug } = created.json().content;
    expect(slug).toBe('gocek-te-tekne-turu-onerileri');
    expect((await t.app.inject({ url: `/v1/blog/${slug}` })).statusCode).toBe(404);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    await post(
      { id, title: 'Göcek’te Tekne Turu Önerileri', bodyHtml: '<p>Göcek adaları.</p>', publishedAt: future },
      '/v1/admin/blog/edit',
    );
    expect((await t.app.inject({ url: `/v1/blog/${slug}` })).statusCode).toBe(404);
    const past = new Date(Date.now() - 60_000).toISOString();
    const edited = await post(
      {
        id,
        title: 'Göcek Tekne Turu',
        slug: 'gocek-tekne-turu',
        bodyHtml: '<p>Yeni içerik</p>',
        publishedAt: past,
      },
      '/v1/admin/blog/edit',
    );
    expect(edited.statusCode).toBe(200);
    const pub = await t.app.inject({ url: '/v1/blog/gocek-tekne-turu' });
    expect(pub.json().content).toMatchObject({ title: 'Göcek Tekne Turu', bodyHtml: '<p>Yeni içerik</p>' });
    const del = await send('DELETE', `/v1/admin/blog/${id}`, admin);
    expect(del.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/v1/blog/gocek-tekne-turu' })).statusCode).toBe(404);
  });

  it('sanitises the body against stored XSS', async () => {
    const res = await post({ title: 'XSS denemesi', bodyHtml: XSS, publishedAt: new Date().toISOString() });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(blogPosts).where(eq(blogPosts.id, res.json().content.id));
    expectNoXss(row!.bodyHtml);
    expectNoXss((await t.app.inject({ url: `/v1/blog/${row!.slug}` })).body);
  });

  it.each([
    [{ title: 'ab', bodyHtml: '<p>x</p>' }, 'Başlık'],
    [{ title: 'Geçerli başlık', bodyHtml: '<p> </p>' }, 'Yazı içeriği boş olamaz'],
    [{ title: 'Geçerli başlık', slug: 'Büyük Harf', bodyHtml: '<p>x</p>' }, 'slug'],
    [{ title: 'Geçerli başlık', bodyHtml: '<p>x</p>', publishedAt: 'dün' }, 'Yayın tarihi'],
    [
      { title: 'Geçerli başlık', bodyHtml: '<p>x</p>', coverUrl: 'https://evil.example/a.jpg' },
      'Dosya bulunamadı',
    ],
    [
      { title: 'Başka', slug: 'kas-rehberi-dalis-antik-kentler-ve-aksam-yemekleri', bodyHtml: '<p>x</p>' },
      'adres',
    ],
  ])('refuses %j with a Turkish 4xx and stores nothing', async (payload, word) => {
    const before = await postCount();
    const res = await post(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().content.message).toContain(word);
    expect(await postCount()).toBe(before);
  });

  it('edit of an unknown post is 404', async () => {
    const res = await post({ id: 99999, title: 'Yok böyle', bodyHtml: '<p>x</p>' }, '/v1/admin/blog/edit');
    expect(res.statusCode).toBe(404);
  });
});

describe('mail templates', () => {
  const templates = async () =>
    (await send('GET', '/v1/admin/mailtemplates', admin)).json().content as {
      id: number;
      kind: string;
      bodyHtml: string;
      subject: string;
      name: string;
      active: boolean;
    }[];

  it('seeds one active Turkish template per kind', async () => {
    const list = await templates();
    expect(list.map((x) => x.kind).sort()).toEqual([
      'arrival_info',
      'bank_details',
      'cancellation',
      'confirmation',
      'option_released',
      'option_reminder',
      'payment_link',
      'payment_receipt',
      'refund_receipt',
      'request_received',
      'review_request',
      'staff_new_request',
    ]);
    expect(list.every((x) => x.active)).toBe(true);
    expect(list.find((x) => x.kind === 'payment_link')?.bodyHtml).toContain('href="{{odeme_linki}}"');
  });

  it('renderTemplate fills and escapes values, with a text part and settings defaults', async () => {
    const mail = await renderTemplate(t.db, 'payment_link', {
      musteri_adi: '<b>Elif</b> & "Can"',
      villa_adi: 'Villa Mavi Koy',
      giris_tarihi: '12.07.2026',
      cikis_tarihi: '19.07.2026',
      toplam_tutar: '52.500 TL',
      on_odeme: '15.750 TL',
      odeme_linki: 'https://odeme.likyavilla.com.tr/p/abc?x=1&y="2"',
      rezervasyon_kodu: 'LV250001',
    });
    expect(mail.subject).toBe('LV250001 – Villa Mavi Koy ön ödeme linkiniz');
    expect(mail.html).toContain('Merhaba &lt;b&gt;Elif&lt;/b&gt; &amp; &quot;Can&quot;');
    expect(mail.html).toContain('href="https://odeme.likyavilla.com.tr/p/abc?x=1&amp;y=&quot;2&quot;"');
    expect(mail.html).toContain('Likya Villa Rezervasyon Ekibi');
    expect(mail.text).toContain('Merhaba <b>Elif</b> & "Can"');
    expect(mail.text).not.toContain('<p>');
    await expect(
      renderTemplate(t.db, 'payment_link', { odeme_linki: 'javascript:alert(1)' }),
    ).rejects.toThrow(/http/);
  });

  it('saves an edit, refusing unknown placeholders and a missing required one', async () => {
    const list = await templates();
    const tpl = list.find((x) => x.kind === 'payment_link')!;
    const bad = await send('PUT', `/v1/admin/mailtemplates/${tpl.id}`, admin, {
      name: tpl.name,
      subject: 'Merhaba {{musteri}}',
      bodyHtml: '<p>{{odeme_linki}} {{tutar}}</p>',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().content.message).toContain('Bilinmeyen yer tutucu: {{musteri}}, {{tutar}}');
    const missing = await send('PUT', `/v1/admin/mailtemplates/${tpl.id}`, admin, {
      name: tpl.name,
      subject: 'Ödeme',
      bodyHtml: '<p>Merhaba {{musteri_adi}}</p>',
    });
    expect(missing.json().content.message).toContain('{{odeme_linki}}');
    const [unchanged] = await t.db.select().from(mailTemplates).where(eq(mailTemplates.id, tpl.id));
    expect(unchanged!.bodyHtml).toBe(tpl.bodyHtml);

    const ok = await send('PUT', `/v1/admin/mailtemplates/${tpl.id}`, admin, {
      name: 'Ödeme linki (yeni)',
      subject: 'Ödeme linkiniz',
      bodyHtml: `<p>Merhaba {{musteri_adi}}, <a href="{{odeme_linki}}">öde</a></p>${XSS}`,
    });
    expect(ok.statusCode).toBe(200);
    expectNoXss(ok.json().content.bodyHtml);
    expect(ok.json().content.bodyHtml).toContain('<a href="{{odeme_linki}}">öde</a>');
  });

  it('previews with sample data without saving, and sanitises the preview', async () => {
    const res = await send('POST', '/v1/admin/mailtemplates/preview', admin, {
      kind: 'bank_details',
      subject: '{{villa_adi}} havale',
      bodyHtml: `<p>{{banka_bilgileri}}</p>${XSS}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.subject).toBe('Villa Mavi Koy havale');
    expect(res.json().content.html).toContain('Türkiye İş Bankası – Fethiye Şubesi<br>');
    expectNoXss(res.json().content.html);
    const bad = await send('POST', '/v1/admin/mailtemplates/preview', admin, {
      kind: 'bank_details',
      subject: 'x {{yok}}',
      bodyHtml: '<p>{{banka_bilgileri}}</p>',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('activity: deactivating makes renderTemplate refuse in Turkish; activating restores', async () => {
    const tpl = (await templates()).find((x) => x.kind === 'cancellation')!;
    const off = await send('PATCH', '/v1/admin/mailtemplates/activity', admin, { id: tpl.id, active: false });
    expect(off.json().content.active).toBe(false);
    await expect(renderTemplate(t.db, 'cancellation', {})).rejects.toThrow(/aktif bir e-posta şablonu yok/);
    await send('PATCH', '/v1/admin/mailtemplates/activity', admin, { id: tpl.id, active: true });
    expect((await renderTemplate(t.db, 'cancellation', { rezervasyon_kodu: 'LV1' })).subject).toContain(
      'LV1',
    );
    const unknown = await send('PATCH', '/v1/admin/mailtemplates/activity', admin, {
      id: 99999,
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
