// Generated from shared/src/contracts/search.ts by `npm run sync:endpoints`: do not edit.
// Method and path of each endpoint; the contract is imported for its types only (no zod here).
import type * as contract from '../search';
import type { Route } from '../../api/route';

/** GET /v1/search/options: Arama filtreleri */
export const getSearchOptions: Route<typeof contract.getSearchOptions> = {
  method: 'GET',
  path: '/v1/search/options',
};
/** GET /v1/town/popular: Popüler bölgeler */
export const listPopularTowns: Route<typeof contract.listPopularTowns> = {
  method: 'GET',
  path: '/v1/town/popular',
};
/** GET /v1/search/shortterm: Son dakika: rezervasyonlar arasındaki 2–6 gecelik boşluklar */
export const listShortTermGaps: Route<typeof contract.listShortTermGaps> = {
  method: 'GET',
  path: '/v1/search/shortterm',
  total: true,
};
/** GET /v1/search/input: Başlıktaki villa arama (Türkçe harfler katlanır: "kas" → "Kaş") */
export const searchVillaNames: Route<typeof contract.searchVillaNames> = {
  method: 'GET',
  path: '/v1/search/input',
};
/** GET /v2/search: Villa arama (tarih, kişi, bölge, tip, özellik, fiyat, sıralama; 20 sonuç/sayfa) */
export const searchVillas: Route<typeof contract.searchVillas> = {
  method: 'GET',
  path: '/v2/search',
  total: true,
};
