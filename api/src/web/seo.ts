import { asc, eq, and, sql } from 'drizzle-orm';
import { DEFAULT_SHARE_IMAGE } from '@villa/shared/config/constants';
import { WEBSITE_PAGE_TITLES } from '@villa/shared/contracts/content';
import { todayIso } from '@villa/shared/lib/format/dates';
import { currencyIso, formatMoney } from '@villa/shared/lib/format/money';
import { settings } from '../db/schema/settings.ts';
import { towns } from '../db/schema/regions.ts';
import { villaImages, villaTypes, villas } from '../db/schema/villas.ts';
import type { Db } from '../db/types.ts';
import { imageUrl } from '../lib/images.ts';
import { getPublishedPostBySlug } from '../modules/blog/repository.ts';
import { imagesOf } from '../modules/boat-images/repository.ts';
import { findActiveBoat } from '../modules/boats/public-repository.ts';
import { rowsOf } from '../modules/search/cards.ts';
import { exchangeRates } from '../modules/pricing/quote.ts';

/** What the server writes into the first HTML of a public page (crawlers and link previews run no JS). */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path of the canonical URL (the origin is added by the caller). */
  canonicalPath: string;
  /** Absolute or root-relative image URL for og:image. */
  image?: string;
  imageWidth?: number;
  imageHeight?: number;
  ogType: 'website' | 'product' | 'article';
  jsonLd?: Record<string, unknown>;
  /** Extra meta (og:price…). */
  extra?: Array<[attr: 'name' | 'property', key: string, content: string]>;
}

/** og:image of a listing: its first photo's 1600-pixel display size, the height kept in proportion. */
function ogImage(
  url: string,
  photo: { width: number; height: number },
): Pick<PageHead, 'image' | 'imageWidth' | 'imageHeight'> {
  return { image: url, imageWidth: 1600, imageHeight: Math.round((1600 * photo.height) / photo.width) };
}

const STATIC_TITLES: Record<string, string | null> = {
  '/': null,
  '/listing': null,
  '/villa': null,
  '/regions': null,
  '/about': WEBSITE_PAGE_TITLES.about,
  '/faq': WEBSITE_PAGE_TITLES.faq,
  '/guvenli-odeme': WEBSITE_PAGE_TITLES.securepayment,
  '/contact': 'İletişim',
  '/enquire': 'Rezervasyonlarım',
  '/blog': 'Blog',
  '/tekneler': 'Kiralık Tekneler',
  '/website/rental': WEBSITE_PAGE_TITLES.rental,
  '/website/privacy': WEBSITE_PAGE_TITLES.privacy,
  '/website/cancel': WEBSITE_PAGE_TITLES.cancel,
  '/website/kvkk': WEBSITE_PAGE_TITLES.kvkk,
  '/website/howrent': WEBSITE_PAGE_TITLES.howrent,
  '/website/banks': 'Banka Hesaplarımız',
  '/website/document': 'Belgelerimiz',
};

/** Prefixes of a customer's own pages (payment, offer): the default head, kept out of search engines. */
const PRIVATE_PREFIXES = ['/odeme/', '/teklif/'];

type Meta = NonNullable<PageHead['extra']>[number];
const meta = (attr: Meta[0], key: string, content: string): Meta => [attr, key, content];

/** A description of at most 160 characters, cut at a word. */
function clip(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).trimEnd()}…`;
}

const tl = (n: number) => formatMoney(n, 'TL', { display: 'code' });

async function siteSettings(db: Db) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(sql`${settings.key} in ('brand_name', 'seo_description', 'site_phone', 'site_address')`);
  const get = (k: string) => rows.find((r) => r.key === k)?.value ?? '';
  return {
    brand: get('brand_name') || 'Likya Villa',
    description: get('seo_description'),
    phone: get('site_phone'),
  };
}

async function villaHead(db: Db, slug: string, brand: string): Promise<PageHead | null> {
  const [v] = await db
    .select({
      id: villas.id,
      name: villas.name,
      slug: villas.slug,
      summary: villas.summary,
      capacity: villas.capacity,
      bedrooms: villas.bedrooms,
      bathrooms: villas.bathrooms,
      latitude: villas.latitude,
      longitude: villas.longitude,
      address: villas.address,
      townName: towns.name,
    })
    .from(villas)
    .innerJoin(towns, eq(towns.id, villas.townId))
    .where(and(eq(villas.slug, slug), eq(villas.active, true)));
  if (!v) return null;
  const [images, priceRes, ratingRes, rates] = await Promise.all([
    db
      .select({ fileKey: villaImages.fileKey, width: villaImages.width, height: villaImages.height })
      .from(villaImages)
      .where(eq(villaImages.villaId, v.id))
      .orderBy(asc(villaImages.sortOrder), asc(villaImages.id))
      .limit(4),
    db.execute(
      sql`select nightly_price, currency from villa_prices where villa_id = ${v.id} and end_date >= ${todayIso()}::date`,
    ),
    db.execute(
      sql`select round(avg(rating), 1) as rating, count(*) as n from comments where villa_id = ${v.id} and active`,
    ),
    exchangeRates(db),
  ]);
  const prices = rowsOf<{ nightly_price: string; currency: string }>(priceRes)
    .map((p) => Number(p.nightly_price) * (rates[p.currency] ?? 0))
    .filter((n) => n > 0);
  const from = prices.length ? Math.round(Math.min(...prices)) : null;
  const rating = rowsOf<{ rating: string | null; n: string | number }>(ratingRes)[0];
  const first = images[0];
  const description = [
    v.summary,
    `${v.townName} · ${v.capacity} kişi · ${v.bedrooms} yatak odası`,
    from ? `Gecelik ${tl(from)}'den başlayan fiyatlarla.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LodgingBusiness',
    name: v.name,
    description: v.summary || description,
    url: `/villa/${v.slug}`,
    image: images.map((i) => imageUrl(i.fileKey, 1600)),
    address: {
      '@type': 'PostalAddress',
      streetAddress: v.address || undefined,
      addressLocality: v.townName,
      addressCountry: 'TR',
    },
    numberOfRooms: v.bedrooms,
    ...(v.latitude && v.longitude
      ? { geo: { '@type': 'GeoCoordinates', latitude: Number(v.latitude), longitude: Number(v.longitude) } }
      : {}),
    ...(from ? { priceRange: `${tl(from)}+ / gece` } : {}),
    ...(rating?.rating && Number(rating.n) > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Number(rating.rating),
            reviewCount: Number(rating.n),
            bestRating: 5,
          },
        }
      : {}),
  };
  return {
    status: 200,
    title: `${v.name} | ${brand}`,
    description,
    canonicalPath: `/villa/${v.slug}`,
    ogType: 'product',
    ...(first ? ogImage(imageUrl(first.fileKey, 1600), first) : {}),
    jsonLd,
    extra: from
      ? [
          ['property', 'product:price:amount', String(from)],
          ['property', 'product:price:currency', 'TRY'],
        ]
      : [],
  };
}

async function blogHead(db: Db, slug: string, brand: string): Promise<PageHead | null> {
  const post = await getPublishedPostBySlug(db, slug);
  if (!post) return null;
  const description = clip(post.summary || post.title);
  const image = post.coverUrl || undefined;
  return {
    status: 200,
    title: `${post.title} | ${brand}`,
    description,
    canonicalPath: `/blog/${post.slug}`,
    ogType: 'article',
    ...(image ? { image } : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      url: `/blog/${post.slug}`,
      ...(image ? { image: [image] } : {}),
      ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
      dateModified: post.updatedAt,
      publisher: { '@type': 'Organization', name: brand },
    },
    extra: [
      ...(post.publishedAt ? [meta('property', 'article:published_time', post.publishedAt)] : []),
      meta('property', 'article:modified_time', post.updatedAt),
    ],
  };
}

async function boatHead(db: Db, slug: string, brand: string): Promise<PageHead | null> {
  const boat = await findActiveBoat(db, slug, todayIso());
  if (!boat) return null;
  const [first] = await imagesOf(db, [boat.id]);
  const price = boat.from_price;
  const description = clip(
    [
      `${boat.boat_type_name} · ${boat.marina_name}, ${boat.town_name}`,
      `${boat.capacity} kişi · ${boat.cabins} kabin · ${boat.length} m`,
      price
        ? `Günlük ${formatMoney(price.amount, price.currency, { display: 'code' })}'den başlayan fiyatlarla.`
        : '',
    ]
      .filter(Boolean)
      .join('. '),
  );
  return {
    status: 200,
    title: `${boat.name} | ${brand}`,
    description,
    canonicalPath: `/tekne/${boat.slug}`,
    ogType: 'product',
    ...(first ? ogImage(first.urls.large, first) : {}),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: boat.name,
      description,
      url: `/tekne/${boat.slug}`,
      ...(first ? { image: [first.urls.large] } : {}),
      category: boat.boat_type_name,
      ...(price
        ? {
            offers: {
              '@type': 'AggregateOffer',
              lowPrice: price.amount,
              priceCurrency: currencyIso(price.currency),
              availability: 'https://schema.org/InStock',
            },
          }
        : {}),
    },
    extra: price
      ? [
          ['property', 'product:price:amount', String(price.amount)],
          ['property', 'product:price:currency', currencyIso(price.currency)],
        ]
      : [],
  };
}

/**
 * The head of a public page, or null for paths that are not storefront pages (the dashboard).
 * Unknown slugs get status 404 so crawlers drop them.
 */
export async function headFor(db: Db, path: string): Promise<PageHead | null> {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/dashboard' || clean.startsWith('/dashboard/')) return null;
  const site = await siteSettings(db);
  const base: PageHead = {
    status: 200,
    title: `Kiralik Villa | ${site.brand}`,
    description: site.description,
    canonicalPath: clean,
    ogType: 'website',
  };
  if (clean in STATIC_TITLES) {
    const title = STATIC_TITLES[clean];
    return { ...base, ...(title ? { title: `${title} | ${site.brand}` } : {}) };
  }
  if (PRIVATE_PREFIXES.some((p) => clean.startsWith(p))) {
    return { ...base, extra: [['name', 'robots', 'noindex']] };
  }
  const post = /^\/blog\/([^/]+)$/.exec(clean);
  if (post) {
    return (
      (await blogHead(db, decodeURIComponent(post[1] ?? ''), site.brand)) ?? notFoundHead(site.brand, clean)
    );
  }
  const boat = /^\/tekne\/([^/]+)$/.exec(clean);
  if (boat) {
    return (
      (await boatHead(db, decodeURIComponent(boat[1] ?? ''), site.brand)) ?? notFoundHead(site.brand, clean)
    );
  }
  const villa = /^\/villa\/([^/]+)$/.exec(clean);
  if (villa) {
    const head = await villaHead(db, decodeURIComponent(villa[1] ?? ''), site.brand);
    if (head) return head;
    return notFoundHead(site.brand, clean);
  }
  const slug = /^\/([^/]+)$/.exec(clean)?.[1];
  if (slug) {
    const s = decodeURIComponent(slug);
    const [town] = await db.select({ name: towns.name }).from(towns).where(eq(towns.slug, s));
    if (town) {
      return {
        ...base,
        title: `${town.name} Kiralık Villa | ${site.brand}`,
        description:
          `${town.name} bölgesinde havuzlu, deniz manzaralı kiralık villalar. ${site.description}`.trim(),
      };
    }
    const [type] = await db.select({ name: villaTypes.name }).from(villaTypes).where(eq(villaTypes.slug, s));
    if (type) return { ...base, title: `${type.name} | ${site.brand}` };
  }
  return notFoundHead(site.brand, clean);
}

function notFoundHead(brand: string, path: string): PageHead {
  return {
    status: 404,
    title: `Sayfa bulunamadı | ${brand}`,
    description: 'Aradığınız sayfa bulunamadı.',
    canonicalPath: path,
    ogType: 'website',
    extra: [['name', 'robots', 'noindex']],
  };
}

const attr = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Writes the head into index.html: title, description, canonical, Open Graph, Twitter, JSON-LD. */
export function injectHead(html: string, head: PageHead, origin: string): string {
  const abs = (u: string) => (/^https?:\/\//.test(u) ? u : `${origin}${u}`);
  const url = abs(head.canonicalPath);
  const brand = head.title.split(' | ').pop() ?? '';
  const tags: string[] = [
    `<link rel="canonical" href="${attr(url)}" />`,
    `<meta property="og:type" content="${head.ogType}" />`,
    `<meta property="og:site_name" content="${attr(brand)}" />`,
    `<meta property="og:locale" content="tr_TR" />`,
    `<meta property="og:url" content="${attr(url)}" />`,
    `<meta property="og:title" content="${attr(head.title)}" />`,
    `<meta property="og:description" content="${attr(head.description)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${attr(head.title)}" />`,
    `<meta name="twitter:description" content="${attr(head.description)}" />`,
  ];
  // Every public page has an image for link previews: its own, or the site's default.
  const image = head.image
    ? { src: head.image, width: head.imageWidth, height: head.imageHeight }
    : { src: DEFAULT_SHARE_IMAGE.path, width: DEFAULT_SHARE_IMAGE.width, height: DEFAULT_SHARE_IMAGE.height };
  tags.push(
    `<meta property="og:image" content="${attr(abs(image.src))}" />`,
    `<meta name="twitter:image" content="${attr(abs(image.src))}" />`,
  );
  if (image.width) tags.push(`<meta property="og:image:width" content="${image.width}" />`);
  if (image.height) tags.push(`<meta property="og:image:height" content="${image.height}" />`);
  for (const [a, key, content] of head.extra ?? [])
    tags.push(`<meta ${a}="${key}" content="${attr(content)}" />`);
  if (head.jsonLd) {
    const data = JSON.parse(JSON.stringify(head.jsonLd)) as Record<string, unknown>;
    if (typeof data.url === 'string') data.url = abs(data.url);
    if (Array.isArray(data.image)) data.image = (data.image as string[]).map(abs);
    // JSON in a data block: escaping '<' keeps '</script>' from ending it.
    tags.push(`<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`);
  }
  // Function replacers: staff-typed text is inserted as it is ('$&' in a name means nothing).
  let out = html.replace(/<title>[^<]*<\/title>/, () => `<title>${attr(head.title)}</title>`);
  out = out.replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, '');
  tags.unshift(`<meta name="description" content="${attr(head.description)}" />`);
  return out.includes('</head>')
    ? out.replace('</head>', () => `${tags.join('')}</head>`)
    : `${tags.join('')}${out}`;
}
