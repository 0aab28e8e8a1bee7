import { expect } from 'vitest';
import type { App } from '../../src/app.ts';

/** A public page as the browser asks for it at https://www.likyavilla.com.tr. */
export const publicPage = (app: App, url: string) =>
  app.inject({ url, headers: { host: 'www.likyavilla.com.tr', 'x-forwarded-proto': 'https' } });

/** The content of `<meta {attr}="{key}">` in a server-rendered head. */
export const metaContent = (html: string, attr: string, key: string) =>
  new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];

/** The page's schema.org JSON-LD ({} when there is none). */
export const jsonLd = (html: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as Record<
    string,
    unknown
  >;

/** The head of the demo catalogue's Villa Mavi Koy page: title, canonical URL, sharing tags, price, JSON-LD. */
export function expectVillaMaviKoyHead(html: string) {
  expect(html).toContain('<title>Villa Mavi Koy | Likya Villa</title>');
  expect(html).toContain(
    '<link rel="canonical" href="https://www.likyavilla.com.tr/villa/villa-mavi-koy" />',
  );
  expect(metaContent(html, 'property', 'og:title')).toBe('Villa Mavi Koy | Likya Villa');
  expect(metaContent(html, 'property', 'og:image')).toMatch(
    /^https:\/\/www\.likyavilla\.com\.tr\/uploads\/villas\/[0-9a-f]+-1600\.webp$/,
  );
  expect(metaContent(html, 'property', 'og:description')).toMatch(/Gecelik [\d.]+ TL'den/);
  expect(Number(metaContent(html, 'property', 'product:price:amount'))).toBeGreaterThan(1000);
  expect(jsonLd(html)).toMatchObject({
    '@type': 'LodgingBusiness',
    name: 'Villa Mavi Koy',
    url: 'https://www.likyavilla.com.tr/villa/villa-mavi-koy',
  });
}

/** The script tags a server-painted page starts after its first paint (src/web/late-start.ts), as markup. */
export function lateStartTags(html: string): string[] | null {
  const m = /<script type="application\/json" id="late-start">([^<]*)<\/script>/.exec(html);
  if (!m) return null;
  const tags = JSON.parse(m[1]!) as Array<{ tag: string; attrs: Record<string, string> }>;
  return tags.map(
    ({ tag, attrs }) =>
      `<${tag}${Object.entries(attrs)
        .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${v}"`))
        .join('')}>${tag === 'script' ? '</script>' : ''}`,
  );
}
