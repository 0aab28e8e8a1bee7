import { date, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Payouts to villa owners ('Hakediş' ödemeleri): money the agency paid an owner, in TL. The owner
 * statement subtracts the payouts of a month from the owner's shares (see modules/owner-statements).
 */
export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    /** The day the money was paid (Turkey's calendar). */
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** bank_transfer, cash or other. */
    method: text('method').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('owner_payouts_owner_paid_on_idx').on(t.ownerId, t.paidOn)],
);
