import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  blankAsAbsent,
  decimal,
  idParams,
  isoDate,
  isoMonth,
  optionalText,
  recordId,
  villaRefSnake,
} from './fields';

/**
 * Owner statements ('Hakediş Ekstresi') and payouts to owners.
 *
 * Definitions (also in the README, "Owners' and the agency's numbers"):
 * - A statement line is a confirmed reservation of one of the owner's villas (the villa's owner today)
 *   whose CHECK-OUT falls in the month (check-in may be in an earlier month). Cancelled and not yet
 *   confirmed stays are not in it.
 * - accommodation: the stay's accommodation amount in TL (without cleaning fee, extra fees and deposit).
 * - commission = round2(accommodation × the rate agreed for the stay (%) / 100): the villa's rate when
 *   the reservation was made or moved to another villa (reservations.commission_rate).
 * - cleaning_fee: the stay's cleaning fee; it goes to the owner's share when the villa's
 *   cleaning_fee_keeper is 'owner' (the default), to the agency when 'agency'.
 * - owner_share = accommodation − commission + (cleaning_fee when the owner keeps it).
 * - received: what the agency received for the stay: its completed payments, in TL.
 * - payouts: the owner payouts paid (paid_on) in the month.
 * - carried: owner shares of every earlier month (stays whose check-out is before the month) minus
 *   every payout paid before the month.
 * - balance = carried + owner_share (the month's lines) − payouts (the month's); a positive balance is
 *   what the agency still owes the owner at the end of the month.
 * All amounts are TL with two decimals (round2 per line, sums rounded again).
 */

const tags = ['owner-statements'];

export const CLEANING_FEE_KEEPERS = ['owner', 'agency'] as const;
export type CleaningFeeKeeper = (typeof CLEANING_FEE_KEEPERS)[number];
export const CLEANING_FEE_KEEPER_LABELS: Record<CleaningFeeKeeper, string> = {
  owner: 'Ev sahibi',
  agency: 'Acente',
};

export const PAYOUT_METHODS = ['bank_transfer', 'cash', 'other'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];
export const PAYOUT_METHOD_LABELS: Record<PayoutMethod, string> = {
  bank_transfer: 'Havale / EFT',
  cash: 'Nakit',
  other: 'Diğer',
};

const optionalOwner = z.preprocess(blankAsAbsent, recordId('Ev sahibi').optional());

export const ownerStatementQuery = z.object({
  month: isoMonth('Ay'),
  owner_id: optionalOwner,
});
export type OwnerStatementQuery = z.input<typeof ownerStatementQuery>;

export const ownerStatementExportQuery = ownerStatementQuery.extend({
  format: z.enum(['xlsx', 'pdf'], { message: 'Biçim xlsx veya pdf olmalı.' }),
});
export type OwnerStatementExportQuery = z.input<typeof ownerStatementExportQuery>;

export const statementOwner = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type StatementOwner = z.infer<typeof statementOwner>;

export const ownerStatementLine = z.object({
  reservation_id: z.number().int(),
  code: z.string(),
  ...villaRefSnake,
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  accommodation: z.number(),
  commission_rate: z.number(),
  commission: z.number(),
  cleaning_fee: z.number(),
  cleaning_fee_keeper: z.enum(CLEANING_FEE_KEEPERS),
  owner_share: z.number(),
  received: z.number(),
});
export type OwnerStatementLine = z.infer<typeof ownerStatementLine>;

export const ownerPayout = z.object({
  id: z.number().int(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  amount: z.number(),
  paid_on: z.string(),
  method: z.enum(PAYOUT_METHODS),
  note: z.string(),
  created_at: z.string(),
});
export type OwnerPayout = z.infer<typeof ownerPayout>;

export const ownerStatementTotals = z.object({
  accommodation: z.number(),
  commission: z.number(),
  cleaning_fee: z.number(),
  owner_share: z.number(),
  received: z.number(),
  payouts: z.number(),
  carried: z.number(),
  balance: z.number(),
});
export type OwnerStatementTotals = z.infer<typeof ownerStatementTotals>;

/**
 * One owner's month (owner set; lines and payouts filled, owners empty), or, for ADMIN without
 * owner_id, every owner's totals: owner null, lines and payouts empty, one row per owner in
 * `owners` (owners with a villa or a payout), totals their sum.
 */
export const ownerStatement = z.object({
  owner: statementOwner.nullable(),
  month: z.string(),
  lines: z.array(ownerStatementLine),
  payouts: z.array(ownerPayout),
  totals: ownerStatementTotals,
  owners: z.array(z.object({ owner: statementOwner, totals: ownerStatementTotals })),
});
export type OwnerStatement = z.infer<typeof ownerStatement>;

export const getOwnerStatement = endpoint({
  method: 'GET',
  path: '/v1/admin/owner-statements',
  summary: 'Hakediş ekstresi: ev sahibinin ayı',
  description:
    'month=YYYY-AA. Satırlar: ev sahibinin villalarının çıkışı o ayda olan onaylı konaklamaları. owner_share = konaklama − komisyon (+ temizlik ücreti ev sahibinde ise); balance = carried (önceki ayların payları − önceki ödemeler) + bu ayın payları − bu ayın ödemeleri. OWNER yalnız kendi ekstresini görür (başka owner_id 403); ADMIN owner_id olmadan her ev sahibinin toplamını (`owners`) alır.',
  tags,
  query: ownerStatementQuery,
  response: ownerStatement,
});

/** Answers a file (xlsx or pdf), sent by the handler; `response` types the statement it is made of. */
export const exportOwnerStatement = endpoint({
  method: 'GET',
  path: '/v1/admin/owner-statements/export',
  summary: 'Hakediş ekstresi dosyası (xlsx veya pdf)',
  description:
    'month=YYYY-AA, format=xlsx|pdf; ADMIN owner_id vermelidir, OWNER kendi ekstresini indirir (başka owner_id 403).',
  tags,
  query: ownerStatementExportQuery,
  response: ownerStatement,
});

export const ownerPayoutListQuery = z.object({
  owner_id: optionalOwner,
  month: z.preprocess(blankAsAbsent, isoMonth('Ay').optional()),
});
export type OwnerPayoutListQuery = z.input<typeof ownerPayoutListQuery>;

export const ownerPayoutBody = z.object({
  owner_id: recordId('Ev sahibi'),
  amount: decimal('Tutar', 0.01, 100_000_000),
  paid_on: isoDate('Ödeme tarihi'),
  method: z.enum(PAYOUT_METHODS, { message: 'Geçerli bir ödeme yöntemi seçin.' }),
  note: optionalText('Not', 500),
});
export type OwnerPayoutBody = z.input<typeof ownerPayoutBody>;
export type OwnerPayoutValues = z.output<typeof ownerPayoutBody>;

export const listOwnerPayouts = endpoint({
  method: 'GET',
  path: '/v1/admin/owner-payouts',
  summary: 'Ev sahibi ödemeleri',
  description: 'owner_id ve month (YYYY-AA) ile süzülür; en yeni ödeme önce, en fazla 1000 kayıt.',
  tags,
  query: ownerPayoutListQuery,
  response: z.array(ownerPayout),
});

export const createOwnerPayout = endpoint({
  method: 'POST',
  path: '/v1/admin/owner-payouts',
  summary: 'Ev sahibine ödeme kaydet',
  tags,
  body: ownerPayoutBody,
  response: ownerPayout,
  status: 201,
});

/** A payout corrected: amount, date, method and note (the owner stays; a wrong owner is deleted and entered again). */
export const ownerPayoutUpdateBody = ownerPayoutBody.omit({ owner_id: true });
export type OwnerPayoutUpdateBody = z.input<typeof ownerPayoutUpdateBody>;
export type OwnerPayoutUpdateValues = z.output<typeof ownerPayoutUpdateBody>;

export const updateOwnerPayout = endpoint({
  method: 'PUT',
  path: '/v1/admin/owner-payouts/{id}',
  summary: 'Ev sahibi ödemesini düzelt',
  description:
    'Tutar, tarih, yöntem ve not düzeltilir; ev sahibi değişmez. Ekstre yeni değerlerle hesaplanır.',
  tags,
  params: idParams('Ödeme'),
  body: ownerPayoutUpdateBody,
  response: ownerPayout,
});

export const deleteOwnerPayout = endpoint({
  method: 'DELETE',
  path: '/v1/admin/owner-payouts/{id}',
  summary: 'Ev sahibi ödemesini sil',
  description: 'Yanlış girilmiş bir ödeme silinir; silinen ödeme yanıtta döner.',
  tags,
  params: idParams('Ödeme'),
  response: ownerPayout,
});
