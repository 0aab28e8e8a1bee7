import { searchVillas } from '../contracts/routes/search';

/**
 * The listing's filters as they travel in the page's URL and to GET /v2/search, shared by the
 * storefront's listing pages and the server, which embeds the first page of cards in a listing
 * page's first HTML (api/src/web/critical.ts): both must ask the very same query.
 */
export type SearchParamsRecord = Record<string, string>;

export const SEARCH_KEYS = [
  'checkin',
  'checkout',
  'guests',
  'adults',
  'children',
  'infants',
  'town',
  'district',
  'types',
  'features',
  'minPrice',
  'maxPrice',
  'sort',
  'skip',
] as const;

/** Cards per listing page. */
export const LISTING_PAGE_SIZE = 20;

/** The `sizes` of a villa card's photo (the listing's first card is its largest paint on a phone). */
export const VILLA_CARD_PHOTO_SIZES = '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 400px';

/** Reads the filters from a URL's query: only known keys with a value ('type' is the old name of 'types'). */
export function readSearchParams(sp: URLSearchParams): SearchParamsRecord {
  const out: SearchParamsRecord = {};
  for (const key of SEARCH_KEYS) {
    const value = sp.get(key);
    if (value) out[key] = value;
  }
  const legacyType = sp.get('type');
  if (legacyType && !out.types) out.types = legacyType;
  return out;
}

/** The query a listing page asks GET /v2/search with: its filters, one page of cards. */
export const listingSearchQuery = (params: SearchParamsRecord) => ({
  client: 'true',
  ...params,
  take: LISTING_PAGE_SIZE,
});

/**
 * The address of that search, its query keys in order: the key under which the server embeds its
 * answer in the page (criticalData('api', …)) and the request the server makes to get it.
 */
export function listingSearchPath(params: SearchParamsRecord): string {
  const entries = Object.entries(listingSearchQuery(params))
    .map(([k, v]): [string, string] => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${searchVillas.path}?${new URLSearchParams(entries).toString()}`;
}
