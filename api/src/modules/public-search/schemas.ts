import { z } from 'zod';
import { SEARCH_SORTS } from '@villa/shared/contracts/storefront';
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

export const searchQuery = z.object({
  client: z.string().optional(),
  checkin: opt(z.string().max(20)),
  checkout: opt(z.string().max(20)),
  guests: opt(
    z.coerce
      .number({ error: 'Misafir sayısı bir sayı olmalı.' })
      .int('Misafir sayısı tam sayı olmalı.')
      .min(1, 'Misafir sayısı en az 1 olmalı.')
      .max(50, 'Misafir sayısı en fazla 50 olabilir.'),
  ),
  town: opt(z.string().max(100)),
  district: opt(z.string().max(100)),
  type: opt(z.string().max(200)),
  types: opt(z.string().max(200)),
  features: opt(z.string().max(300)),
  minPrice: opt(
    z.coerce.number({ error: 'En düşük fiyat bir sayı olmalı.' }).min(0, 'Fiyat negatif olamaz.'),
  ),
  maxPrice: opt(
    z.coerce.number({ error: 'En yüksek fiyat bir sayı olmalı.' }).min(0, 'Fiyat negatif olamaz.'),
  ),
  sort: opt(z.enum(SEARCH_SORTS, { error: 'Geçersiz sıralama.' })),
  skip: z.coerce.number().int().min(0).default(0),
  take: z.coerce.number().int().min(1).max(100).default(20),
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
  searchString: z
    .string({ error: 'Arama metni gerekli.' })
    .max(100, 'Arama metni en fazla 100 karakter olabilir.'),
});

export const inputResponse = z.object({
  content: z.array(z.object({ slug: z.string(), name: z.string(), thumbnail: z.string() })),
});

export const shortTermQuery = z.object({
  client: z.string().optional(),
  weeks: z.coerce.number().int().min(1).max(12).default(6),
  guests: opt(z.coerce.number().int().min(1).max(50)),
  town: opt(z.string().max(100)),
  take: z.coerce.number().int().min(1).max(40).default(12),
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
