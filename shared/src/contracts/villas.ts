import { z } from 'zod';
import { CLEANING_FEE_KEEPERS } from './owner-statements';
import { endpoint } from './endpoint';
import {
  blankAsAbsent,
  decimal,
  idParams,
  int as fieldInt,
  isoDate,
  messageContent,
  optionalIsoDate,
  optionalSlug,
  optionalText as fieldOptionalText,
  pagingQuery,
  queryFilter,
  queryText,
  recordId,
  recordIdList,
  text as fieldText,
  trimmedText,
} from './fields';
import { villaIcalFeedSchema } from './ical';
import {
  blockedRange,
  publicComment,
  publicShowcase,
  villaAvailability,
  villaCard,
  villaDetail as publicVillaDetail,
} from './storefront';
import type { VillaComment } from './villa-comments';
import { VILLA_BLOCK_KINDS, villaDateSchema } from './villa-dates';
import { villaImageSchema } from './villa-images';
import { villaPriceSchema } from './villa-prices';

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
  /** 'Giriş talimatları': sent to the guest with the arrival information before check-in. */
  check_in_instructions: optionalText('Giriş talimatları', 2000),
  deposit: amount('Hasar depozitosu', 10_000_000),
  cleaning_fee: amount('Temizlik ücreti', 10_000_000),
  prepayment_rate: int('Ön ödeme oranı', 0, 100),
  /** Infants (under 2) count towards the capacity; by default they do not. */
  infants_count_in_capacity: z.boolean().optional().default(false),
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
  /** Who keeps the cleaning fee in the owner statement ('Hakediş'): the owner (default) or the agency. */
  cleaning_fee_keeper: z
    .enum(CLEANING_FEE_KEEPERS, { message: 'Temizlik ücretinin kimde kalacağını seçin.' })
    .optional()
    .default('owner'),
});
export type VillaBtransBody = z.infer<typeof villaBtransSchema>;

export type VillaFlag = 'active' | 'popular' | 'villa_of_month';
export const villaFlagSchema = <F extends VillaFlag>(field: F) => {
  const value = z.boolean({ message: 'Değer true veya false olmalı.' });
  return z.object({ id: idField('Villa'), ...({ [field]: value } as Record<F, typeof value>) });
};

export const villaOrderSchema = z.object({
  ids: recordIdList('Villa', { max: 1000 }).min(1, 'Sıralanacak villa yok.'),
});

export const villaFeatureSetSchema = z.object({
  feature_ids: recordIdList('Özellik', { max: 500 }),
});

export const villaListItemSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  name: z.string(),
  slug: z.string(),
  town_id: z.number(),
  town_name: z.string(),
  district_name: z.string().nullable(),
  villa_type_name: z.string().nullable(),
  owner_name: z.string().nullable(),
  capacity: z.number(),
  bedrooms: z.number(),
  active: z.boolean(),
  popular: z.boolean(),
  villa_of_month: z.boolean(),
  order: z.number(),
  thumbnail: z.string().nullable(),
});
export type VillaListItem = z.infer<typeof villaListItemSchema>;

export const villaDetailSchema = villaListItemSchema.extend({
  district_id: z.number().nullable(),
  villa_type_id: z.number().nullable(),
  owner_id: z.number().nullable(),
  bathrooms: z.number(),
  summary: z.string(),
  description: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  license_number: z.string(),
  check_in_time: z.string(),
  check_out_time: z.string(),
  check_in_instructions: z.string(),
  deposit: z.number(),
  cleaning_fee: z.number(),
  prepayment_rate: z.number(),
  infants_count_in_capacity: z.boolean(),
  btrans_owner_name: z.string(),
  btrans_identity_number: z.string(),
  btrans_iban: z.string(),
  btrans_commission_rate: z.number(),
  cleaning_fee_keeper: z.enum(CLEANING_FEE_KEEPERS),
  /** Path of the villa's published calendar (.ics) for other channels. */
  ical_export_path: z.string(),
  feature_ids: z.array(z.number()),
  prices: z.array(villaPriceSchema),
  dates: z.array(villaDateSchema),
  images: z.array(villaImageSchema),
  /** The comments' shape is villa-comments.ts's (VillaComment). */
  comments: z.array(z.custom<VillaComment>()),
  ical_feeds: z.array(villaIcalFeedSchema),
});
export type VillaDetail = z.infer<typeof villaDetailSchema>;

/** A villa by id, name and slug, as the pickers and searches below carry it (ids documented as numbers). */
const villaNamed = { id: z.number(), name: z.string(), slug: z.string() };

/**
 * GET /v1/admin/villas/withdates (SPEC §7), for pickers and calendars: every villa (an OWNER's own
 * only) with all its price periods and the blocked ranges that end today or later. `end` is
 * exclusive: the day the villa is free again.
 */
export const villaWithDatesSchema = z.object({
  ...villaNamed,
  prices: z.array(villaPriceSchema),
  blocked: z.array(blockedRange.extend({ kind: z.enum(VILLA_BLOCK_KINDS) })),
});
export type VillaWithDates = z.infer<typeof villaWithDatesSchema>;

export const villaPickerItemSchema = z.object({
  ...villaNamed,
  active: z.boolean(),
});
export type VillaPickerItem = z.infer<typeof villaPickerItemSchema>;

export const villaSearchItemSchema = z.object({
  ...villaNamed,
  thumbnail: z.string().nullable(),
});
export type VillaSearchItem = z.infer<typeof villaSearchItemSchema>;

/** What a write that changes no record answers: `{ message }` (Turkish). */

// ---- Endpoints (SPEC §7 /v1/admin/villas) ----

const tags = ['villas'];

/** `?popular=true` (or 1) only the popular villas; empty or absent: every villa. */
const popularFilter = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : v === 'true' || v === '1' || v === true),
  z.boolean().optional(),
);

export const villaListQuery = pagingQuery(20).extend({
  order: z.preprocess(
    blankAsAbsent,
    z.enum(VILLA_ORDERS, { message: 'Geçersiz sıralama.' }).default('order'),
  ),
  id: queryFilter(recordId()),
  popular: popularFilter,
  q: queryText('Arama metni', 100),
});

/** The path parameter of `/{villa_id}` endpoints. */
export const villaIdParams = () => z.object({ villa_id: recordId() });

export const listVillas = endpoint({
  method: 'GET',
  path: '/v1/admin/villas',
  summary: 'Villa listesi (20 / sayfa)',
  description:
    'order: order | newest | name | capacity; popular=true yalnız popülerler; q: ad, adres veya ilçe. Ev sahibi yalnızca kendi villalarını görür.',
  tags,
  query: villaListQuery,
  response: z.array(villaListItemSchema),
  total: true,
});

export const listVillaPicker = endpoint({
  method: 'GET',
  path: '/v1/admin/villas/all',
  summary: 'Seçim kutuları için tüm villalar',
  tags,
  response: z.array(villaPickerItemSchema),
});

export const listVillasWithDates = endpoint({
  method: 'GET',
  path: '/v1/admin/villas/withdates',
  summary: 'Fiyat dönemleri ve dolu tarihleriyle villalar (seçiciler ve takvimler için)',
  description:
    'Her villa (ev sahibi yalnızca kendi villalarını görür) tüm fiyat dönemleriyle ve bugün veya sonrasında biten dolu aralıklarıyla döner; `end` hariçtir (villanın boşaldığı gün).',
  tags,
  response: z.array(villaWithDatesSchema),
});

export const searchVillas = endpoint({
  method: 'GET',
  path: '/v1/admin/villas/search',
  summary: 'Villa ara (ad veya adres)',
  tags,
  query: z.object({
    q: trimmedText('Arama metni', 100).default(''),
    t: z.preprocess(blankAsAbsent, int('Sonuç sayısı', 1, 50).default(10)),
  }),
  response: z.array(villaSearchItemSchema),
});

export const getVilla = endpoint({
  method: 'GET',
  path: '/v1/admin/villas/{id}',
  summary: 'Villa detayı (fiyatlar, takvim, görseller, yorumlar, özellikler, iCal)',
  tags,
  params: idParams(),
  response: villaDetailSchema,
});

export const createVilla = endpoint({
  method: 'POST',
  path: '/v1/admin/villas',
  summary: 'Villa ekle',
  tags,
  body: villaBodySchema,
  response: villaDetailSchema,
  status: 201,
});

export const updateVilla = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/{villa_id}',
  summary: 'Villa güncelle',
  tags,
  params: villaIdParams(),
  body: villaBodySchema,
  response: villaDetailSchema,
});

export const updateVillaBtrans = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/btrans/{villa_id}',
  summary: 'Villanın BTrans (havale) bilgileri',
  tags,
  params: villaIdParams(),
  body: villaBtransSchema,
  response: villaDetailSchema,
});

export const setVillaFeatures = endpoint({
  method: 'PUT',
  path: '/v1/admin/villas/{villa_id}/features',
  summary: 'Villanın özelliklerini belirle',
  tags,
  params: villaIdParams(),
  body: villaFeatureSetSchema,
  response: z.object({ villa_id: z.number(), feature_ids: z.array(z.number()) }),
});

export const setVillaActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/activity',
  summary: 'Villayı aktif/pasif yap',
  tags,
  body: villaFlagSchema('active'),
  response: messageContent,
});

export const setVillaPopular = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/setpopular',
  summary: 'Villayı popüler yap / kaldır',
  tags,
  body: villaFlagSchema('popular'),
  response: messageContent,
});

export const setVillaOfMonth = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/setvillaofmonth',
  summary: 'Ayın villası yap / kaldır',
  tags,
  body: villaFlagSchema('villa_of_month'),
  response: messageContent,
});

export const reorderVillas = endpoint({
  method: 'PATCH',
  path: '/v1/admin/villas/order',
  summary: 'Villaların gösterim sırası',
  description:
    '`ids`: villa numaraları yeni sırasıyla; bu villaların mevcut sıra yerleri yeni sıraya göre dağıtılır (sayfalı listede yalnız o sayfa gönderilebilir).',
  tags,
  body: villaOrderSchema,
  response: messageContent,
});

// ---- Storefront (public): the villa page, its calendar and price, the home's villa sections ----

const publicTags = ['storefront villas'];

/** The villa page's address: /villa/{slug}. */
export const villaSlugParams = () => z.object({ slug: fieldText('Villa adresi', 200) });

/** The home's villa of the month and popular villas. */
export const featuredVillasSchema = z.object({
  villaOfMonth: villaCard.nullable(),
  popular: z.array(villaCard),
});
export type FeaturedVillas = z.infer<typeof featuredVillasSchema>;

export const availabilityQuery = z.object({
  from: optionalIsoDate('Başlangıç tarihi'),
  to: optionalIsoDate('Bitiş tarihi'),
});

export const quoteQuery = z.object({
  checkin: isoDate('Giriş tarihi'),
  checkout: isoDate('Çıkış tarihi'),
  guests: z.preprocess(blankAsAbsent, int('Misafir sayısı', 1, 50).default(2)),
  /** Guests by age (the villa page sends them): the capacity counts adults and children, infants where the villa says so. */
  adults: queryFilter(int('Yetişkin sayısı', 1, 50)),
  children: queryFilter(int('Çocuk sayısı', 0, 50)),
  infants: queryFilter(int('Bebek sayısı', 0, 20)),
});
export type QuoteQuery = z.input<typeof quoteQuery>;

/**
 * A stay's price computed by the server (all amounts in TL): one shape for the admin's quote
 * (bookings' StayQuote, counts as integers) and the villa page's, documented as it always was
 * (counts as plain numbers). `count` makes the schema of a count.
 */
export const stayQuoteShape = (count: () => z.ZodNumber) =>
  z.object({
    villaId: count(),
    checkIn: z.string(),
    checkOut: z.string(),
    guests: count(),
    adults: count(),
    children: count(),
    infants: count(),
    nights: count(),
    /** Per night: the date, the price period's price and currency, and that price in TL. */
    nightly: z.array(
      z.object({ date: z.string(), price: z.number(), currency: z.string(), priceTl: z.number() }),
    ),
    accommodationTl: z.number(),
    cleaningFeeTl: z.number(),
    extraFeesTl: z.number(),
    totalTl: z.number(),
    prepaymentRate: z.number(),
    prepaymentTl: z.number(),
    balanceTl: z.number(),
    depositTl: z.number(),
    minStay: count(),
  });

/** The stay's price as the villa page shows it. */
export const publicQuoteSchema = stayQuoteShape(() => z.number());

export const getFeaturedVillas = endpoint({
  method: 'GET',
  path: '/v1/villas/featured',
  summary: 'Ayın villası ve popüler villalar',
  tags: publicTags,
  response: featuredVillasSchema,
});

export const getPublicVilla = endpoint({
  method: 'GET',
  path: '/v1/villas/{slug}',
  summary: 'Villa detayı',
  tags: publicTags,
  params: villaSlugParams(),
  response: publicVillaDetail,
});

export const getVillaAvailability = endpoint({
  method: 'GET',
  path: '/v1/villas/{slug}/availability',
  summary: 'Villanın dolu günleri (bitiş günü hariç)',
  tags: publicTags,
  params: villaSlugParams(),
  query: availabilityQuery,
  response: villaAvailability,
});

export const getVillaQuote = endpoint({
  method: 'GET',
  path: '/v1/villas/{slug}/quote',
  summary: 'Konaklama fiyatı (gece, temizlik, ön ödeme) ve müsaitlik',
  tags: publicTags,
  params: villaSlugParams(),
  query: quoteQuery,
  response: publicQuoteSchema,
});

/** The home's showcases with their villas (the showcases themselves are managed in ./showcases). */
export const listPublicShowcases = endpoint({
  method: 'GET',
  path: '/v1/showcases',
  summary: 'Vitrinler ve villaları',
  tags: publicTags,
  response: z.array(publicShowcase),
});

/** Approved guest comments, 20 a page (the comments themselves are managed in ./villa-comments). */
export const listPublicComments = endpoint({
  method: 'GET',
  path: '/v1/website/comments',
  summary: 'Onaylı misafir yorumları (20/sayfa)',
  tags: publicTags,
  query: pagingQuery(20, 50),
  response: z.array(publicComment),
  total: true,
});
