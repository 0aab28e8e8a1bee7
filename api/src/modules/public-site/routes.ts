import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionalText, trimmedText } from '@villa/shared/contracts/fields';
import { contactMessages } from '../../db/schema/contact.ts';
import { listTownsWithDistricts, listVillaTypes } from '../site/repository.ts';
import { sitemapPosts } from '../blog/repository.ts';
import { sitemapBoats } from '../public-boats/repository.ts';
import { sitemapVillas } from '../public-villas/repository.ts';
import { publicOrigin } from '../../web/public-origin.ts';

const PUBLIC = { access: 'public' } as const;

export const contactBody = z.object({
  name: trimmedText('Ad soyad', 120).min(3, 'Adınızı ve soyadınızı yazın.'),
  email: z
    .string({ error: 'E-posta adresi gerekli.' })
    .trim()
    .toLowerCase()
    .max(254, 'E-posta adresi çok uzun.')
    .email('Geçerli bir e-posta adresi girin.'),
  phone: z
    .string()
    .trim()
    .max(20, 'Telefon numarası çok uzun.')
    .refine((v) => v === '' || /^\+?[0-9 ()-]{10,20}$/.test(v), 'Geçerli bir telefon numarası girin.')
    .optional()
    .default(''),
  subject: optionalText('Konu', 150),
  message: trimmedText('Mesajınız', 3000).min(10, 'Mesajınız en az 10 karakter olmalı.'),
  kvkk: z.literal(true, { error: 'Mesaj göndermek için KVKK aydınlatma metnini onaylamanız gerekiyor.' }),
});

/** Static storefront paths listed in the sitemap. */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/listing',
  '/regions',
  '/about',
  '/contact',
  '/faq',
  '/blog',
  '/tekneler',
  '/enquire',
  '/guvenli-odeme',
  '/website/rental',
  '/website/privacy',
  '/website/cancel',
  '/website/kvkk',
  '/website/banks',
  '/website/document',
  '/website/howrent',
];

const xmlEscape = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** Contact form, sitemap.xml and robots.txt. */
export const publicSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['storefront site'];

  app.post(
    '/v1/website/contact',
    {
      config: { ...PUBLIC, idempotent: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'İletişim formu (İletişim Formu ekranına düşer)',
        body: contactBody,
        response: { 201: z.object({ content: z.object({ id: z.number(), message: z.string() }) }) },
      },
    },
    async (request, reply) => {
      const b = request.body;
      const [row] = await app.db
        .insert(contactMessages)
        .values({ name: b.name, email: b.email, phone: b.phone, subject: b.subject, message: b.message })
        .returning({ id: contactMessages.id });
      return reply.status(201).send({
        content: {
          id: row?.id ?? 0,
          message: 'Mesajınız bize ulaştı. En kısa sürede size dönüş yapacağız.',
        },
      });
    },
  );

  app.get(
    '/sitemap.xml',
    { config: PUBLIC, schema: { tags, summary: 'Site haritası' } },
    async (request, reply) => {
      const origin = publicOrigin(request);
      const [villaRows, towns, types, posts, boatRows] = await Promise.all([
        sitemapVillas(app.db),
        listTownsWithDistricts(app.db),
        listVillaTypes(app.db),
        sitemapPosts(app.db),
        sitemapBoats(app.db),
      ]);
      const urls: Array<{ loc: string; lastmod?: string; priority: string }> = [
        ...STATIC_PUBLIC_PATHS.map((p) => ({ loc: p, priority: p === '/' ? '1.0' : '0.5' })),
        ...towns.map((t) => ({ loc: `/${t.slug}`, priority: '0.7' })),
        ...types.map((t) => ({ loc: `/${t.slug}`, priority: '0.7' })),
        ...villaRows.map((v) => ({
          loc: `/villa/${v.slug}`,
          lastmod: v.updatedAt.toISOString().slice(0, 10),
          priority: '0.8',
        })),
        ...boatRows.map((b) => ({ loc: `/tekne/${b.slug}`, priority: '0.6' })),
        ...posts.map((p) => ({
          loc: `/blog/${p.slug}`,
          lastmod: p.updatedAt.toISOString().slice(0, 10),
          priority: '0.5',
        })),
      ];
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          (u) =>
            `  <url><loc>${xmlEscape(origin + u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
        ),
        '</urlset>',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(body);
    },
  );

  app.get(
    '/robots.txt',
    { config: PUBLIC, schema: { tags, summary: 'robots.txt' } },
    async (request, reply) => {
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /v1/',
        'Disallow: /v2/',
        'Disallow: /enquire',
        'Disallow: /odeme/',
        'Disallow: /teklif/',
        `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
        '',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/plain; charset=utf-8')
        .send(body);
    },
  );
};
