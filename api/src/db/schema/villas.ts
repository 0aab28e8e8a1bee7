import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { at, blankText, createdAt, day, id, money, ref, sortOrder } from '../columns.ts';
import { districts, towns } from './regions.ts';
import { users } from './users.ts';

export const villaTypes = pgTable('villa_types', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('villa_types_slug_unique'),
  sortOrder: sortOrder(),
});

/** The villa core; later issues add prices, images, features and so on. */
export const villas = pgTable(
  'villas',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('villas_slug_unique'),
    townId: ref('town_id', () => towns.id, 'restrict'),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    villaTypeId: integer('villa_type_id').references(() => villaTypes.id, {
      onDelete: 'set null',
    }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull().default(2),
    bedrooms: integer('bedrooms').notNull().default(1),
    bathrooms: integer('bathrooms').notNull().default(1),
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
    deposit: money('deposit').notNull().default('0'),
    cleaningFee: money('cleaning_fee').notNull().default('0'),
    /** Share of the stay total paid in advance, in percent (0–100). */
    prepaymentRate: integer('prepayment_rate').notNull().default(30),
    /** Infants (under 2) count towards the capacity; by default they do not. */
    infantsCountInCapacity: boolean('infants_count_in_capacity').notNull().default(false),
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
    updatedAt: at('updated_at').notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    isVillaOfMonth: boolean('is_villa_of_month').notNull().default(false),
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
    startDate: day('start_date'),
    endDate: day('end_date'),
    nightlyPrice: money('nightly_price').notNull(),
    /** TL, DOLLAR, EURO or POUND. */
    currency: text('currency').notNull().default('TL'),
    minStay: integer('min_stay').notNull().default(1),
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
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: blankText('alt'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('villa_images_villa_id_idx').on(t.villaId, t.sortOrder)],
);

export const featureCategories = pgTable('feature_categories', {
  id: id(),
  name: text('name').notNull(),
  sortOrder: sortOrder(),
});

export const features = pgTable(
  'features',
  {
    id: id(),
    categoryId: ref('category_id', () => featureCategories.id, 'cascade'),
    name: text('name').notNull(),
    icon: blankText('icon'),
    /** Shown as a search filter on the storefront. */
    filterable: boolean('filterable').notNull().default(false),
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
    lastAdded: integer('last_added').notNull().default(0),
    lastChanged: integer('last_changed').notNull().default(0),
    lastRemoved: integer('last_removed').notNull().default(0),
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
    startDate: day('start_date'),
    /** Exclusive, as iCal's all-day DTEND. */
    endDate: day('end_date'),
    summary: blankText('summary'),
    conflict: boolean('conflict').notNull().default(false),
    conflictNote: blankText('conflict_note'),
    resolvedAt: at('resolved_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('villa_ical_events_feed_uid_unique').on(t.feedId, t.uid),
    index('villa_ical_events_villa_id_idx').on(t.villaId),
  ],
);
