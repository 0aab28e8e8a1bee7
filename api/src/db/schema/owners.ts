import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { blankText, createdAt, day, id, money, ref } from '../columns.ts';
import { createdBy, users } from './users.ts';

/**
 * Payouts to villa owners ('Hakediş' ödemeleri): money the agency paid an owner, in TL. The owner
 * statement subtracts the payouts of a month from the owner's shares (see modules/owner-statements).
 */
export const ownerPayouts = pgTable(
  'owner_payouts',
  {
    id: id(),
    ownerId: ref('owner_id', () => users.id, 'restrict'),
    amount: money('amount').notNull(),
    /** The day the money was paid (Turkey's calendar). */
    paidOn: day('paid_on'),
    /** bank_transfer, cash or other. */
    method: text('method').notNull(),
    note: blankText('note'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('owner_payouts_owner_paid_on_idx').on(t.ownerId, t.paidOn)],
);
