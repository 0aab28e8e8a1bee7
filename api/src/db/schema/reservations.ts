import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  at,
  blankText,
  createdAt,
  currency,
  customer,
  id,
  money,
  moneyOrZero,
  optionalRef,
  ref,
  sortOrder,
  span,
  stay,
  timestamps,
  whole,
} from '../columns.ts';
import { createdBy, users } from './users.ts';
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
    id: id(),
    reservationCode: text('reservation_code').notNull().unique('reservations_code_unique'),
    villaId: ref('villa_id', () => villas.id, 'restrict'),
    status: text('status').notNull().default('new'),
    ...customer(),
    ...stay(),
    guests: whole('guests', 1),
    adults: whole('adults', 1),
    children: whole('children', 0),
    /** Under 2: in `guests`, counted in the capacity only where the villa says so. */
    infants: whole('infants', 0),
    /** Amounts in TL, computed on the server from the price periods (see modules/pricing). */
    nights: whole('nights', 0),
    accommodationAmount: moneyOrZero('accommodation_amount'),
    cleaningFee: moneyOrZero('cleaning_fee'),
    extraFees: moneyOrZero('extra_fees'),
    totalAmount: moneyOrZero('total_amount'),
    prepaymentAmount: moneyOrZero('prepayment_amount'),
    paidAmount: moneyOrZero('paid_amount'),
    deposit: moneyOrZero('deposit'),
    /**
     * The agency's commission percent agreed for this stay: the villa's rate when the reservation
     * was made (or moved to another villa). Owner statements use it, so a later change of the
     * villa's rate never rewrites past statements. Null only for rows older than the column whose
     * villa had no rate; those fall back to the villa's rate.
     */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }),
    /** Unpaid option (awaiting_prepayment) is released after this moment by a scheduled job. */
    optionExpiresAt: at('option_expires_at'),
    /** web, staff or offer. */
    source: text('source').notNull().default('web'),
    note: blankText('note'),
    staffNote: blankText('staff_note'),
    kvkkConsentAt: at('kvkk_consent_at'),
    /** Secret of the payment-link page. */
    paymentToken: text('payment_token').unique('reservations_payment_token_unique'),
    createdBy: createdBy(),
    ...timestamps(),
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
    id: id(),
    reservationId: ref('reservation_id', () => reservations.id, 'cascade'),
    userId: optionalRef('user_id', () => users.id, 'set null'),
    action: text('action').notNull(),
    message: blankText('message'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('reservation_logs_reservation_id_idx').on(t.reservationId)],
);

/** Payments recorded against a reservation (card, bank transfer, cash). */
export const transactions = pgTable(
  'transactions',
  {
    id: id(),
    reservationId: ref('reservation_id', () => reservations.id, 'restrict'),
    amount: money('amount').notNull(),
    currency: currency(),
    /** The amount in TL at the rate of the day it was recorded. */
    amountTl: money('amount_tl').notNull(),
    /** card, bank_transfer or cash. */
    method: text('method').notNull(),
    /** completed, pending, failed or refunded. */
    status: text('status').notNull().default('completed'),
    paidAt: at('paid_at').notNull().defaultNow(),
    note: blankText('note'),
    createdBy: createdBy(),
    createdAt: createdAt(),
    /** Card payments (issue 14): the provider (iyzico) and its payment reference (paymentId). */
    provider: text('provider'),
    providerReference: text('provider_reference'),
    installments: integer('installments'),
    cardLastFour: text('card_last_four'),
    /** A refund (negative amount): the card payment it gives back. */
    refundOfId: optionalRef('refund_of_id', (): AnyPgColumn => transactions.id, 'restrict'),
    /** A card payment: how much of it has been refunded (TL). */
    refundedAmount: moneyOrZero('refunded_amount'),
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
    id: id(),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    /** active or cancelled. */
    status: text('status').notNull().default('active'),
    /** The end is exclusive (the day the villa is free again). */
    ...span(),
    note: blankText('note'),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [index('external_entries_villa_id_idx').on(t.villaId)],
);

/** Messages sent (or, without SMTP_URL, stored for staff to read). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    reservationId: optionalRef('reservation_id', () => reservations.id, 'set null'),
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: blankText('text'),
    /** stored (no SMTP), sent or failed. */
    status: text('status').notNull(),
    error: text('error'),
    /** The lifecycle message this is (jobs' dedupe key): an automated message is sent at most once. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
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
  id: id(),
  token: text('token').notNull().unique('offers_token_unique'),
  ...customer(),
  ...stay(),
  guests: whole('guests', 2),
  note: blankText('note'),
  expiresAt: at('expires_at'),
  createdBy: createdBy(),
  createdAt: createdAt(),
});

export const offerVillas = pgTable(
  'offer_villas',
  {
    id: id(),
    offerId: ref('offer_id', () => offers.id, 'cascade'),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    totalAmount: money('total_amount').notNull(),
    sortOrder: sortOrder(),
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
    id: id(),
    villaId: ref('villa_id', () => villas.id, 'cascade'),
    period: daterange('period').notNull(),
    kind: text('kind').notNull(),
    reservationId: optionalRef('reservation_id', () => reservations.id, 'cascade'),
    externalEntryId: optionalRef('external_entry_id', () => externalEntries.id, 'cascade'),
    icalEventId: optionalRef('ical_event_id', () => villaIcalEvents.id, 'cascade'),
    note: blankText('note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('villa_blocks_reservation_id_idx').on(t.reservationId),
    index('villa_blocks_external_entry_id_idx').on(t.externalEntryId),
    index('villa_blocks_ical_event_id_idx').on(t.icalEventId),
  ],
);
