import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const towns = pgTable('towns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('towns_slug_unique'),
  description: text('description').notNull().default(''),
  isPopular: boolean('is_popular').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    townId: integer('town_id')
      .notNull()
      .references(() => towns.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('districts_slug_unique'),
  },
  (t) => [index('districts_town_id_idx').on(t.townId)],
);
