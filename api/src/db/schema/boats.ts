import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { towns } from './regions.ts';

/** Where boats are moored; each marina sits in a town and has a location (address or map link). */
export const marinas = pgTable(
  'marinas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id, { onDelete: 'restrict' }),
    location: text('location').notNull().default(''),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marinas_town_id_idx').on(t.townId)],
);

export const boatTypes = pgTable('boat_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('boat_types_slug_unique'),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const boats = pgTable(
  'boats',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('boats_slug_unique'),
    // restrict: a marina or type in use cannot be deleted (the API says so in Turkish first).
    marinaId: integer('marina_id')
      .notNull()
      .references(() => marinas.id, { onDelete: 'restrict' }),
    boatTypeId: integer('boat_type_id')
      .notNull()
      .references(() => boatTypes.id, { onDelete: 'restrict' }),
    capacity: integer('capacity').notNull(),
    cabins: integer('cabins').notNull().default(0),
    /** Length overall in metres. */
    length: numeric('length', { precision: 5, scale: 1 }).notNull(),
    crew: integer('crew').notNull().default(0),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: serial('id').primaryKey(),
    boatId: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dailyPrice: numeric('daily_price', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('TL'),
  },
  (t) => [index('boat_prices_boat_id_idx').on(t.boatId)],
);

/** One uploaded image; the files are `<file_base>-<width>.webp` under DATA_DIR/uploads/boats. */
export const boatImages = pgTable(
  'boat_images',
  {
    id: serial('id').primaryKey(),
    boatId: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    fileBase: text('file_base').notNull().unique('boat_images_file_base_unique'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('boat_images_boat_id_idx').on(t.boatId)],
);

export const boatFeatureCategories = pgTable('boat_feature_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const boatFeatures = pgTable(
  'boat_features',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => boatFeatureCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('boat_features_category_id_idx').on(t.categoryId)],
);

export const boatFeatureLinks = pgTable(
  'boat_feature_links',
  {
    boatId: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => boatFeatures.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
    reservationCode: text('reservation_code').notNull().unique('boat_reservations_code_unique'),
    boatId: integer('boat_id')
      .notNull()
      .references(() => boats.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('new'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    finishedAt: date('finished_at', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull().default(1),
    note: text('note').notNull().default(''),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }),
    currency: text('currency').notNull().default('TL'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('boat_reservations_boat_id_idx').on(t.boatId),
    index('boat_reservations_status_idx').on(t.status),
  ],
);
