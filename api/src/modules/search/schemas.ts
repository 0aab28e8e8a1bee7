import { z } from 'zod';
import { SEARCH_SORTS } from '@villa/shared/contracts/storefront';
import {
  decimal,
  idOrSlug,
  idOrSlugList,
  int,
  isoDate,
  rawText,
  recordIdCsv,
} from '@villa/shared/contracts/fields';
import { emptyAsUndefined } from '../../lib/paging.ts';

const opt = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

export const photoSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
});

export const villaCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  thumbnail: z.string(),
  photo: photoSchema.nullable(),
  townName: z.string(),
  townSlug: z.string(),
  districtName: z.string().nullable(),
  typeName: z.string().nullable(),
  capacity: z.number(),
  bedrooms: z.number(),
  bathrooms: z.number(),
  priceFromTl: z.number().nullable(),
  stayTotalTl: z.number().nullable(),
  nights: z.number().nullable(),
  rating: z.number().nullable(),
  commentCount: z.number(),
  isPopular: z.boolean(),
});

const client = z.string().max(10).optional();
const guests = opt(int('Misafir sayısı', 1, 50));

export const searchQuery = z.object({
  client,
  checkin: opt(isoDate('Giriş tarihi')),
  checkout: opt(isoDate('Çıkış tarihi')),
  guests,
  town: opt(idOrSlug('İlçe', 100)),
  district: opt(idOrSlug('Bölge', 100)),
  type: opt(idOrSlugList('Villa tipi')),
  types: opt(idOrSlugList('Villa tipi')),
  features: opt(recordIdCsv('Özellik')),
  minPrice: opt(decimal('En düşük fiyat', 0, 1_000_000_000)),
  maxPrice: opt(decimal('En yüksek fiyat', 0, 1_000_000_000)),
  sort: opt(z.enum(SEARCH_SORTS, { error: 'Geçersiz sıralama.' })),
  skip: z.preprocess(emptyAsUndefined, int('Başlangıç (skip)', 0).default(0)),
  take: z.preprocess(emptyAsUndefined, int('Sayfa boyutu (take)', 1, 100).default(20)),
});

export const searchResponse = z.object({ content: z.array(villaCardSchema), total: z.number() });

export const optionsResponse = z.object({
  content: z.object({
    towns: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        slug: z.string(),
        districts: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
      }),
    ),
    types: z.array(z.object({ id: z.number(), name: z.string(), slug: z.string() })),
    features: z.array(z.object({ id: z.number(), name: z.string(), category: z.string() })),
    price: z.object({ min: z.number(), max: z.number() }),
    capacity: z.object({ max: z.number() }),
  }),
});

export const popularTownsResponse = z.object({
  content: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      villaCount: z.number(),
      photo: photoSchema.nullable(),
    }),
  ),
});

export const inputQuery = z.object({
  searchString: rawText('Arama metni', 100),
});

export const inputResponse = z.object({
  content: z.array(z.object({ slug: z.string(), name: z.string(), thumbnail: z.string() })),
});

export const shortTermQuery = z.object({
  client,
  weeks: z.preprocess(emptyAsUndefined, int('Hafta sayısı', 1, 12).default(6)),
  guests,
  town: opt(idOrSlug('İlçe', 100)),
  take: z.preprocess(emptyAsUndefined, int('Sayfa boyutu (take)', 1, 40).default(12)),
});

export const shortTermResponse = z.object({
  content: z.array(
    z.object({
      villa: villaCardSchema,
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number(),
      totalTl: z.number().nullable(),
    }),
  ),
  total: z.number(),
});
