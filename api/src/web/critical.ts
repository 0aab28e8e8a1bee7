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
import { breakpoints, darkTheme, font, lightTheme } from '@villa/shared/ui/tokens';

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
 * as the storefront's listing asks GET /v2/search with them; null for any other page. A slug page
 * is a listing only when the slug is a town or a villa type (the layout's data says which).
 */
function listingParams(
  path: string,
  query: string,
  data: Record<string, unknown>,
): SearchParamsRecord | null {
  const params = readSearchParams(new URLSearchParams(query));
  if (path === '/listing' || path === '/villa') return params;
  const slug = /^\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return null;
  const regions = data[criticalDataKey('api', LAYOUT_DATA_PATHS.regions)] as RegionsContent | undefined;
  if (regions?.towns.some((t) => t.slug === slug)) return { ...params, town: slug };
  const types = data[criticalDataKey('api', LAYOUT_DATA_PATHS.villaTypes)] as VillaType[] | undefined;
  const type = types?.find((t) => t.slug === slug);
  return type ? { ...params, types: String(type.id) } : null;
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
 * home and villa pages, the first screen's markup (with the villa's data); for a listing page, the
 * first page of its cards (the answer of the search the page makes, under that search's address),
 * the filters' options and a preload of the first card's photo. `status` is the page's HTTP status: a 404 page gets no
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
    const searchPath = listingSearchPath(listing);
    const [res, optionsRes] = await Promise.all([
      app.inject({ method: 'GET', url: searchPath }),
      app.inject({ method: 'GET', url: getSearchOptions.path }),
    ]);
    if (res.statusCode === 200) {
      const body = res.json() as { content: VillaCard[]; total: number };
      return {
        early: cardPhotoPreload(body.content[0]),
        style: '',
        body: '',
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
