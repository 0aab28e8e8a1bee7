// The page's critical markup, written into the first HTML a public page sends (ARCHITECTURE.md,
// serving public pages fast): the header bar and the page's first screen (the home hero; a villa's
// title and photos) paint before any JavaScript has run. The shell keeps showing this markup while
// the storefront loads (shared/src/ui/critical.tsx), and the storefront's own render replaces it
// with the same geometry. Values are escaped here; nothing from the request is echoed unescaped.
import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaCard, VillaDetail } from '@villa/shared/contracts/storefront';
import type { RegionsContent, VillaType } from '@villa/shared/contracts/site';
import {
  VILLA_CARD_PHOTO_SIZES,
  listingSearchPath,
  readSearchParams,
  type SearchParamsRecord,
} from '@villa/shared/lib/listing-search';
import {
  CRITICAL_DATA_ID,
  CRITICAL_ID,
  LAYOUT_DATA_PATHS,
  availabilityPath,
  criticalDataKey,
} from '@villa/shared/ui/critical-ids';
import { HERO_BACKGROUND_URL } from '@villa/shared/ui/hero-art';
import { getSearchOptions } from '@villa/shared/contracts/routes/search';
import { breakpoints, darkTheme, font, lightTheme, palette, shadow } from '@villa/shared/ui/tokens';
import { SEARCH_SORTS, SEARCH_SORT_LABELS } from '@villa/shared/contracts/search-sorts';
import { formatMoney } from '@villa/shared/lib/format/money';
import { TURKISH_MONTHS } from '@villa/shared/lib/format/months';

export interface CriticalMarkup {
  /**
   * Tags for the very start of the head ('' for none): the first screen's largest image, asked
   * for before the ~30 script preloads that follow (HTTP/1.1 gives a host six connections).
   */
  early?: string;
  /** A <style> block for the head ('' for none). */
  style: string;
  /** Markup for the inside of #root ('' for none). */
  body: string;
  /** JSON data blocks the storefront reads instead of asking the API again. */
  data?: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const c = lightTheme.color;
const d = darkTheme.color;
const MOBILE = `@media (max-width: ${breakpoints.mobile - 1}px)`;

/** Mirrors the shell's header bar (shell/src/layouts/public/header.tsx): logo and brand only. */
const HEADER_CSS = `
.cr-bar{position:sticky;top:0;left:0;right:0;z-index:50;color:${c.text};background:${c.surface};border-bottom:1px solid ${c.border}}
.cr-bar.cr-over{position:absolute;color:#fff;background:linear-gradient(180deg,rgba(6,40,61,.6),rgba(6,40,61,0));border-bottom:0}
.cr-bar>div{max-width:1320px;margin:0 auto;height:72px;padding:0 24px;display:flex;align-items:center}
.cr-bar a{display:inline-flex;align-items:center;gap:10px;color:inherit;font-family:${font.display};font-size:22px;font-weight:700;letter-spacing:.01em;white-space:nowrap;text-decoration:none}
.cr-bar img{width:34px;height:34px}
html.dark .cr-bar:not(.cr-over){color:${d.text};background:${d.surface};border-bottom-color:${d.border}}
${MOBILE}{.cr-bar>div{height:62px;padding:0 12px}.cr-bar a{font-size:18px}.cr-bar img{width:28px;height:28px}}`;

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:${font.family};font-size:${font.size.md};line-height:1.55;color:${c.text};background:${c.bg};-webkit-font-smoothing:antialiased}
#${CRITICAL_ID} .cr-main{min-height:100vh}
html.dark body{background:#0f151c;color:#e6edf3}`;

/** Mirrors the home hero (mf-storefront/src/features/home/components/home-page.tsx). */
const HOME_CSS = `
.cr-hero{position:relative;min-height:640px;display:flex;align-items:center;padding:120px 24px 80px;color:#fff;background:#0b3b5c ${HERO_BACKGROUND_URL} center/cover no-repeat}
.cr-hero::after{content:'';position:absolute;inset:0;background:linear-gradient(180deg,rgba(6,40,61,.35),rgba(6,40,61,.15) 40%,rgba(6,40,61,.55))}
.cr-hero>div{position:relative;z-index:1;max-width:1240px;width:100%;margin:0 auto}
.cr-hero h1{font-family:${font.display};font-size:54px;line-height:1.1;margin:0 0 14px;max-width:760px;text-shadow:0 2px 18px rgba(0,0,0,.3)}
.cr-hero p{font-size:19px;max-width:620px;margin:0 0 32px;opacity:.95}
.cr-hero .cr-form{height:88px;border-radius:18px;background:#fff;max-width:980px;box-shadow:0 18px 40px rgba(6,40,61,.16)}
html.dark .cr-hero .cr-form{background:${d.surface};box-shadow:0 18px 40px rgba(0,0,0,.45)}
@media (max-width:900px){.cr-hero .cr-form{height:287px}}
${MOBILE}{.cr-hero{min-height:560px;padding:96px 16px 48px}.cr-hero h1{font-size:34px}.cr-hero p{font-size:16px}.cr-hero .cr-form{height:287px}}`;

/** Mirrors the villa page's head and photo grid (mf-storefront/src/features/villa/components). */
const VILLA_CSS = `
.cr-villa{max-width:1240px;margin:0 auto;padding:24px 24px 0}
.cr-villa nav{font-size:13px;color:${c.textMuted};margin-bottom:8px}
.cr-villa nav a{color:${c.primary};text-decoration:none}
.cr-villa h1{margin:0 0 6px;font-family:${font.display};font-size:38px;line-height:1.15}
.cr-villa .cr-where{color:${c.textMuted};margin-bottom:18px;min-height:24px}
.cr-grid{display:grid;grid-template-columns:2fr 1fr 1fr;grid-template-rows:1fr 1fr;gap:8px;border-radius:20px;overflow:hidden;aspect-ratio:16/7}
.cr-grid div{background:${c.surfaceAlt};overflow:hidden}
.cr-grid div:first-child{grid-row:1/3}
.cr-grid img{display:block;width:100%;height:100%;object-fit:cover}
html.dark .cr-villa nav,html.dark .cr-villa .cr-where{color:${d.textMuted}}
html.dark .cr-villa nav a{color:${d.primary}}
html.dark .cr-grid div{background:${d.surfaceAlt}}
${MOBILE}{.cr-villa{padding:16px 16px 0}.cr-villa h1{font-size:28px}.cr-grid{grid-template-columns:1fr;grid-template-rows:1fr;aspect-ratio:16/10;border-radius:14px}.cr-grid div:not(:first-child){display:none}.cr-grid div:first-child{grid-row:auto}}`;

function header(brand: string, overlay: boolean): string {
  return (
    `<header class="cr-bar${overlay ? ' cr-over' : ''}"><div><a href="/">` +
    `<img src="/favicon.svg" alt="" width="34" height="34">${esc(brand)}</a></div></header>`
  );
}

function wrap(brand: string, overlay: boolean, main: string): string {
  return `<div id="${CRITICAL_ID}" aria-hidden="true">${header(brand, overlay)}<div class="cr-main" data-critical-main>${main}</div></div>`;
}

const HOME_MAIN =
  `<section class="cr-hero"><div><h1>Akdeniz&#39;in en güzel koylarında size özel villalar</h1>` +
  `<p>Fethiye, Kaş, Kalkan ve Bodrum&#39;da havuzlu, deniz manzaralı ve muhafazakâr kiralık villalar. ` +
  `Güvenli ödeme, TÜRSAB güvencesi.</p><div class="cr-form"></div></div></section>`;

const FIRST_PHOTO_SIZES = '(max-width: 640px) 100vw, 66vw';

/** Preload of the villa's first photo, the page's largest paint, with the srcset the <img> has. */
function villaPhotoPreload(v: VillaDetail): string {
  const p = v.photos[0];
  if (!p) return '';
  return `<link rel="preload" as="image" href="${esc(p.src)}" imagesrcset="${esc(p.srcSet)}" imagesizes="${FIRST_PHOTO_SIZES}" fetchpriority="high">`;
}

function villaMain(v: VillaDetail): string {
  const photos = v.photos.slice(0, 5);
  const cells = photos
    .map(
      (p, i) =>
        `<div><img src="${esc(p.src)}" srcset="${esc(p.srcSet)}" sizes="${
          i === 0 ? FIRST_PHOTO_SIZES : '(max-width: 640px) 100vw, 25vw'
        }" width="${p.width}" height="${p.height}" alt="${esc(p.alt)}"${
          i === 0 ? ' fetchpriority="high"' : ' loading="lazy"'
        }></div>`,
    )
    .join('');
  const where = `${v.districtName ? `${v.districtName}, ` : ''}${v.townName}`;
  return (
    `<div class="cr-villa"><nav><a href="/">Ana Sayfa</a> / <a href="/${esc(v.townSlug)}">${esc(v.townName)}</a> / ` +
    `<span>${esc(v.name)}</span></nav><h1>${esc(v.name)}</h1><div class="cr-where">${esc(where)}</div>` +
    (cells ? `<div class="cr-grid">${cells}</div>` : '') +
    `</div>`
  );
}

/**
 * Mirrors a listing page (mf-storefront/src/features/search/components/listing-page.tsx): the title
 * banner (components/page-shell.tsx), the filters' column, the toolbar and the first cards
 * (components/villa-card.tsx), so the first card's photo, a phone's largest paint, shows before any
 * JavaScript has run. Between a phone's width and 960 px the filters' form stands above the cards
 * at a height only the form knows: there the cards wait for the storefront.
 */
const LISTING_CSS = `
.cr-ban{background:linear-gradient(135deg,${palette.sea800},${palette.sea600});color:#fff;padding:48px 24px 40px}
.cr-ban>div{max-width:1240px;margin:0 auto}
.cr-ban nav{font-size:13px;opacity:.85;margin-bottom:8px}
.cr-ban nav a{color:#fff;text-decoration:none}
.cr-ban h1{margin:0;font-family:${font.display};font-size:36px;line-height:1.25}
.cr-ban p{margin:8px 0 0;opacity:.9;max-width:720px}
.cr-body{max-width:1240px;margin:0 auto;padding:40px 24px 0}
.cr-cols{display:grid;grid-template-columns:290px 1fr;gap:28px;align-items:start}
.cr-side{height:560px;border-radius:18px;background:${c.surface};border:1px solid ${c.border}}
.cr-filter{display:none}
.cr-tools{display:flex;align-items:center;justify-content:space-between;gap:12px;flex-wrap:wrap;margin-bottom:18px}
.cr-tools p{margin:0;color:${c.textMuted}}
.cr-tools label{display:flex;align-items:center;gap:8px;font-size:14px}
.cr-tools select,.cr-filter{font:inherit;min-height:42px;border-radius:10px;border:1px solid ${c.border};background:${c.surface};color:${c.text};opacity:1}
.cr-tools select{width:auto;padding:9px 12px;font-size:14px}
.cr-cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(280px,1fr));gap:20px}
.cr-card{position:relative;display:flex;flex-direction:column;border-radius:18px;overflow:hidden;background:${c.surface};border:1px solid ${c.border};box-shadow:${shadow.sm}}
.cr-card .cr-ph{position:relative;aspect-ratio:16/10;background:${c.surfaceAlt}}
.cr-card img{display:block;width:100%;height:100%;max-width:100%;object-fit:cover}
.cr-card .cr-badge{position:absolute;left:12px;top:12px;padding:4px 10px;border-radius:999px;background:${c.accent};color:#1d1602;font-size:12px;font-weight:700}
.cr-card .cr-fav{position:absolute;top:12px;right:12px;width:40px;height:40px;border-radius:999px;background:rgba(255,255,255,.92);color:#4a5563;box-shadow:0 4px 14px rgba(6,40,61,.18);display:flex;align-items:center;justify-content:center}
.cr-card .cr-b{display:flex;flex-direction:column;gap:6px;padding:14px 16px 16px;flex:1}
.cr-card h3{margin:0;font-size:18px;line-height:1.3}
.cr-card h3 a{color:${c.text};text-decoration:none}
.cr-card h3 a::after{content:'';position:absolute;inset:0;z-index:1}
.cr-meta{display:flex;flex-wrap:wrap;gap:4px 14px;color:${c.textMuted};font-size:14px}
.cr-meta span{display:inline-flex;align-items:center;gap:4px}
.cr-price{margin-top:auto;display:flex;align-items:baseline;justify-content:space-between;gap:8px;padding-top:8px}
.cr-price strong{font-size:19px;color:${c.primary}}
.cr-price small{font-size:13px;color:${c.textMuted}}
html.dark .cr-side,html.dark .cr-card,html.dark .cr-tools select,html.dark .cr-filter{background:${d.surface};border-color:${d.border};color:${d.text}}
html.dark .cr-tools p,html.dark .cr-meta,html.dark .cr-price small{color:${d.textMuted}}
html.dark .cr-card .cr-ph{background:${d.surfaceAlt}}
html.dark .cr-card .cr-badge{background:${d.accent}}
html.dark .cr-card h3 a{color:${d.text}}
html.dark .cr-price strong{color:${d.primary}}
@media (max-width:960px){.cr-cols{grid-template-columns:1fr}.cr-side{display:none}}
@media (min-width:${breakpoints.mobile}px) and (max-width:960px){.cr-list{display:none}}
${MOBILE}{.cr-ban{padding:32px 16px 28px}.cr-ban h1{font-size:28px}.cr-body{padding:24px 16px 0}.cr-filter{display:flex;width:100%;align-items:center;justify-content:center;padding:10px 18px;margin-bottom:12px;font-weight:600}.cr-cards{grid-template-columns:1fr}}`;

/** The storefront's icons (shared/src/ui/icons.tsx) as markup. */
const svg = (size: number, inner: string) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${inner}</svg>`;
const PIN = svg(
  15,
  '<path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z"/><circle cx="12" cy="9.5" r="2.5"/>',
);
const USERS = svg(
  15,
  '<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6 6 0 0 1 3.5 6"/>',
);
const HEART = svg(
  20,
  '<path d="M12 20s-7-4.4-9.3-8.6C1.2 8.5 2.9 5 6.3 5c2 0 3.3 1.1 4 2.3h3.4C14.4 6.1 15.7 5 17.7 5c3.4 0 5.1 3.5 3.6 6.4C19 15.6 12 20 12 20z"/>',
);

/** Cards painted by the server: the first screen's worth on any width. */
export const CRITICAL_CARD_COUNT = 6;

/** The listing's title banner: the page's title and lead, as the storefront's page has them. */
export interface ListingHeading {
  title: string;
  lead: string;
}

/** 'd MMMM' and 'd MMMM yyyy' of a YYYY-MM-DD day, as the storefront writes them (lib/dates.ts). */
function dayTr(iso: string, withYear: boolean): string {
  const [y, m, day] = iso.split('-').map(Number);
  const month = TURKISH_MONTHS[(m ?? 1) - 1] ?? '';
  return `${day} ${month}${withYear ? ` ${y}` : ''}`;
}

/** A card's price row, in TL (the visitor's currency choice lives in the browser). */
function cardPrice(v: VillaCard): string {
  if (v.stayTotalTl !== null && v.nights)
    return `<small>${v.nights} gece toplam</small><strong>${esc(formatMoney(v.stayTotalTl, 'TL'))}</strong>`;
  if (v.priceFromTl !== null)
    return `<small>Gecelik</small><strong>${esc(formatMoney(v.priceFromTl, 'TL'))}&#39;den başlayan</strong>`;
  return '<small>Fiyat için bize ulaşın</small>';
}

function cardMarkup(v: VillaCard, index: number, linkQuery: string): string {
  const p = v.photo;
  const href = `/villa/${encodeURIComponent(v.slug)}${linkQuery ? `?${linkQuery}` : ''}`;
  const photo = p
    ? `<img src="${esc(p.src)}" srcset="${esc(p.srcSet)}" sizes="${VILLA_CARD_PHOTO_SIZES}" width="${p.width}" height="${p.height}" alt="${esc(p.alt)}"${
        index === 0 ? ' fetchpriority="high"' : index < 2 ? '' : ' loading="lazy"'
      } decoding="async">`
    : '';
  const where = `${v.districtName ? `${v.districtName}, ` : ''}${v.townName}`;
  return (
    `<article class="cr-card"><div class="cr-ph">${photo}` +
    (v.isPopular ? '<span class="cr-badge">Popüler</span>' : '') +
    `<span class="cr-fav">${HEART}</span></div><div class="cr-b"><h3><a href="${esc(href)}" tabindex="-1">${esc(v.name)}</a></h3>` +
    `<div class="cr-meta"><span>${PIN} ${esc(where)}</span><span>${USERS} ${v.capacity} kişi · ${v.bedrooms} yatak odası</span></div>` +
    (v.typeName ? `<div class="cr-meta">${esc(v.typeName)}</div>` : '') +
    `<div class="cr-price">${cardPrice(v)}</div></div></article>`
  );
}

function listingMain(
  heading: ListingHeading,
  params: SearchParamsRecord,
  cards: VillaCard[],
  total: number,
): string {
  const dated = params.checkin && params.checkout;
  const lead = dated
    ? `${dayTr(params.checkin!, false)} – ${dayTr(params.checkout!, true)} tarihlerinde müsait villalar.`
    : heading.lead;
  const linkQuery = new URLSearchParams(
    (['checkin', 'checkout', 'guests', 'adults', 'children', 'infants'] as const)
      .filter((k) => params[k])
      .map((k): [string, string] => [k, params[k]!]),
  ).toString();
  const sort = params.sort ?? 'recommended';
  const options = SEARCH_SORTS.map(
    (s) => `<option value="${s}"${s === sort ? ' selected' : ''}>${SEARCH_SORT_LABELS[s]}</option>`,
  ).join('');
  const list = cards.length
    ? `<div class="cr-cards">${cards
        .slice(0, CRITICAL_CARD_COUNT)
        .map((v, i) => cardMarkup(v, i, linkQuery))
        .join('')}</div>`
    : '';
  return (
    `<div class="cr-ban"><div><nav><a href="/" tabindex="-1">Ana Sayfa</a> / <span>${esc(heading.title)}</span></nav>` +
    `<h1>${esc(heading.title)}</h1>${lead ? `<p>${esc(lead)}</p>` : ''}</div></div>` +
    `<div class="cr-body"><div class="cr-cols"><div><div class="cr-side"></div><span class="cr-filter">Filtrele</span></div>` +
    `<div class="cr-list"><div class="cr-tools"><p><strong>${total}</strong> villa bulundu</p>` +
    `<label>Sırala<select disabled tabindex="-1">${options}</select></label></div>${list}</div></div></div>`
  );
}

/** JSON in a data block: escaping '<' keeps '</script>' and '<!--' from ending it. */
const dataBlock = (value: Record<string, unknown>) =>
  `<script type="application/json" id="${CRITICAL_DATA_ID}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The responses the public layout asks for as it starts (menus, footer, currency rates), by API
 * path, exactly as the API answers them: the shell seeds its queries with them instead of making
 * three requests before anything below the header can render.
 */
async function layoutData(app: FastifyInstance): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.values(LAYOUT_DATA_PATHS).map(async (path) => {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) return null;
      return [criticalDataKey('api', path), (res.json() as Envelope<unknown>).content] as const;
    }),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}

/**
 * The filters of a listing page (`/listing`, `/villa?types=…`, a town's or a villa type's `/{slug}`),
 * as the storefront's listing asks GET /v2/search with them, and its title banner; null for any
 * other page. A slug page is a listing only when the slug is a town or a villa type (the layout's
 * data says which). Titles and leads are the storefront's (mf-storefront/src/app/app.tsx,
 * features/search/components/slug-page.tsx).
 */
function listingParams(
  path: string,
  query: string,
  data: Record<string, unknown>,
): { params: SearchParamsRecord; heading: ListingHeading } | null {
  const params = readSearchParams(new URLSearchParams(query));
  if (path === '/listing')
    return {
      params,
      heading: { title: 'Kiralık Villalar', lead: 'Tarih, kişi sayısı ve bölgeye göre müsait villalar.' },
    };
  if (path === '/villa')
    return {
      params,
      heading: { title: 'Kiralık Villalar', lead: 'Seçtiğiniz villa tipine uygun villalar.' },
    };
  const slug = /^\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return null;
  const regions = data[criticalDataKey('api', LAYOUT_DATA_PATHS.regions)] as RegionsContent | undefined;
  const town = regions?.towns.find((t) => t.slug === slug);
  if (town)
    return {
      params: { ...params, town: slug },
      heading: {
        title: `${town.name} Kiralık Villa`,
        lead: `${town.name} bölgesindeki kiralık villalar${
          town.District.length ? `: ${town.District.map((d) => d.name).join(', ')}` : ''
        }.`,
      },
    };
  const types = data[criticalDataKey('api', LAYOUT_DATA_PATHS.villaTypes)] as VillaType[] | undefined;
  const type = types?.find((t) => t.slug === slug);
  return type
    ? {
        params: { ...params, types: String(type.id) },
        heading: { title: type.name, lead: `${type.name} seçeneklerimiz.` },
      }
    : null;
}

/**
 * Preload of the listing's first card photo, its largest paint on a phone, with the srcset and sizes
 * the card's <img> has.
 */
function cardPhotoPreload(card: VillaCard | undefined): string {
  const p = card?.photo;
  if (!p) return '';
  return `<link rel="preload" as="image" href="${esc(p.src)}" imagesrcset="${esc(p.srcSet)}" imagesizes="${VILLA_CARD_PHOTO_SIZES}" fetchpriority="high">`;
}

/**
 * What the server writes into a public page: the layout's data for every public page; for the
 * home and villa pages, the first screen's markup (with the villa's data); for a listing page, its
 * first screen's markup (banner, toolbar, the first cards), the first page of its cards (the answer
 * of the search the page makes, under that search's address), the filters' options and a preload
 * of the first card's photo. `status` is the page's HTTP status: a 404 page gets no
 * markup, only the layout's data. `query` is the page address's query string (no '?').
 */
export async function criticalFor(
  app: FastifyInstance,
  path: string,
  brand: string,
  status: number,
  query = '',
): Promise<CriticalMarkup> {
  const slug = status === 200 ? /^\/villa\/([^/]+)$/.exec(path)?.[1] : undefined;
  // The same responses GET /v1/villas/{slug}(/availability) give the storefront, so its first
  // render needs no request of its own and cannot disagree with this markup.
  const villaPath = slug ? `/v1/villas/${encodeURIComponent(slug)}` : null;
  const [data, villaRes, availabilityRes] = await Promise.all([
    layoutData(app),
    villaPath ? app.inject({ method: 'GET', url: villaPath }) : null,
    villaPath ? app.inject({ method: 'GET', url: `${villaPath}/availability` }) : null,
  ]);
  if (status === 200 && path === '/') {
    return {
      style: `<style>${BASE_CSS}${HEADER_CSS}${HOME_CSS}</style>`,
      body: wrap(brand, true, HOME_MAIN),
      data: dataBlock(data),
    };
  }
  if (villaRes?.statusCode === 200) {
    const villa = (villaRes.json() as Envelope<VillaDetail>).content;
    return {
      early: villaPhotoPreload(villa),
      style: `<style>${BASE_CSS}${HEADER_CSS}${VILLA_CSS}</style>`,
      body: wrap(brand, false, villaMain(villa)),
      data: dataBlock({
        ...data,
        [criticalDataKey('villa', villa.slug)]: villa,
        // The calendar's booked days, so the page needs no request until the visitor picks dates.
        ...(availabilityRes?.statusCode === 200
          ? {
              [criticalDataKey('api', availabilityPath(villa.slug))]: (
                availabilityRes.json() as Envelope<unknown>
              ).content,
            }
          : {}),
      }),
    };
  }
  const listing = status === 200 ? listingParams(path, query, data) : null;
  if (listing) {
    // Filters the API refuses (a malformed date, say) embed nothing: the page asks and shows the error.
    const searchPath = listingSearchPath(listing.params);
    const [res, optionsRes] = await Promise.all([
      app.inject({ method: 'GET', url: searchPath }),
      app.inject({ method: 'GET', url: getSearchOptions.path }),
    ]);
    if (res.statusCode === 200) {
      const body = res.json() as { content: VillaCard[]; total: number };
      return {
        early: cardPhotoPreload(body.content[0]),
        style: `<style>${BASE_CSS}${HEADER_CSS}${LISTING_CSS}</style>`,
        body: wrap(brand, false, listingMain(listing.heading, listing.params, body.content, body.total)),
        // The query's own shape (a paged answer is { items, total } in the storefront).
        data: dataBlock({
          ...data,
          [criticalDataKey('api', searchPath)]: { items: body.content, total: body.total },
          // The filters' options (features, price range) the listing shows beside the cards.
          ...(optionsRes.statusCode === 200
            ? {
                [criticalDataKey('api', getSearchOptions.path)]: (optionsRes.json() as Envelope<unknown>)
                  .content,
              }
            : {}),
        }),
      };
    }
  }
  return { style: '', body: '', data: dataBlock(data) };
}
