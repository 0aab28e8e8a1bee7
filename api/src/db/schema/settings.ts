import { pgTable, text } from 'drizzle-orm/pg-core';

/** Site settings as key/value entries; `group` decides where an entry is published. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  group: text('group').notNull(),
});
