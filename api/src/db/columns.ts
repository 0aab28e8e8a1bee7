import {
  boolean,
  date,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  type ReferenceConfig,
} from 'drizzle-orm/pg-core';

// The columns most tables share, written once. Each call returns a new builder with the
// same SQL as written out by hand (the migrations and drizzle/meta snapshots stay as they are).
// The groups below are spread into a table at the place their columns stand, so the column
// order (and with it the key order of selected rows) is the one the table always had.

type OnDelete = NonNullable<ReferenceConfig['actions']['onDelete']>;

/** `id serial PRIMARY KEY`. */
export const id = () => serial('id').primaryKey();

/** `created_at timestamptz NOT NULL DEFAULT now()`. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A nullable `timestamptz` (when something happened, if it has). */
export const at = <N extends string>(name: N) => timestamp(name, { withTimezone: true });

/** `updated_at timestamptz NOT NULL DEFAULT now()`. */
export const updatedAt = () => at('updated_at').notNull().defaultNow();

/** `created_at` then `updated_at`, both `timestamptz NOT NULL DEFAULT now()`. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** `sort_order integer NOT NULL DEFAULT 0`. */
export const sortOrder = () => integer('sort_order').notNull().default(0);

/** `text NOT NULL DEFAULT ''`: free text that may be left blank. */
export const blankText = <N extends string>(name: N) => text(name).notNull().default('');

/** `boolean NOT NULL DEFAULT …`: a yes/no switch. */
export const flag = <N extends string>(name: N, byDefault: boolean) =>
  boolean(name).notNull().default(byDefault);

/** `integer NOT NULL DEFAULT …`: a count or a whole-number setting. */
export const whole = <N extends string>(name: N, byDefault: number) =>
  integer(name).notNull().default(byDefault);

/** `numeric(12, 2)`: an amount of money. */
export const money = <N extends string>(name: N) => numeric(name, { precision: 12, scale: 2 });

/** `numeric(12, 2) NOT NULL DEFAULT '0'`: an amount that starts at nothing. */
export const moneyOrZero = <N extends string>(name: N) => money(name).notNull().default('0');

/** `currency text NOT NULL DEFAULT 'TL'`: TL, DOLLAR, EURO or POUND (banks: TL, USD, EUR, GBP). */
export const currency = () => text('currency').notNull().default('TL');

/** `date NOT NULL`, read as 'YYYY-MM-DD'. */
export const day = <N extends string>(name: N) => date(name, { mode: 'string' }).notNull();

/** `start_date` and `end_date`, both `date NOT NULL`: a dated period. */
export const period = () => ({ startDate: day('start_date'), endDate: day('end_date') });

/** `started_at` and `finished_at`, both `date NOT NULL`: the days something takes. */
export const span = () => ({ startedAt: day('started_at'), finishedAt: day('finished_at') });

/** `check_in` and `check_out`, both `date NOT NULL`: the days of a stay. */
export const stay = () => ({ checkIn: day('check_in'), checkOut: day('check_out') });

/** The customer a booking or an offer is for: a name, and an e-mail and phone that may be blank. */
export const customer = () => ({
  customerName: text('customer_name').notNull(),
  customerEmail: blankText('customer_email'),
  customerPhone: blankText('customer_phone'),
});

/** `name text NOT NULL` and `slug text NOT NULL`, unique as `<table>_slug_unique`. */
export const nameAndSlug = (table: string) => ({
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(`${table}_slug_unique`),
});

/** `width` and `height` of an uploaded image, in pixels. */
export const dimensions = () => ({
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/** `integer NOT NULL REFERENCES …`: the row this one belongs to. */
export const ref = <N extends string>(name: N, target: ReferenceConfig['ref'], onDelete: OnDelete) =>
  integer(name).notNull().references(target, { onDelete });

/** `integer REFERENCES …`: a row this one may point to. */
export const optionalRef = <N extends string>(name: N, target: ReferenceConfig['ref'], onDelete: OnDelete) =>
  integer(name).references(target, { onDelete });

/** A list to pick from (villa types, boat types): id, name, a unique slug, sort order. */
export const typeTable = <T extends string>(table: T) =>
  pgTable(table, { id: id(), ...nameAndSlug(table), sortOrder: sortOrder() });

/** The categories features are grouped in: id, name, sort order. */
export const categoryTable = <T extends string>(table: T) =>
  pgTable(table, { id: id(), name: text('name').notNull(), sortOrder: sortOrder() });
