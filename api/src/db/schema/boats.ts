import { index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  blankText,
  categoryTable,
  createdAt,
  currency,
  customer,
  dimensions,
  flag,
  id,
  money,
  nameAndSlug,
  period,
  ref,
  sortOrder,
  span,
  typeTable,
  whole,
} from '../columns.ts';
import { towns } from './regions.ts';

/** Where boats are moored; each marina sits in a town and has a location (address or map link). */
export const marinas = pgTable(
  'marinas',
  {
    id: id(),
    name: text('name').notNull(),
    townId: ref('town_id', () => towns.id, 'restrict'),
    location: blankText('location'),
    description: blankText('description'),
    createdAt: createdAt(),
  },
  (t) => [index('marinas_town_id_idx').on(t.townId)],
);

export const boatTypes = typeTable('boat_types');

export const boats = pgTable(
  'boats',
  {
    id: id(),
    ...nameAndSlug('boats'),
    // restrict: a marina or type in use cannot be deleted (the API says so in Turkish first).
    marinaId: ref('marina_id', () => marinas.id, 'restrict'),
    boatTypeId: ref('boat_type_id', () => boatTypes.id, 'restrict'),
    capacity: integer('capacity').notNull(),
    cabins: whole('cabins', 0),
    /** Length overall in metres. */
    length: numeric('length', { precision: 5, scale: 1 }).notNull(),
    crew: whole('crew', 0),
    description: blankText('description'),
    active: flag('active', true),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('boats_marina_id_idx').on(t.marinaId), index('boats_boat_type_id_idx').on(t.boatTypeId)],
);

/**
 * Daily price of a boat between two dates (both inclusive). Periods of one boat never overlap:
 * EXCLUDE constraint in drizzle/*_boat_exclusions.sql.
 */
export const boatPrices = pgTable(
  'boat_prices',
  {
    id: id(),
    boatId: ref('boat_id', () => boats.id, 'cascade'),
    ...period(),
    dailyPrice: money('daily_price').notNull(),
    currency: currency(),
  },
  (t) => [index('boat_prices_boat_id_idx').on(t.boatId)],
);

/** One uploaded image; the files are `<file_base>-<width>.webp` under DATA_DIR/uploads/boats. */
export const boatImages = pgTable(
  'boat_images',
  {
    id: id(),
    boatId: ref('boat_id', () => boats.id, 'cascade'),
    fileBase: text('file_base').notNull().unique('boat_images_file_base_unique'),
    ...dimensions(),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('boat_images_boat_id_idx').on(t.boatId)],
);

export const boatFeatureCategories = categoryTable('boat_feature_categories');

export const boatFeatures = pgTable(
  'boat_features',
  {
    id: id(),
    categoryId: ref('category_id', () => boatFeatureCategories.id, 'restrict'),
    name: text('name').notNull(),
    sortOrder: sortOrder(),
  },
  (t) => [index('boat_features_category_id_idx').on(t.categoryId)],
);

export const boatFeatureLinks = pgTable(
  'boat_feature_links',
  {
    boatId: ref('boat_id', () => boats.id, 'cascade'),
    featureId: ref('feature_id', () => boatFeatures.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.boatId, t.featureId] }),
    index('boat_feature_links_feature_id_idx').on(t.featureId),
  ],
);

/**
 * A boat rental: days from started_at to finished_at, both inclusive. While its status blocks
 * (awaiting_prepayment, confirmation_sent, confirmed) no other blocking one of the same boat may
 * overlap: partial EXCLUDE constraint in drizzle/*_boat_exclusions.sql.
 */
export const boatReservations = pgTable(
  'boat_reservations',
  {
    id: id(),
    reservationCode: text('reservation_code').notNull().unique('boat_reservations_code_unique'),
    boatId: ref('boat_id', () => boats.id, 'restrict'),
    status: text('status').notNull().default('new'),
    ...customer(),
    ...span(),
    guests: whole('guests', 1),
    note: blankText('note'),
    totalAmount: money('total_amount'),
    currency: currency(),
    createdAt: createdAt(),
  },
  (t) => [
    index('boat_reservations_boat_id_idx').on(t.boatId),
    index('boat_reservations_status_idx').on(t.status),
  ],
);
