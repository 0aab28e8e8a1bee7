import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HomeContent } from '@villa/shared/contracts/site';
import { listTownsWithDistricts, listVillaTypes, settingsByGroup } from './repository.ts';
import { homeResponse, keyValuesResponse, regionsResponse, villaTypesResponse } from './schemas.ts';
import { z } from 'zod';
import { optionalText, trimmedText } from '@villa/shared/contracts/fields';
import { contactMessages } from '../../db/schema/contact.ts';
import { sitemapPosts } from '../blog/repository.ts';
import { sitemapBoats } from '../boats/public-repository.ts';
import { sitemapVillas } from '../villas/public-repository.ts';
import { publicOrigin } from '../../web/public-origin.ts';

const PUBLIC = { access: 'public' } as const;
const CACHE = 'public, max-age=60';
/** Settings (exchange rates, phone, brand) reach visitors at once after staff change them. */
const FRESH = 'no-cache';

/** Public reads for the storefront's layout: menus, footer, currencies, contact. */
export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['site'];

  app.get(
    '/villatype',
    { config: PUBLIC, schema: { tags, summary: 'Villa tipleri', response: { 200: villaTypesResponse } } },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: await listVillaTypes(app.db) };
    },
  );

  app.get(
    '/district',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Bölgeler (ilçeler ve semtleri)', response: { 200: regionsResponse } },
    },
    async (_request, reply) => {
      reply.header('cache-control', CACHE);
      return { content: { towns: await listTownsWithDistricts(app.db) } };
    },
  );

  app.get(
    '/website/home',
    {
      config: PUBLIC,
      schema: { tags, summary: 'Site ayarları, alt bilgi ve döviz kurları', response: { 200: homeResponse } },
    },
    async (_request, reply) => {
      const groups = await settingsByGroup(app.db, ['site', 'footer', 'contact', 'social', 'exchange']);
      const content: HomeContent = {
        footerData: [
          ...(groups.get('footer') ?? []),
          ...(groups.get('contact') ?? []),
          ...(groups.get('social') ?? []),
        ],
        exchange: groups.get('exchange') ?? [],
        settings: groups.get('site') ?? [],
      };
      reply.header('cache-control', FRESH);
      return { content };
    },
  );

  app.get(
    '/website/contact',
    { config: PUBLIC, schema: { tags, summary: 'İletişim bilgileri', response: { 200: keyValuesResponse } } },
    async (_request, reply) => {
      const groups = await settingsByGroup(app.db, ['contact']);
      reply.header('cache-control', FRESH);
      return { content: groups.get('contact') ?? [] };
    },
  );
};

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
