import { z } from 'zod';
import {
  decimal,
  int as fieldInt,
  isoDate,
  optionalText as fieldOptionalText,
  recordId,
  recordIdList,
  text as fieldText,
} from './fields';

/**
 * Villas, prices, dates (closings), iCal feeds, images, comments, features, towns, districts,
 * villa types and showcases (SPEC §3, §7). Wire names are snake_case like the spec's villa_id.
 * The request schemas are used by the API and by the admin forms.
 */

export const VILLA_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type VillaCurrency = (typeof VILLA_CURRENCIES)[number];

export const ICAL_SOURCES = ['airbnb', 'booking', 'vrbo', 'other'] as const;
export type IcalSource = (typeof ICAL_SOURCES)[number];
export const ICAL_SOURCE_LABELS: Record<IcalSource, string> = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  vrbo: 'Vrbo',
  other: 'Diğer',
};

export const VILLA_ORDERS = ['order', 'newest', 'name', 'capacity'] as const;
export type VillaOrder = (typeof VILLA_ORDERS)[number];

export const PRICE_OVERLAP_MESSAGE = 'Bu tarihlerle çakışan bir fiyat dönemi var.';

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

/** A calendar day as YYYY-MM-DD. */
export const isoDay = (label: string) => isoDate(label);

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
  slug: z
    .string()
    .trim()
    .max(140, 'Adres (slug) en fazla 140 karakter olabilir.')
    .regex(/^[a-z0-9-]*$/, 'Adres (slug) yalnızca küçük harf, rakam ve tire içerebilir.')
    .optional()
    .default(''),
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

export const villaPriceSchema = z.object({
  id: z.number(),
  villa_id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  nightly_price: z.number(),
  currency: z.enum(VILLA_CURRENCIES),
  min_stay: z.number(),
});
export type VillaPrice = z.infer<typeof villaPriceSchema>;

/** What blocks a night: a reservation, a staff closing, a synced channel event, a manual closing. */
export const VILLA_BLOCK_KINDS = ['reservation', 'closed', 'ical', 'external'] as const;
export type VillaBlockKind = (typeof VILLA_BLOCK_KINDS)[number];

/** A blocked range of the calendar; end_date is exclusive (the day the villa is free again). */
export interface VillaDate {
  id: number;
  villa_id: number;
  kind: VillaBlockKind;
  start_date: string;
  end_date: string;
  note: string;
  reservation_code: string | null;
  source: string | null;
}

export interface VillaImage {
  id: number;
  villa_id: number;
  order: number;
  width: number;
  height: number;
  urls: { small: string; medium: string; large: string };
}

export interface VillaComment {
  id: number;
  villa_id: number | null;
  author_name: string;
  rating: number;
  title: string;
  body: string;
  reply: string;
  active: boolean;
  stayed_at: string;
  created_at: string;
}

export interface VillaIcalFeed {
  id: number;
  villa_id: number;
  source: IcalSource;
  url: string;
  last_sync_at: string | null;
  /** ok, error, held (a scheduled sync waits for staff: held_reason), or null before the first sync. */
  last_status: string | null;
  /** Turkish text of the last error, kept after a later success (see last_error_at). */
  last_error: string | null;
  last_success_at: string | null;
  last_error_at: string | null;
  /** First failure since the last success; null while the feed reads. */
  failing_since: string | null;
  held_at: string | null;
  held_reason: string | null;
  last_added: number;
  last_changed: number;
  last_removed: number;
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

// ---- Prices and dates ----

const priceFields = {
  start_date: isoDay('Başlangıç tarihi'),
  end_date: isoDay('Bitiş tarihi'),
  nightly_price: decimal('Gecelik fiyat', 0, 10_000_000).refine(
    (v) => v > 0,
    'Gecelik fiyat 0’dan büyük olmalı.',
  ),
  currency: z.enum(VILLA_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }),
  min_stay: int('En az konaklama', 1, 90),
};
const priceOrdered = (v: { start_date: string; end_date: string }) => v.end_date >= v.start_date;
const priceOrderedMessage = { message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.', path: ['end_date'] };

export const villaPriceBodySchema = z
  .object({ villa_id: idField('Villa'), ...priceFields })
  .refine(priceOrdered, priceOrderedMessage);
export type VillaPriceBody = z.infer<typeof villaPriceBodySchema>;
export const villaPriceUpdateSchema = z.object(priceFields).refine(priceOrdered, priceOrderedMessage);
export type VillaPriceUpdateBody = z.infer<typeof villaPriceUpdateSchema>;

const dateFields = {
  start_date: isoDay('Başlangıç tarihi'),
  /** Exclusive: the day the villa is free again. */
  end_date: isoDay('Bitiş (boşalma) tarihi'),
  note: optionalText('Not', 500),
};
const dateOrdered = (v: { start_date: string; end_date: string }) => v.end_date > v.start_date;
const dateOrderedMessage = {
  message: 'Bitiş (boşalma) tarihi başlangıç tarihinden sonra olmalı.',
  path: ['end_date'],
};
export const villaDateBodySchema = z
  .object({ villa_id: idField('Villa'), ...dateFields })
  .refine(dateOrdered, dateOrderedMessage);
export type VillaDateBody = z.infer<typeof villaDateBodySchema>;
export const villaDateUpdateSchema = z.object(dateFields).refine(dateOrdered, dateOrderedMessage);
export type VillaDateUpdateBody = z.infer<typeof villaDateUpdateSchema>;

// ---- iCal ----

export const icalFeedBodySchema = z.object({
  villa_id: idField('Villa'),
  source: z.enum(ICAL_SOURCES, { message: 'Geçerli bir kaynak seçin.' }),
  url: z
    .string({ message: 'Takvim adresi gerekli.' })
    .trim()
    .max(2000, 'Takvim adresi çok uzun.')
    .url('Geçerli bir takvim adresi (URL) girin.')
    .refine((v) => /^https?:\/\//i.test(v), 'Takvim adresi http veya https ile başlamalı.'),
});
export type IcalFeedBody = z.infer<typeof icalFeedBodySchema>;

/** POST /v1/admin/villas/date/sync/preview. */
export const icalSyncBodySchema = z.object({ villa_id: idField('Villa') });

export const ICAL_PREVIEW_REQUIRED_MESSAGE =
  'Önce önizleme yapın; senkronizasyon önizlemedeki değişiklikleri uygular.';
export const ICAL_PREVIEW_INVALID_MESSAGE = 'Önizleme anahtarı geçersiz. Lütfen önizlemeyi yenileyin.';
export const ICAL_PREVIEW_EXPIRED_MESSAGE = 'Önizlemenin süresi doldu. Lütfen önizlemeyi yenileyin.';
export const ICAL_PREVIEW_STALE_MESSAGE = 'Takvim önizlemeden sonra değişti. Lütfen önizlemeyi yenileyin.';

/** POST /v1/admin/villas/date/sync: applies exactly the change set of the preview that returned the token. */
export const icalSyncApplySchema = z.object({
  villa_id: idField('Villa'),
  preview_token: z
    .string({ message: ICAL_PREVIEW_REQUIRED_MESSAGE })
    .min(1, ICAL_PREVIEW_REQUIRED_MESSAGE)
    .max(1_000_000, ICAL_PREVIEW_INVALID_MESSAGE),
});
export type IcalSyncApplyBody = z.infer<typeof icalSyncApplySchema>;

export const icalDeleteSchema = z.object({
  villa_id: idField('Villa'),
  /** Without it every feed of the villa is removed. */
  feed_id: idField('Takvim').optional(),
});

export const icalChangeSchema = z.object({
  uid: z.string(),
  summary: z.string(),
  start_date: z.string(),
  /** Exclusive (iCal all-day DTEND): the day the villa is free again. */
  end_date: z.string(),
  /** For a changed event: its dates before the sync. */
  previous: z.object({ start_date: z.string(), end_date: z.string() }).optional(),
  /** Set when the event overlaps a booking or closing made on this site. */
  conflict: z.string().optional(),
});
export type IcalChange = z.infer<typeof icalChangeSchema>;

export const icalFeedResultSchema = z.object({
  feed_id: z.number(),
  source: z.enum(ICAL_SOURCES),
  url: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
  added: z.array(icalChangeSchema),
  changed: z.array(icalChangeSchema),
  removed: z.array(icalChangeSchema),
  unchanged: z.number(),
  conflicts: z.array(icalChangeSchema),
  /** Set when the sync removes more than half of the feed's blocks still ahead (Turkish). */
  warning: z.string().optional(),
});
export type IcalFeedResult = z.infer<typeof icalFeedResultSchema>;

export const icalSyncResultSchema = z.object({
  villa_id: z.number(),
  applied: z.boolean(),
  feeds: z.array(icalFeedResultSchema),
});
export type IcalSyncResult = z.infer<typeof icalSyncResultSchema>;

/** A preview: what a sync would do, and the token that applies exactly that. */
export const icalSyncPreviewSchema = icalSyncResultSchema.extend({
  /** Send it back as `preview_token` to POST /v1/admin/villas/date/sync. */
  preview_token: z.string(),
  /** ISO time after which the token is refused (the preview must be refreshed). */
  expires_at: z.string(),
});
export type IcalSyncPreview = z.infer<typeof icalSyncPreviewSchema>;

/** A feed counts as failing on the dashboard after this many hours of errors. */
export const ICAL_FAILING_ALERT_HOURS = 24;
export const icalFeedAlertSchema = z.object({
  feed_id: z.number().int(),
  villa_id: z.number().int(),
  villa_name: z.string(),
  source: z.enum(ICAL_SOURCES),
  url: z.string(),
  /** failing: no successful read for over ICAL_FAILING_ALERT_HOURS; held: a scheduled sync waits for staff. */
  kind: z.enum(['failing', 'held']),
  /** ISO time: the first failure since the last success, or when the sync was first held. */
  since: z.string(),
  /** The last error, or why the sync is held (Turkish). */
  message: z.string(),
});
export type IcalFeedAlert = z.infer<typeof icalFeedAlertSchema>;
/** Feeds failing for over a day and scheduled syncs held for staff (an OWNER's own villas only). */
export const icalFeedAlertsEndpoint = {
  method: 'GET',
  path: '/v1/admin/dashboard/ical-alerts',
  response: z.object({ content: z.array(icalFeedAlertSchema), total: z.number().int() }),
} as const;

export interface IcalConflict {
  id: number;
  villaId: number;
  villaName: string;
  feedSource: string;
  startDate: string;
  endDate: string;
  summary: string;
  conflictNote: string;
}

// ---- Images and comments ----

export const villaImageOrderSchema = z.object({
  villa_id: idField('Villa'),
  ids: recordIdList('Görsel', { max: 300 }).min(1, 'Sıralanacak görsel yok.'),
});

export const villaCommentBodySchema = z.object({
  villa_id: idField('Villa'),
  author_name: text('Misafir adı', 120),
  rating: int('Puan', 1, 5),
  title: optionalText('Başlık', 160),
  body: text('Yorum', 4000),
  reply: optionalText('Yanıt', 4000),
  stayed_at: optionalText('Konaklama dönemi', 60),
  active: z.boolean().optional().default(false),
});
export type VillaCommentBody = z.infer<typeof villaCommentBodySchema>;
export const commentActivitySchema = z.object({
  active: z.boolean({ message: 'Değer true veya false olmalı.' }),
});

// ---- Regions, types, features ----

const slugField = z
  .string()
  .trim()
  .max(140, 'Adres (slug) en fazla 140 karakter olabilir.')
  .regex(/^[a-z0-9-]*$/, 'Adres (slug) yalnızca küçük harf, rakam ve tire içerebilir.')
  .optional()
  .default('');

export const townBodySchema = z.object({
  name: text('İlçe adı', 80),
  slug: slugField,
  description: optionalText('Açıklama', 5000),
  popular: z.boolean().optional().default(false),
});
export type TownBody = z.infer<typeof townBodySchema>;

export const districtBodySchema = z.object({
  town_id: idField('İlçe'),
  name: text('Bölge adı', 80),
  slug: slugField,
});
export type DistrictBody = z.infer<typeof districtBodySchema>;

export const villaTypeBodySchema = z.object({ name: text('Villa tipi adı', 80), slug: slugField });
export type VillaTypeBody = z.infer<typeof villaTypeBodySchema>;

export const featureCategoryBodySchema = z.object({ name: text('Kategori adı', 80) });
export const featureBodySchema = z.object({
  category_id: idField('Kategori'),
  name: text('Özellik adı', 80),
  icon: optionalText('Simge', 60),
  filterable: z.boolean().optional().default(false),
});
export type FeatureBody = z.infer<typeof featureBodySchema>;

export interface Town {
  id: number;
  town_id: number;
  name: string;
  slug: string;
  description: string;
  popular: boolean;
  villa_count: number;
  District: Array<{ id: number; district_id: number; name: string; slug: string }>;
}

export interface District {
  id: number;
  district_id: number;
  town_id: number;
  town_name: string;
  name: string;
  slug: string;
  villa_count: number;
}

export interface VillaType {
  id: number;
  name: string;
  slug: string;
  villa_count: number;
}

export interface Feature {
  id: number;
  category_id: number;
  name: string;
  icon: string;
  filterable: boolean;
}

export interface FeatureCategory {
  id: number;
  name: string;
  features: Feature[];
}

// ---- Showcases ----

export const showcaseBodySchema = z.object({
  title: text('Vitrin başlığı', 120),
  slug: slugField,
  description: optionalText('Açıklama', 2000),
  active: z.boolean().optional().default(true),
});
export type ShowcaseBody = z.infer<typeof showcaseBodySchema>;
export const showcaseOrderSchema = z.object({ order: int('Sıra', 0, 100_000) });
export const showcaseVillaBodySchema = z.object({
  showcase_id: idField('Vitrin'),
  villa_id: idField('Villa'),
});
export const showcaseVillaBulkDeleteSchema = z.object({
  ids: recordIdList('Silinecek kayıt', { min: 1, max: 500 }),
});
export const showcaseImportSchema = z.object({
  showcase_id: idField('Vitrin'),
  /** Villa ids or slugs, separated by commas, spaces or new lines. */
  items: z
    .string({ message: 'Villa listesi gerekli.' })
    .trim()
    .min(1, 'Villa listesi gerekli.')
    .max(20_000, 'Liste çok uzun.'),
});

export interface ShowcaseVilla {
  id: number;
  villa_id: number;
  name: string;
  slug: string;
  order: number;
  thumbnail: string | null;
  active: boolean;
}

export interface Showcase {
  id: number;
  title: string;
  slug: string;
  description: string;
  order: number;
  active: boolean;
  villa_count: number;
}

export interface ShowcaseDetail extends Showcase {
  villas: ShowcaseVilla[];
}

export interface ShowcaseImportResult {
  added: Array<{ villa_id: number; name: string }>;
  already: Array<{ villa_id: number; name: string }>;
  unknown: string[];
}
