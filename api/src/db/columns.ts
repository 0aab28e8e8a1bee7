import { date, integer, numeric, serial, text, timestamp, type ReferenceConfig } from 'drizzle-orm/pg-core';

// The columns most tables share, written once. Each call returns a new builder with the
// same SQL as written out by hand (the migrations and drizzle/meta snapshots stay as they are).

/** `id serial PRIMARY KEY`. */
export const id = () => serial('id').primaryKey();

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A nullable `timestamptz` (when something happened, if it has). */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `sort_order integer NOT NULL DEFAULT 0`. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** `text NOT NULL DEFAULT ''`: free text that may be left blank. */
export const blankText = <N extends string>(name: N) => text(name).notNull().default('');

/** `numeric(12, 2)`: an amount of money. */
export const money = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2 });

/** `date NOT NULL`, read as 'YYYY-MM-DD'. */
export const day = <N extends string>(name: N) => date(name, { mode: 'string' }).notNull();

/** `integer NOT NULL REFERENCES …`: the row this one belongs to. */
export const ref = <N extends string>(
  name: N,
  target: ReferenceConfig['ref'],
  onDelete: NonNullable<ReferenceConfig['actions']['onDelete']>,
) => integer(name).notNull().references(target, { onDelete });
