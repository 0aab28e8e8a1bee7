import {
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { villas } from './villas.ts';

/** PostgreSQL daterange, written and read in its text form, e.g. '[2025-07-01,2025-07-08)'. */
const daterange = customType<{ data: string; driverData: string }>({
  dataType() {
    return 'daterange';
  },
});

export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    reservationCode: text('reservation_code').notNull().unique('reservations_code_unique'),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('new'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull().default(''),
    customerPhone: text('customer_phone').notNull().default(''),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    guests: integer('guests').notNull().default(1),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservations_villa_id_idx').on(t.villaId), index('reservations_status_idx').on(t.status)],
);

/**
 * Everything that makes a villa unavailable. The no-overlap rule is an EXCLUDE
 * constraint written by hand in drizzle/0001_villa_blocks_exclusion.sql.
 */
export const villaBlocks = pgTable(
  'villa_blocks',
  {
    id: serial('id').primaryKey(),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    period: daterange('period').notNull(),
    kind: text('kind').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, {
      onDelete: 'cascade',
    }),
    note: text('note').notNull().default(''),
  },
  (t) => [index('villa_blocks_reservation_id_idx').on(t.reservationId)],
);
