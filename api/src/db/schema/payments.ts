import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { blankText, flag, id, money, optionalRef, ref, timestamps, updatedAt } from '../columns.ts';
import { reservations, transactions } from './reservations.ts';
import { createdBy, users } from './users.ts';

/**
 * 'Ödeme Ayarları' (issue 14): one row (id 1). The provider's API key and secret are stored
 * encrypted (modules/payments/secrets.ts, PAYMENT_SECRET_KEY) and never sent back to the browser.
 */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey(),
  /** iyzico or bank_transfer. */
  provider: text('provider').notNull().default('iyzico'),
  /** false: the provider's sandbox (test); true: live. */
  live: flag('live', false),
  apiKeyEncrypted: text('api_key_encrypted'),
  secretKeyEncrypted: text('secret_key_encrypted'),
  /** The last four characters of each key, to tell keys apart on the screen. */
  apiKeyHint: text('api_key_hint'),
  secretKeyHint: text('secret_key_hint'),
  updatedBy: optionalRef('updated_by', () => users.id, 'set null'),
  updatedAt: updatedAt(),
});

/**
 * One card payment started from the payment link: initialized when the provider's hosted page was
 * opened, then succeeded (its transaction recorded once), failed or expired. The callback and the
 * reconciliation job both finish an attempt under the booking lock; the status and the
 * transactions' unique (provider, provider_reference) make a second finish a no-op.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    reservationId: ref('reservation_id', () => reservations.id, 'cascade'),
    provider: text('provider').notNull(),
    /** Ours, sent to the provider and echoed back; also the key of the callback and result URLs. */
    conversationId: text('conversation_id').notNull().unique('payment_attempts_conversation_id_unique'),
    /** The provider's token; null until the provider accepted the initialization. */
    token: text('token').unique('payment_attempts_token_unique'),
    /** prepayment or balance: what the guest was asked to pay. */
    purpose: text('purpose').notNull(),
    amount: money('amount').notNull(),
    /** ISO code as the provider takes it (TRY). */
    currency: text('currency').notNull(),
    /** initialized, succeeded, failed or expired. */
    status: text('status').notNull().default('initialized'),
    transactionId: optionalRef('transaction_id', () => transactions.id, 'set null'),
    errorCode: text('error_code'),
    /** Turkish, for the guest (the provider's reason). */
    errorMessage: text('error_message'),
    ...timestamps(),
  },
  (t) => [
    index('payment_attempts_reservation_id_idx').on(t.reservationId),
    index('payment_attempts_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * One card refund asked of the provider (modules/payments/refund.ts). Written as 'pending' in the
 * same transaction that reserves the amount on the original payment, before the provider is
 * called; completed ('succeeded', with the negative transaction; or 'failed', the amount given
 * back) after. A process that dies in between leaves it pending: the reconciliation job asks the
 * provider (its payment detail lists the refunds with our conversation id) and finishes it. The
 * negative transaction is tied to the attempt by a unique key, so it is recorded exactly once.
 */
export const refundAttempts = pgTable(
  'refund_attempts',
  {
    id: id(),
    /** The card payment being refunded. */
    transactionId: ref('transaction_id', () => transactions.id, 'restrict'),
    reservationId: ref('reservation_id', () => reservations.id, 'cascade'),
    provider: text('provider').notNull(),
    /** The provider's payment reference (iyzico paymentId) of the original. */
    paymentReference: text('payment_reference').notNull(),
    /** Ours, sent with the refund and listed by the provider's payment detail. */
    conversationId: text('conversation_id').notNull().unique('refund_attempts_conversation_id_unique'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    /** pending, succeeded or failed. */
    status: text('status').notNull().default('pending'),
    /** The provider's reference of the refund, once known. */
    refundReference: text('refund_reference'),
    /** The negative transaction, once recorded (at most one per attempt). */
    refundTransactionId: optionalRef('refund_transaction_id', () => transactions.id, 'set null'),
    note: blankText('note'),
    error: text('error'),
    createdBy: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index('refund_attempts_status_created_idx').on(t.status, t.createdAt),
    index('refund_attempts_transaction_id_idx').on(t.transactionId),
    uniqueIndex('refund_attempts_refund_transaction_id_unique').on(t.refundTransactionId),
  ],
);
