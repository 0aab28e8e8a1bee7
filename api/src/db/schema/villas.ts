import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import {
  at,
  blankText,
  categoryTable,
  createdAt,
  currency,
  dimensions,
  flag,
  id,
  money,
  moneyOrZero,
  nameAndSlug,
  optionalRef,
  period,
  ref,
  sortOrder,
  typeTable,
  updatedAt,
  whole,
} from '../columns.ts';
import { districts, towns } from './regions.ts';
import { users } from './users.ts';

export const villaTypes = typeTable('villa_types');

/** The villa core; later issues add prices, images, features and so on. */
export const villas = pgTable(
  'villas',
  {
    id: id(),
    ...nameAndSlug('villas'),
    townId: ref('town_id', () => towns.id, 'restrict'),
    districtId: optionalRef('district_id', () => districts.id, 'set null'),
    villaTypeId: optionalRef('villa_type_id', () => villaTypes.id, 'set null'),
    ownerId: optionalRef('owner_id', () => users.id, 'set null'),
    capacity: whole('capacity', 2),
    bedrooms: whole('bedrooms', 1),
    bathrooms: whole('bathrooms', 1),
    summary: blankText('summary'),
    description: blankText('description'),
    address: blankText('address'),
    latitude: numeric('latitude', { precision: 9, scale: 6 }),
    longitude: numeric('longitude', { precision: 9, scale: 6 }),
    /** Ministry of Culture and Tourism permit number for short-term rental. */
    licenseNumber: blankText('license_number'),
    checkInTime: text('check_in_time').notNull().default('16:00'),
    checkOutTime: text('check_out_time').notNull().default('10:00'),
    /** 'Giriş talimatları': sent to the guest in the arrival information before check-in. */
    checkInInstructions: blankText('check_in_instructions'),
    /** Amounts in TL. */
    deposit: moneyOrZero('deposit'),
    cleaningFee: moneyOrZero('cleaning_fee'),
    /** Share of the stay total paid in advance, in percent (0–100). */
    prepaymentRate: whole('prepayment_rate', 30),
    /** Infants (under 2) count towards the capacity; by default they do not. */
    infantsCountInCapacity: flag('infants_count_in_capacity', false),
    /** Bank transfer (BTrans) data of the owner: identity or tax number, IBAN, commission percent. */
    btransIdentityNumber: blankText('btrans_identity_number'),
    btransOwnerName: blankText('btrans_owner_name'),
    btransIban: blankText('btrans_iban'),
    btransCommissionRate: numeric('btrans_commission_rate', { precision: 5, scale: 2 })
      .notNull()
      .default('0'),
    /**
     * Who keeps the cleaning fee the guest pays: 'owner' (default; it is added to the owner's share in
     * the owner statement) or 'agency'.
     */
    cleaningFeeKeeper: text('cleaning_fee_keeper').notNull().default('owner'),
    /** Secret part of the villa's published .ics URL. */
    icalToken: text('ical_token')
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`)
      .unique('villas_ical_token_unique'),
    updatedAt: updatedAt(),
    active: flag('active', true),
    isPopular: flag('is_popular', false),
    isVillaOfMonth: flag('is_villa_of_month', false),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('villas_owner_id_idx').on(t.ownerId), index('villas_town_id_idx').on(t.townId)],
);

/**
 * Dated price periods: nightly price in a currency and a minimum stay. Start
 * and end are both nights of the period (inclusive). Overlaps are refused by
 * an EXCLUDE constraint (custom migration).
 */
export const villaPrices = pgTable(
  'villa_prices',
  {
    id: id(),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    ...period(),
    nightlyPrice: money('nightly_price').notNull(),
    currency: currency(),
    minStay: whole('min_stay', 1),
    createdAt: createdAt(),
  },
  (t) => [index('villa_prices_villa_id_idx').on(t.villaId)],
);

/** Uploaded photos; `fileKey` names the stored originals and display sizes. The first is the thumbnail. */
export const villaImages = pgTable(
  'villa_images',
  {
    id: id(),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    fileKey: text('file_key').notNull().unique('villa_images_file_key_unique'),
    ...dimensions(),
    alt: blankText('alt'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('villa_images_villa_id_idx').on(t.villaId, t.sortOrder)],
);

export const featureCategories = categoryTable('feature_categories');

export const features = pgTable(
  'features',
  {
    id: id(),
    categoryId: ref('category_id', () => featureCategories.id, 'cascade'),
    name: text('name').notNull(),
    icon: blankText('icon'),
    /** Shown as a search filter on the storefront. */
    filterable: flag('filterable', false),
    sortOrder: sortOrder(),
  },
  (t) => [index('features_category_id_idx').on(t.categoryId)],
);

export const villaFeatures = pgTable(
  'villa_features',
  {
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    featureId: ref('feature_id', () => features.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.villaId, t.featureId] }),
    index('villa_features_feature_id_idx').on(t.featureId),
  ],
);

/** External calendars (Airbnb, Booking.com, Vrbo .ics exports) synced into villa_blocks. */
export const villaIcalFeeds = pgTable(
  'villa_ical_feeds',
  {
    id: id(),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    /** airbnb, booking, vrbo or other. */
    source: text('source').notNull().default('other'),
    url: text('url').notNull(),
    lastSyncAt: at('last_sync_at'),
    /** ok, error, or held (a scheduled sync that would remove too many blocks waits for staff). */
    lastStatus: text('last_status'),
    /** Turkish text of the last error; kept after a later success, with lastErrorAt. */
    lastError: text('last_error'),
    lastSuccessAt: at('last_success_at'),
    lastErrorAt: at('last_error_at'),
    /** First failure since the last success; null while the feed reads. */
    failingSince: at('failing_since'),
    /** Set while a scheduled sync is held for a staff preview, with the reason in Turkish. */
    heldAt: at('held_at'),
    heldReason: text('held_reason'),
    lastAdded: whole('last_added', 0),
    lastChanged: whole('last_changed', 0),
    lastRemoved: whole('last_removed', 0),
    createdAt: createdAt(),
  },
  (t) => [unique('villa_ical_feeds_villa_url_unique').on(t.villaId, t.url)],
);

/**
 * One imported event per feed and UID. `blockId` is set while it blocks the
 * calendar; an event that overlaps a booking made here is kept as a conflict
 * until staff resolve it (never dropped silently).
 */
export const villaIcalEvents = pgTable(
  'villa_ical_events',
  {
    id: id(),
    feedId: ref('feed_id', () => villaIcalFeeds.id, 'cascade'),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    uid: text('uid').notNull(),
    /** The end date is exclusive, as iCal's all-day DTEND. */
    ...period(),
    summary: blankText('summary'),
    conflict: flag('conflict', false),
    conflictNote: blankText('conflict_note'),
    resolvedAt: at('resolved_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('villa_ical_events_feed_uid_unique').on(t.feedId, t.uid),
    index('villa_ical_events_villa_id_idx').on(t.villaId),
  ],
);
