import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, id, ref, sortOrder } from '../columns.ts';

export const towns = pgTable('towns', {
  id: id(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique('towns_slug_unique'),
  description: blankText('description'),
  isPopular: boolean('is_popular').notNull().default(false),
  sortOrder: sortOrder(),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    townId: ref('town_id', () => towns.id, 'restrict'),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique('districts_slug_unique'),
  },
  (t) => [index('districts_town_id_idx').on(t.townId)],
);
