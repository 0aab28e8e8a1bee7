import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  blankAsAbsent,
  decimal,
  idParams,
  int,
  isoDate,
  messageContent,
  namedRecord,
  optionalText,
  pagingQuery,
  periodBodies,
  periodDays,
  queryFilter,
  recordId,
  recordIdList,
  specIds,
  text,
  trimmedText,
} from './fields';
import {
  BLOCKING_STATUSES,
  RESERVATION_STATUSES,
  RESERVATION_STATUS_LABELS,
  type ReservationStatus,
} from './reservations';

/**
 * Boats, prices, images and boat reservations (SPEC §3, §7). Marinas, boat types and boat features
 * have their own contracts (marinas.ts, boat-types.ts, boat-features.ts).
 * Wire names are snake_case like the spec's marina_id, boat_id, started_at. The request schemas are
 * used by the API and by the admin and storefront forms.
 */

export const BOAT_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type BoatCurrency = (typeof BOAT_CURRENCIES)[number];

/** Boat reservations have the villa reservations' statuses and labels (reservations.ts). */
export const BOAT_RESERVATION_STATUSES = RESERVATION_STATUSES;
export type BoatReservationStatus = ReservationStatus;
export const BOAT_RESERVATION_STATUS_LABELS = RESERVATION_STATUS_LABELS;

/** Statuses that hold the boat's days: no two of them may overlap for one boat. */
export const BOAT_BLOCKING_STATUSES = BLOCKING_STATUSES;

export const BOAT_FULL_MESSAGE = 'Seçilen tarihlerde tekne dolu.';

// Field helpers come from ./fields (ids, bounded integers, amounts, texts without NUL, real dates).

export const boatBodySchema = z.object({
  name: text('Tekne adı', 120),
  marina_id: recordId('Marina'),
  boat_type_id: recordId('Tekne tipi'),
  capacity: int('Kapasite', 1, 200),
  cabins: int('Kabin sayısı', 0, 50),
  length: decimal('Uzunluk', 0, 999).refine((v) => v > 0, 'Uzunluk 0’dan büyük olmalı.'),
  crew: int('Mürettebat sayısı', 0, 50),
  description: optionalText('Açıklama', 5000),
  active: z.boolean().optional().default(true),
});
export type BoatBody = z.infer<typeof boatBodySchema>;

/**
 * PUT /v1/admin/boat/{villa_id}: SPEC §7 passes the boat id under the villa-named field `villa_id`.
 * It is accepted (and must match the path) but not required.
 */
export const boatUpdateSchema = boatBodySchema.extend({
  villa_id: recordId('Tekne').optional(),
});
export type BoatUpdateBody = z.infer<typeof boatUpdateSchema>;

export const boatActivitySchema = z.object({ id: recordId('Tekne'), active: z.boolean() });

const priceFields = {
  start_date: isoDate('Başlangıç tarihi'),
  end_date: isoDate('Bitiş tarihi'),
  daily_price: decimal('Günlük fiyat', 0, 10_000_000).refine(
    (v) => v > 0,
    'Günlük fiyat 0’dan büyük olmalı.',
  ),
  currency: z.enum(BOAT_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }),
};

export const { create: boatPriceBodySchema, update: boatPriceUpdateSchema } = periodBodies(
  { boat_id: recordId('Tekne') },
  priceFields,
  { sameDay: true, message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.' },
);
export type BoatPriceBody = z.infer<typeof boatPriceBodySchema>;
export type BoatPriceUpdateBody = z.infer<typeof boatPriceUpdateSchema>;

export const boatImageOrderSchema = z.object({
  boat_id: recordId('Tekne'),
  ids: recordIdList('Görsel', { max: 200 }).min(1, 'Sıralanacak görsel yok.'),
});
export type BoatImageOrderBody = z.infer<typeof boatImageOrderSchema>;

const reservationDates = (v: { started_at: string; finished_at: string }) => v.finished_at >= v.started_at;
const reservationDatesMessage = {
  message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  path: ['finished_at'],
};

/** PUT /v1/admin/boatreservations/{id}: status change, optionally with new days and details. */
export const boatReservationUpdateSchema = z
  .object({
    status: z.enum(BOAT_RESERVATION_STATUSES, { message: 'Geçerli bir durum seçin.' }),
    started_at: isoDate('Başlangıç tarihi').optional(),
    finished_at: isoDate('Bitiş tarihi').optional(),
    guests: int('Kişi sayısı', 1, 200).optional(),
    note: trimmedText('Not', 2000).optional(),
  })
  .refine((v) => !v.started_at || !v.finished_at || v.finished_at >= v.started_at, reservationDatesMessage)
  .refine((v) => (v.started_at === undefined) === (v.finished_at === undefined), {
    message: 'Başlangıç ve bitiş tarihleri birlikte gönderilmeli.',
    path: ['finished_at'],
  });
export type BoatReservationUpdateBody = z.infer<typeof boatReservationUpdateSchema>;

/** Public day-rental request from the storefront. */
export const boatRentalRequestSchema = z
  .object({
    boat_id: recordId('Tekne'),
    started_at: isoDate('Başlangıç tarihi'),
    finished_at: isoDate('Bitiş tarihi'),
    guests: int('Kişi sayısı', 1, 200),
    customer_name: text('Ad soyad', 120),
    customer_email: z
      .string({ message: 'E-posta gerekli.' })
      .trim()
      .toLowerCase()
      .email('Geçerli bir e-posta adresi girin.')
      .max(160),
    customer_phone: trimmedText('Telefon', 30)
      .min(7, 'Geçerli bir telefon numarası girin.')
      .regex(/^[+0-9 ()-]*$/, 'Telefon yalnızca rakam, boşluk, +, ( ) ve - içerebilir.'),
    note: optionalText('Not', 2000),
  })
  .refine(reservationDates, reservationDatesMessage);
export type BoatRentalRequestBody = z.infer<typeof boatRentalRequestSchema>;

/** A boat reservation as staff see it: its shape is boat-reservations.ts's. */
export type { BoatReservation } from './boat-reservations';

// ---- Boats, their prices and images (zod: the API's answers and the admin's and storefront's types) ----

export const boatCurrency = z.enum(BOAT_CURRENCIES);

export const boatPrice = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  ...periodDays,
  daily_price: z.number(),
  currency: boatCurrency,
});
export type BoatPrice = z.infer<typeof boatPrice>;

export const boatImage = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** URL of each display size, by width. */
  urls: z.object({ small: z.string(), medium: z.string(), large: z.string() }),
});
export type BoatImage = z.infer<typeof boatImage>;

export const boat = z.object({
  ...specIds('boat_id'),
  name: z.string(),
  slug: z.string(),
  marina_id: z.number().int(),
  marina_name: z.string(),
  town_name: z.string(),
  boat_type_id: z.number().int(),
  boat_type_name: z.string(),
  capacity: z.number().int(),
  cabins: z.number().int(),
  length: z.number(),
  crew: z.number().int(),
  description: z.string(),
  active: z.boolean(),
  created_at: z.string(),
  thumbnail: z.string().nullable(),
});
export type Boat = z.infer<typeof boat>;

export const boatDetail = boat.extend({
  prices: z.array(boatPrice),
  images: z.array(boatImage),
  feature_ids: z.array(z.number().int()),
});
export type BoatDetail = z.infer<typeof boatDetail>;

export const boatPickerItem = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type BoatPickerItem = z.infer<typeof boatPickerItem>;

/** An amount in the currency the price period was entered in. */
export const boatMoney = z.object({ amount: z.number(), currency: boatCurrency });
export type BoatMoney = z.infer<typeof boatMoney>;

/** GET /v1/searchboats?client=true: one card of the public boats list. */
export const publicBoat = z.object({
  ...namedRecord,
  boat_type_name: z.string(),
  marina_name: z.string(),
  town_name: z.string(),
  capacity: z.number().int(),
  cabins: z.number().int(),
  length: z.number(),
  crew: z.number().int(),
  thumbnail: z.string().nullable(),
  /** Lowest daily price in the chosen days (or from today on); null when no period is priced. */
  from_price: boatMoney.nullable(),
  /** Total for the chosen days when every day is priced in one currency. */
  quote: boatMoney.extend({ days: z.number().int() }).nullable(),
});
export type PublicBoat = z.infer<typeof publicBoat>;

export const publicBoatDetail = publicBoat.extend({
  description: z.string(),
  images: z.array(boatImage),
  prices: z.array(boatPrice.omit({ boat_id: true })),
  features: z.array(z.object({ category: z.string(), names: z.array(z.string()) })),
  /** Days held by blocking reservations from today on, as inclusive ranges. */
  busy: z.array(z.object({ started_at: z.string(), finished_at: z.string() })),
});
export type PublicBoatDetail = z.infer<typeof publicBoatDetail>;

/** POST /v1/boatreservations: what the visitor's request answers (201). */
export const boatRentalReceipt = z.object({
  reservation_id: z.string(),
  boat_name: z.string(),
  status: z.string(),
  started_at: z.string(),
  finished_at: z.string(),
  guests: z.number().int(),
  total_amount: z.number().nullable(),
  currency: boatCurrency,
});
export type BoatRentalReceipt = z.infer<typeof boatRentalReceipt>;

export const BOAT_ORDERS = ['newest', 'oldest', 'name'] as const;
export type BoatOrder = (typeof BOAT_ORDERS)[number];

export const boatListQuery = pagingQuery(20).extend({
  order: z.preprocess(blankAsAbsent, z.enum(BOAT_ORDERS).default('newest')),
  id: queryFilter(recordId()),
});
export type BoatListQuery = z.input<typeof boatListQuery>;
export type BoatListFilter = z.output<typeof boatListQuery>;

// ---- Staff endpoints: boats (SPEC §7) ----

const boatTags = ['boats'];

export const listBoats = endpoint({
  method: 'GET',
  path: '/v1/admin/boat',
  summary: 'Tekne listesi (20’şer)',
  description: 'order: newest (varsayılan), oldest veya name; id: tek bir tekne.',
  tags: boatTags,
  query: boatListQuery,
  response: z.array(boat),
  total: true,
});

export const listAllBoats = endpoint({
  method: 'GET',
  path: '/v1/admin/boat/all',
  summary: 'Seçim kutuları için tüm tekneler',
  tags: boatTags,
  response: z.array(boatPickerItem),
});

export const listActiveBoats = endpoint({
  method: 'GET',
  path: '/v1/admin/boatallactive',
  summary: 'Seçim kutuları için aktif tekneler',
  tags: boatTags,
  response: z.array(boatPickerItem),
});

export const getBoat = endpoint({
  method: 'GET',
  path: '/v1/admin/boat/{id}',
  summary: 'Tekne detayı (fiyatlar, görseller, özellikler)',
  tags: boatTags,
  params: idParams(),
  response: boatDetail,
});

export const createBoat = endpoint({
  method: 'POST',
  path: '/v1/admin/boat',
  summary: 'Tekne ekle',
  tags: boatTags,
  body: boatBodySchema,
  response: boat,
  status: 201,
});

export const updateBoat = endpoint({
  method: 'PUT',
  path: '/v1/admin/boat/{villa_id}',
  summary: 'Tekne güncelle',
  description:
    'SPEC §7 gereği tekne numarası villa adını taşıyan `villa_id` alanıyla gelir: adresteki {villa_id} ' +
    'tekne numarasıdır; gövdedeki `villa_id` isteğe bağlıdır, gönderilirse aynı tekne numarası olmalıdır.',
  tags: boatTags,
  params: z.object({ villa_id: recordId() }),
  body: boatUpdateSchema,
  response: boat,
});

export const setBoatActivity = endpoint({
  method: 'PATCH',
  path: '/v1/admin/boat/activity',
  summary: 'Tekneyi aktif/pasif yap',
  tags: boatTags,
  body: boatActivitySchema,
  response: boat,
});

// ---- Staff endpoints: prices (dated periods, both days inclusive) ----

const priceTags = ['boat prices'];

export const createBoatPrice = endpoint({
  method: 'POST',
  path: '/v1/admin/boat/price',
  summary: 'Tekne fiyat dönemi ekle (çakışan dönem reddedilir)',
  tags: priceTags,
  body: boatPriceBodySchema,
  response: boatPrice,
  status: 201,
});

export const updateBoatPrice = endpoint({
  method: 'PUT',
  path: '/v1/admin/boat/price/{id}',
  summary: 'Tekne fiyat dönemini güncelle',
  tags: priceTags,
  params: idParams(),
  body: boatPriceUpdateSchema,
  response: boatPrice,
});

export const deleteBoatPrice = endpoint({
  method: 'DELETE',
  path: '/v1/admin/boat/price/{id}',
  summary: 'Tekne fiyat dönemini sil',
  tags: priceTags,
  params: idParams(),
  response: messageContent,
});

// ---- Staff endpoints: images ----

const imageTags = ['boat images'];

/** The upload limit (the API's multipart parser; the admin compresses photos before sending). */
export const BOAT_IMAGE_MAX_MB = 10;

/**
 * multipart/form-data: `boat_id`, then one `file`. The body is read by the route itself
 * (multipart), so the contract declares none.
 */
export const uploadBoatImage = endpoint({
  method: 'POST',
  path: '/v1/admin/boat/image',
  summary: 'Tekne görseli yükle',
  description:
    'multipart/form-data: önce `boat_id` alanı, sonra `file` (JPEG, PNG veya WebP; en fazla 10 MB). ' +
    'Dosya türü içeriğinden anlaşılır; 480, 960 ve 1600 px genişlikte WebP olarak saklanır. ' +
    '10 MB’tan büyük dosya 413, JPEG/PNG/WebP olmayan veya okunamayan dosya 415 ile reddedilir.',
  tags: imageTags,
  response: boatImage,
  status: 201,
});

export const deleteBoatImage = endpoint({
  method: 'DELETE',
  path: '/v1/admin/boat/image/{id}',
  summary: 'Tekne görselini sil',
  tags: imageTags,
  params: idParams(),
  response: messageContent,
});

export const reorderBoatImages = endpoint({
  method: 'PUT',
  path: '/v1/admin/boat/image/updateorder',
  summary: 'Tekne görsellerini sırala',
  description: '`ids`: teknenin tüm görsel numaraları, yeni sırasıyla.',
  tags: imageTags,
  body: boatImageOrderSchema,
  response: z.array(boatImage),
});

// ---- Public endpoints: the storefront's boats ----

const publicTags = ['public boats'];
const clientFlag = queryFilter(z.string().max(10));

export const publicBoatSearchQuery = pagingQuery(20, 50).extend({
  client: clientFlag,
  started_at: queryFilter(isoDate('Başlangıç tarihi')),
  finished_at: queryFilter(isoDate('Bitiş tarihi')),
  capacity: queryFilter(int('Kişi sayısı', 1, 200)),
  boat_type_id: queryFilter(recordId()),
  marina_id: queryFilter(recordId()),
});
export type PublicBoatSearchQuery = z.input<typeof publicBoatSearchQuery>;
export type PublicBoatSearch = z.output<typeof publicBoatSearchQuery>;

export const searchPublicBoats = endpoint({
  method: 'GET',
  path: '/v1/searchboats',
  summary: 'Kiralık tekneler',
  description:
    'started_at ve finished_at (ikisi de dahil) verilirse yalnız o günlerde boş tekneler ve toplam fiyat ' +
    '(quote) döner; capacity: en az bu kadar kişi alan tekneler. Fiyatlar dönemin para birimindedir.',
  tags: publicTags,
  query: publicBoatSearchQuery,
  response: z.array(publicBoat),
  total: true,
});

export const getPublicBoat = endpoint({
  method: 'GET',
  path: '/v1/searchboats/{slug}',
  summary: 'Tekne detayı',
  tags: publicTags,
  params: z.object({ slug: text('Tekne adresi', 200) }),
  query: z.object({ client: clientFlag }),
  response: publicBoatDetail,
});

export const requestBoatRental = endpoint({
  method: 'POST',
  path: '/v1/boatreservations',
  summary: 'Günlük tekne kiralama talebi',
  description:
    'Ziyaretçinin talebi "Yeni talep" (new) durumunda kaydedilir; günler ancak personel onayladığında ' +
    'tutulur. Dolu günler için 409 döner.',
  tags: publicTags,
  body: boatRentalRequestSchema,
  response: boatRentalReceipt,
  status: 201,
});
