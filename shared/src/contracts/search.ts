import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  blankAsAbsent,
  decimal,
  idOrSlug,
  idOrSlugList,
  int,
  isoDate,
  queryFilter,
  rawText,
  recordIdCsv,
} from './fields';
import { SEARCH_SORTS } from './search-sorts';
import { popularTown, searchHit, searchOptions, shortTermGap, villaCard } from './storefront';

/**
 * The storefront's villa search (SPEC §7): the listing with its filters, the filters' options, the
 * home's last-minute gaps and popular towns, and the header's villa search. All public; the shapes
 * are ./storefront's.
 */

const tags = ['storefront search'];

/** `client=true` is how the storefront marks its calls (SPEC); it changes nothing. */
const client = z.string().max(10).optional();
const guests = queryFilter(int('Misafir sayısı', 1, 50));
/** Guests by age: when adults is given, the capacity counts adults and children (and infants where a villa counts them) instead of `guests`. */
const party = {
  adults: queryFilter(int('Yetişkin sayısı', 1, 50)),
  children: queryFilter(int('Çocuk sayısı', 0, 50)),
  infants: queryFilter(int('Bebek sayısı', 0, 20)),
};

export const villaSearchQuery = z.object({
  client,
  checkin: queryFilter(isoDate('Giriş tarihi')),
  checkout: queryFilter(isoDate('Çıkış tarihi')),
  guests,
  ...party,
  town: queryFilter(idOrSlug('İlçe', 100)),
  district: queryFilter(idOrSlug('Bölge', 100)),
  type: queryFilter(idOrSlugList('Villa tipi')),
  types: queryFilter(idOrSlugList('Villa tipi')),
  features: queryFilter(recordIdCsv('Özellik')),
  minPrice: queryFilter(decimal('En düşük fiyat', 0, 1_000_000_000)),
  maxPrice: queryFilter(decimal('En yüksek fiyat', 0, 1_000_000_000)),
  sort: queryFilter(z.enum(SEARCH_SORTS, { error: 'Geçersiz sıralama.' })),
  skip: z.preprocess(blankAsAbsent, int('Başlangıç (skip)', 0).default(0)),
  take: z.preprocess(blankAsAbsent, int('Sayfa boyutu (take)', 1, 100).default(20)),
});
export type VillaSearchQuery = z.input<typeof villaSearchQuery>;

export const searchInputQuery = z.object({ searchString: rawText('Arama metni', 100) });

export const shortTermQuery = z.object({
  client,
  weeks: z.preprocess(blankAsAbsent, int('Hafta sayısı', 1, 12).default(6)),
  guests,
  town: queryFilter(idOrSlug('İlçe', 100)),
  take: z.preprocess(blankAsAbsent, int('Sayfa boyutu (take)', 1, 40).default(12)),
});
export type ShortTermQuery = z.input<typeof shortTermQuery>;

export const searchVillas = endpoint({
  method: 'GET',
  path: '/v2/search',
  summary: 'Villa arama (tarih, kişi, bölge, tip, özellik, fiyat, sıralama; 20 sonuç/sayfa)',
  tags,
  query: villaSearchQuery,
  response: z.array(villaCard),
  total: true,
});

export const getSearchOptions = endpoint({
  method: 'GET',
  path: '/v1/search/options',
  summary: 'Arama filtreleri',
  tags,
  response: searchOptions,
});

export const listPopularTowns = endpoint({
  method: 'GET',
  path: '/v1/town/popular',
  summary: 'Popüler bölgeler',
  tags,
  response: z.array(popularTown),
});

export const searchVillaNames = endpoint({
  method: 'GET',
  path: '/v1/search/input',
  summary: 'Başlıktaki villa arama (Türkçe harfler katlanır: "kas" → "Kaş")',
  tags,
  query: searchInputQuery,
  response: z.array(searchHit),
});

export const listShortTermGaps = endpoint({
  method: 'GET',
  path: '/v1/search/shortterm',
  summary: 'Son dakika: rezervasyonlar arasındaki 2–6 gecelik boşluklar',
  tags,
  query: shortTermQuery,
  response: z.array(shortTermGap),
  total: true,
});
