import { pgTable, text } from 'drizzle-orm/pg-core';
import { blankText } from '../columns.ts';

/** Site settings as key/value entries; `group` decides where an entry is published. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: blankText('value'),
  group: text('group').notNull(),
});
