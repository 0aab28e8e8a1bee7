/**
 * The listing's sort orders (GET /v2/search `sort`): plain constants without zod, so the listing
 * page's sort box can import them at first load (./storefront re-exports them for the schemas).
 */
export const SEARCH_SORTS = ['recommended', 'price_asc', 'price_desc', 'capacity_desc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export const SEARCH_SORT_LABELS: Record<SearchSort, string> = {
  recommended: 'Önerilen',
  price_asc: 'Fiyat (artan)',
  price_desc: 'Fiyat (azalan)',
  capacity_desc: 'Kapasite (büyükten küçüğe)',
  newest: 'En yeni',
};
