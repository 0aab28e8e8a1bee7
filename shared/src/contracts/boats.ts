import { z } from 'zod';
import {
  decimal,
  int,
  isoDate as fieldIsoDate,
  optionalText,
  recordId,
  recordIdList,
  text,
  trimmedText,
} from './fields';

/**
 * Boats, marinas, boat types, prices, images, features and boat reservations (SPEC §3, §7).
 * Wire names are snake_case like the spec's marina_id, boat_id, started_at. The request schemas are
 * used by the API and by the admin and storefront forms.
 */

export const BOAT_CURRENCIES = ['TL', 'DOLLAR', 'EURO', 'POUND'] as const;
export type BoatCurrency = (typeof BOAT_CURRENCIES)[number];

export const BOAT_RESERVATION_STATUSES = [
  'new',
  'awaiting_prepayment',
  'confirmation_sent',
  'confirmed',
  'cancelled',
] as const;
export type BoatReservationStatus = (typeof BOAT_RESERVATION_STATUSES)[number];

export const BOAT_RESERVATION_STATUS_LABELS: Record<BoatReservationStatus, string> = {
  new: 'Yeni talep',
  awaiting_prepayment: 'Ön ödeme bekleniyor',
  confirmation_sent: 'Onay gönderildi',
  confirmed: 'Onaylandı',
  cancelled: 'İptal edildi',
};

/** Statuses that hold the boat's days: no two of them may overlap for one boat. */
export const BOAT_BLOCKING_STATUSES: readonly BoatReservationStatus[] = [
  'awaiting_prepayment',
  'confirmation_sent',
  'confirmed',
];

export const BOAT_FULL_MESSAGE = 'Seçilen tarihlerde tekne dolu.';

// Field helpers come from ./fields (ids, bounded integers, amounts, texts without NUL, real dates).
const id = (label: string) => recordId(label);
const count = (label: string, min: number, max: number) => int(label, min, max);

/** A calendar day as YYYY-MM-DD. */
export const isoDate = (label: string) => fieldIsoDate(label);

export const marinaBodySchema = z.object({
  name: text('Marina adı', 120),
  town_id: id('İlçe'),
  location: optionalText('Konum', 500),
  description: optionalText('Açıklama', 2000),
});
export type MarinaBody = z.infer<typeof marinaBodySchema>;

export const boatTypeBodySchema = z.object({ name: text('Tekne tipi adı', 80) });
export type BoatTypeBody = z.infer<typeof boatTypeBodySchema>;

export const boatBodySchema = z.object({
  name: text('Tekne adı', 120),
  marina_id: id('Marina'),
  boat_type_id: id('Tekne tipi'),
  capacity: count('Kapasite', 1, 200),
  cabins: count('Kabin sayısı', 0, 50),
  length: decimal('Uzunluk', 0, 999).refine((v) => v > 0, 'Uzunluk 0’dan büyük olmalı.'),
  crew: count('Mürettebat sayısı', 0, 50),
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

export const boatActivitySchema = z.object({ id: id('Tekne'), active: z.boolean() });

const priceFields = {
  start_date: isoDate('Başlangıç tarihi'),
  end_date: isoDate('Bitiş tarihi'),
  daily_price: decimal('Günlük fiyat', 0, 10_000_000).refine(
    (v) => v > 0,
    'Günlük fiyat 0’dan büyük olmalı.',
  ),
  currency: z.enum(BOAT_CURRENCIES, { message: 'Geçerli bir para birimi seçin.' }),
};
const datesOrdered = (v: { start_date: string; end_date: string }) => v.end_date >= v.start_date;
const datesOrderedMessage = {
  message: 'Bitiş tarihi başlangıç tarihinden önce olamaz.',
  path: ['end_date'],
};

export const boatPriceBodySchema = z
  .object({ boat_id: id('Tekne'), ...priceFields })
  .refine(datesOrdered, datesOrderedMessage);
export type BoatPriceBody = z.infer<typeof boatPriceBodySchema>;

export const boatPriceUpdateSchema = z.object(priceFields).refine(datesOrdered, datesOrderedMessage);
export type BoatPriceUpdateBody = z.infer<typeof boatPriceUpdateSchema>;

export const boatImageOrderSchema = z.object({
  boat_id: id('Tekne'),
  ids: recordIdList('Görsel', { max: 200 }).min(1, 'Sıralanacak görsel yok.'),
});
export type BoatImageOrderBody = z.infer<typeof boatImageOrderSchema>;

export const boatFeatureCategoryBodySchema = z.object({ name: text('Kategori adı', 80) });
export const boatFeatureBodySchema = z.object({
  category_id: id('Kategori'),
  name: text('Özellik adı', 80),
});
export type BoatFeatureBody = z.infer<typeof boatFeatureBodySchema>;
export const boatFeatureSetSchema = z.object({
  feature_ids: recordIdList('Özellik', { max: 500 }),
});

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
    guests: count('Kişi sayısı', 1, 200).optional(),
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
    boat_id: id('Tekne'),
    started_at: isoDate('Başlangıç tarihi'),
    finished_at: isoDate('Bitiş tarihi'),
    guests: count('Kişi sayısı', 1, 200),
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

export interface Marina {
  id: number;
  marina_id: number;
  name: string;
  town_id: number;
  town_name: string;
  location: string;
  description: string;
  boat_count: number;
}

export interface BoatType {
  id: number;
  name: string;
  slug: string;
  boat_count: number;
}

export interface BoatPrice {
  id: number;
  boat_id: number;
  start_date: string;
  end_date: string;
  daily_price: number;
  currency: BoatCurrency;
}

export interface BoatImage {
  id: number;
  boat_id: number;
  order: number;
  width: number;
  height: number;
  /** URL of each display size, by width. */
  urls: { small: string; medium: string; large: string };
}

export interface BoatFeature {
  id: number;
  category_id: number;
  name: string;
}

export interface BoatFeatureCategory {
  id: number;
  name: string;
  features: BoatFeature[];
}

export interface Boat {
  id: number;
  boat_id: number;
  name: string;
  slug: string;
  marina_id: number;
  marina_name: string;
  town_name: string;
  boat_type_id: number;
  boat_type_name: string;
  capacity: number;
  cabins: number;
  length: number;
  crew: number;
  description: string;
  active: boolean;
  created_at: string;
  thumbnail: string | null;
}

export interface BoatDetail extends Boat {
  prices: BoatPrice[];
  images: BoatImage[];
  feature_ids: number[];
}

export interface BoatPickerItem {
  id: number;
  name: string;
  active: boolean;
}

export interface BoatReservation {
  id: number;
  reservation_id: string;
  status: BoatReservationStatus;
  boat_id: number;
  boat_name: string;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  started_at: string;
  finished_at: string;
  guests: number;
  note: string;
  total_amount: number | null;
  currency: BoatCurrency;
  created_at: string;
}

/** An amount in the currency the price period was entered in. */
export interface BoatMoney {
  amount: number;
  currency: BoatCurrency;
}

/** GET /v1/searchboats?client=true: one card of the public boats list. */
export interface PublicBoat {
  id: number;
  name: string;
  slug: string;
  boat_type_name: string;
  marina_name: string;
  town_name: string;
  capacity: number;
  cabins: number;
  length: number;
  crew: number;
  thumbnail: string | null;
  /** Lowest daily price in the chosen days (or from today on); null when no period is priced. */
  from_price: BoatMoney | null;
  /** Total for the chosen days when every day is priced in one currency. */
  quote: (BoatMoney & { days: number }) | null;
}

export interface PublicBoatDetail extends PublicBoat {
  description: string;
  images: BoatImage[];
  prices: Array<Omit<BoatPrice, 'boat_id'>>;
  features: Array<{ category: string; names: string[] }>;
  /** Days held by blocking reservations from today on, as inclusive ranges. */
  busy: Array<{ started_at: string; finished_at: string }>;
}
