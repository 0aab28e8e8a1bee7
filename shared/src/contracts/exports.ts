import { z } from 'zod';
import { reservationListQuery, reservationRow, transactionRow } from './bookings';
import { endpoint } from './endpoint';
import { transactionListQuery } from './transactions';

/**
 * 'Excel'e aktar': the reservations and payments lists as .xlsx files, with the list's own query
 * (same filters and order; paging ignored, up to EXPORT_MAX_ROWS rows) and its access rules. Turkish
 * column names, dates as dd.MM.yyyy, amounts as numbers with two decimals. The handler sends the
 * file; the document keeps the rows as the JSON answer's shape.
 */

/** The most rows an export holds. */
export const EXPORT_MAX_ROWS = 10_000;

export const exportReservations = endpoint({
  method: 'GET',
  path: '/v1/admin/reservations/export',
  summary: 'Villa rezervasyonlarını Excel’e aktar',
  description:
    'Listenin sorgu parametreleriyle (skip/take yok sayılır, en fazla 10.000 satır). OWNER yalnız kendi villalarının rezervasyonlarını alır.',
  tags: ['reservations'],
  query: reservationListQuery,
  response: z.array(reservationRow),
});

export const exportTransactions = endpoint({
  method: 'GET',
  path: '/v1/admin/transactions/export',
  summary: 'Ödemeleri Excel’e aktar',
  description: 'Listenin sorgu parametreleriyle (skip/take yok sayılır, en fazla 10.000 satır).',
  tags: ['transactions'],
  query: transactionListQuery,
  response: z.array(transactionRow),
});
