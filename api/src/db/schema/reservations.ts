import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';
import { villaIcalEvents, villas } from './villas.ts';

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
    adults: integer('adults').notNull().default(1),
    children: integer('children').notNull().default(0),
    /** Under 2: in `guests`, counted in the capacity only where the villa says so. */
    infants: integer('infants').notNull().default(0),
    /** Amounts in TL, computed on the server from the price periods (see modules/pricing). */
    nights: integer('nights').notNull().default(0),
    accommodationAmount: numeric('accommodation_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    cleaningFee: numeric('cleaning_fee', { precision: 12, scale: 2 }).notNull().default('0'),
    extraFees: numeric('extra_fees', { precision: 12, scale: 2 }).notNull().default('0'),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    prepaymentAmount: numeric('prepayment_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 12, scale: 2 }).notNull().default('0'),
    deposit: numeric('deposit', { precision: 12, scale: 2 }).notNull().default('0'),
    /**
     * The agency's commission percent agreed for this stay: the villa's rate when the reservation
     * was made (or moved to another villa). Owner statements use it, so a later change of the
     * villa's rate never rewrites past statements. Null only for rows older than the column whose
     * villa had no rate; those fall back to the villa's rate.
     */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }),
    /** Unpaid option (awaiting_prepayment) is released after this moment by a scheduled job. */
    optionExpiresAt: timestamp('option_expires_at', { withTimezone: true }),
    /** web, staff or offer. */
    source: text('source').notNull().default('web'),
    note: text('note').notNull().default(''),
    staffNote: text('staff_note').notNull().default(''),
    kvkkConsentAt: timestamp('kvkk_consent_at', { withTimezone: true }),
    /** Secret of the payment-link page. */
    paymentToken: text('payment_token').unique('reservations_payment_token_unique'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_villa_id_idx').on(t.villaId),
    index('reservations_status_idx').on(t.status),
    index('reservations_check_in_idx').on(t.checkIn),
    index('reservations_created_at_idx').on(t.createdAt),
  ],
);

/** What happened to a reservation: status changes, messages sent, payments, expiries. */
export const reservationLogs = pgTable(
  'reservation_logs',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    message: text('message').notNull().default(''),
    data: jsonb('data'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_logs_reservation_id_idx').on(t.reservationId)],
);

/** Payments recorded against a reservation (card, bank transfer, cash). */
export const transactions = pgTable(
  'transactions',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'restrict' }),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('TL'),
    /** The amount in TL at the rate of the day it was recorded. */
    amountTl: numeric('amount_tl', { precision: 12, scale: 2 }).notNull(),
    /** card, bank_transfer or cash. */
    method: text('method').notNull(),
    /** completed, pending, failed or refunded. */
    status: text('status').notNull().default('completed'),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Card payments (issue 14): the provider (iyzico) and its payment reference (paymentId). */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    installments: integer('installments'),
    cardLastFour: text('card_last_four'),
    /** A refund (negative amount): the card payment it gives back. */
    refundOfId: integer('refund_of_id').references((): AnyPgColumn => transactions.id, {
      onDelete: 'restrict',
    }),
    /** A card payment: how much of it has been refunded (TL). */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2 }).notNull().default('0'),
  },
  (t) => [
    index('transactions_reservation_id_idx').on(t.reservationId),
    // A provider's payment is recorded once, however often its callback arrives.
    uniqueIndex('transactions_provider_reference_unique').on(t.provider, t.providerReference),
    index('transactions_refund_of_id_idx').on(t.refundOfId),
  ],
);

/** 'Manuel Kapatma': closing entries that block a villa's calendar like a booking while active. */
export const externalEntries = pgTable(
  'external_entries',
  {
    id: serial('id').primaryKey(),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    /** active or cancelled. */
    status: text('status').notNull().default('active'),
    startedAt: date('started_at', { mode: 'string' }).notNull(),
    /** Exclusive end (the day the villa is free again). */
    finishedAt: date('finished_at', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_entries_villa_id_idx').on(t.villaId)],
);

/** Messages sent (or, without SMTP_URL, stored for staff to read). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull().default(''),
    /** stored (no SMTP), sent or failed. */
    status: text('status').notNull(),
    error: text('error'),
    /** The lifecycle message this is (jobs' dedupe key): an automated message is sent at most once. */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_reservation_id_idx').on(t.reservationId),
    uniqueIndex('mail_outbox_dedupe_key_unique')
      .on(t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);

/** 'Teklif Hazırla': villas and dates prepared for a customer, shared by a link. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique('offers_token_unique'),
  customerName: text('customer_name').notNull(),
  customerEmail: text('customer_email').notNull().default(''),
  customerPhone: text('customer_phone').notNull().default(''),
  checkIn: date('check_in', { mode: 'string' }).notNull(),
  checkOut: date('check_out', { mode: 'string' }).notNull(),
  guests: integer('guests').notNull().default(2),
  note: text('note').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const offerVillas = pgTable(
  'offer_villas',
  {
    id: serial('id').primaryKey(),
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    villaId: integer('villa_id')
      .notNull()
      .references(() => villas.id, { onDelete: 'cascade' }),
    totalAmount: numeric('total_amount', { precision: 12, scale: 2 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('offer_villas_offer_id_idx').on(t.offerId)],
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
    externalEntryId: integer('external_entry_id').references(() => externalEntries.id, {
      onDelete: 'cascade',
    }),
    icalEventId: integer('ical_event_id').references(() => villaIcalEvents.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('villa_blocks_reservation_id_idx').on(t.reservationId),
    index('villa_blocks_external_entry_id_idx').on(t.externalEntryId),
    index('villa_blocks_ical_event_id_idx').on(t.icalEventId),
  ],
);
