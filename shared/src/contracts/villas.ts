import { z } from 'zod';
import {
  decimal,
  int as fieldInt,
  optionalSlug,
  optionalText as fieldOptionalText,
  recordId,
  recordIdList,
  text as fieldText,
} from './fields';
import { VILLA_BLOCK_KINDS, type VillaDate } from './villa-dates';
import { villaPriceSchema, type VillaPrice } from './villa-prices';
import type { VillaComment } from './villa-comments';
import type { VillaIcalFeed } from './ical';
import type { VillaImage } from './villa-images';

/**
 * Villas (SPEC §3, §7): the villa form, its BTrans details, flags, order, lists and detail. Wire names
 * are snake_case like the spec's villa_id. The request schemas are used by the API and by the admin
 * forms. A villa's prices, dates, iCal feeds, images and comments, and the features, regions, villa
 * types and showcases have their own contract files beside this one.
 */

export const VILLA_ORDERS = ['order', 'newest', 'name', 'capacity'] as const;
export type VillaOrder = (typeof VILLA_ORDERS)[number];

// Field helpers come from ./fields (ids, bounded integers, amounts, texts without NUL, real dates).
const text = fieldText;
const optionalText = fieldOptionalText;

/** A referenced record (select box): decimal digits in int4's range; empty means "not chosen". */
export const idField = (label: string) => recordId(label);

const optionalId = (label: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined || v === 0 || v === '0' ? null : v),
    recordId(label).nullable(),
  );

const int = fieldInt;
const amount = (label: string, max: number) => decimal(label, 0, max);

const hour = (label: string) =>
  z
    .string({ message: `${label} gerekli.` })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} SS:DD biçiminde olmalı (ör. 16:00).`);

const coordinate = (label: string, limit: number) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), decimal(label, -limit, limit).nullable());

// ---- Villas ----

export const villaBodySchema = z.object({
  name: text('Villa adı', 120),
  /** Empty: generated from the name (Turkish letters folded) and made unique. */
  slug: optionalSlug(),
  town_id: idField('İlçe'),
  district_id: optionalId('Bölge'),
  villa_type_id: optionalId('Villa tipi'),
  owner_id: optionalId('Ev sahibi'),
  capacity: int('Kapasite', 1, 60),
  bedrooms: int('Yatak odası sayısı', 0, 40),
  bathrooms: int('Banyo sayısı', 0, 40),
  summary: optionalText('Kısa açıklama', 300),
  description: optionalText('Açıklama', 20_000),
  address: optionalText('Adres', 500),
  latitude: coordinate('Enlem', 90),
  longitude: coordinate('Boylam', 180),
  license_number: optionalText('İzin belgesi numarası', 60),
  check_in_time: hour('Giriş saati'),
  check_out_time: hour('Çıkış saati'),
  deposit: amount('Hasar depozitosu', 10_000_000),
  cleaning_fee: amount('Temizlik ücreti', 10_000_000),
  prepayment_rate: int('Ön ödeme oranı', 0, 100),
  active: z.boolean().optional().default(true),
});
export type VillaBody = z.infer<typeof villaBodySchema>;
export type VillaBodyInput = z.input<typeof villaBodySchema>;

const IBAN_TR = /^TR\d{24}$/;
export const villaBtransSchema = z.object({
  btrans_owner_name: optionalText('Hesap sahibi', 160),
  btrans_identity_number: z
    .string()
    .trim()
    .regex(/^(\d{10}|\d{11})?$/, 'T.C. kimlik no 11, vergi no 10 haneli olmalı.')
    .optional()
    .default(''),
  btrans_iban: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === '' || IBAN_TR.test(v), 'IBAN TR ile başlayan 26 karakter olmalı.')
    .optional()
    .default(''),
  btrans_commission_rate: amount('Komisyon oranı', 100),
});
export type VillaBtransBody = z.infer<typeof villaBtransSchema>;

export const villaFlagSchema = (field: 'active' | 'popular' | 'villa_of_month') =>
  z.object({ id: idField('Villa'), [field]: z.boolean({ message: 'Değer true veya false olmalı.' }) });

export const villaOrderSchema = z.object({
  ids: recordIdList('Villa', { max: 1000 }).min(1, 'Sıralanacak villa yok.'),
});

export const villaFeatureSetSchema = z.object({
  feature_ids: recordIdList('Özellik', { max: 500 }),
});

export interface VillaListItem {
  id: number;
  villa_id: number;
  name: string;
  slug: string;
  town_id: number;
  town_name: string;
  district_name: string | null;
  villa_type_name: string | null;
  owner_name: string | null;
  capacity: number;
  bedrooms: number;
  active: boolean;
  popular: boolean;
  villa_of_month: boolean;
  order: number;
  thumbnail: string | null;
}

export interface VillaDetail extends VillaListItem {
  district_id: number | null;
  villa_type_id: number | null;
  owner_id: number | null;
  bathrooms: number;
  summary: string;
  description: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  license_number: string;
  check_in_time: string;
  check_out_time: string;
  deposit: number;
  cleaning_fee: number;
  prepayment_rate: number;
  btrans_owner_name: string;
  btrans_identity_number: string;
  btrans_iban: string;
  btrans_commission_rate: number;
  /** Path of the villa's published calendar (.ics) for other channels. */
  ical_export_path: string;
  feature_ids: number[];
  prices: VillaPrice[];
  dates: VillaDate[];
  images: VillaImage[];
  comments: VillaComment[];
  ical_feeds: VillaIcalFeed[];
}

/**
 * GET /v1/admin/villas/withdates (SPEC §7), for pickers and calendars: every villa (an OWNER's own
 * only) with all its price periods and the blocked ranges that end today or later. `end` is
 * exclusive: the day the villa is free again.
 */
export const villaWithDatesSchema = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  prices: z.array(villaPriceSchema),
  blocked: z.array(z.object({ start: z.string(), end: z.string(), kind: z.enum(VILLA_BLOCK_KINDS) })),
});
export type VillaWithDates = z.infer<typeof villaWithDatesSchema>;
export const villasWithDatesEndpoint = {
  method: 'GET',
  path: '/v1/admin/villas/withdates',
  response: z.object({ content: z.array(villaWithDatesSchema) }),
} as const;

export interface VillaPickerItem {
  id: number;
  name: string;
  slug: string;
  active: boolean;
}
