import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { districts, towns } from './regions.ts';
import { users } from './users.ts';

export const villaTypes = pgTable('villa_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('villa_types_slug_unique'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** The villa core; later issues add prices, images, features and so on. */
export const villas = pgTable(
  'villas',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('villas_slug_unique'),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id, { onDelete: 'restrict' }),
    districtId: integer('district_id').references(() => districts.id, { onDelete: 'set null' }),
    villaTypeId: integer('villa_type_id').references(() => villaTypes.id, {
      onDelete: 'set null',
    }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    capacity: integer('capacity').notNull().default(2),
    bedrooms: integer('bedrooms').notNull().default(1),
    bathrooms: integer('bathrooms').notNull().default(1),
    active: boolean('active').notNull().default(true),
    isPopular: boolean('is_popular').notNull().default(false),
    isVillaOfMonth: boolean('is_villa_of_month').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('villas_owner_id_idx').on(t.ownerId), index('villas_town_id_idx').on(t.townId)],
);
