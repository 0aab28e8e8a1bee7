import { index, pgTable } from 'drizzle-orm/pg-core';
import { blankText, flag, id, nameAndSlug, ref, sortOrder } from '../columns.ts';

export const towns = pgTable('towns', {
  id: id(),
  ...nameAndSlug('towns'),
  description: blankText('description'),
  isPopular: flag('is_popular', false),
  sortOrder: sortOrder(),
});

export const districts = pgTable(
  'districts',
  {
    id: id(),
    townId: ref('town_id', () => towns.id, 'restrict'),
    ...nameAndSlug('districts'),
  },
  (t) => [index('districts_town_id_idx').on(t.townId)],
);
