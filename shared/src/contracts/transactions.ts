import { z } from 'zod';
import { endpoint } from './endpoint';
import {
  PAYMENT_CURRENCIES,
  transactionCreateSchema,
  transactionMethodSchema,
  transactionRow,
  transactionStatusSchema,
  transactionStatusValueSchema,
} from './bookings';
import { dateRangeFilters, idParams, pagingQuery, queryFilter, recordId } from './fields';
import { refundBody } from './payments';

/**
 * 'Ödemeler' (SPEC §7): payments linked to reservations; recording one updates the reservation's
 * paid and due amounts. Shapes and bodies: ./bookings (transactionRow, transactionCreateSchema).
 */

const tags = ['transactions'];

export const transactionListQuery = pagingQuery(100).extend({
  reservation_id: queryFilter(recordId()),
  method: queryFilter(transactionMethodSchema),
  status: queryFilter(transactionStatusValueSchema),
  ...dateRangeFilters,
});
export type TransactionListQuery = z.output<typeof transactionListQuery>;

export const listTransactions = endpoint({
  method: 'GET',
  path: '/v1/admin/transactions',
  summary: 'Ödemeler (100’er)',
  tags,
  query: transactionListQuery,
  response: z.array(transactionRow),
  total: true,
});

export const getTransaction = endpoint({
  method: 'GET',
  path: '/v1/admin/transactions/{id}',
  summary: 'Ödeme detayı',
  tags,
  params: idParams(),
  response: transactionRow,
});

export const createTransaction = endpoint({
  method: 'POST',
  path: '/v1/admin/transactions',
  summary: 'Ödeme kaydet',
  description: `Para birimleri: ${PAYMENT_CURRENCIES.join(', ')}; tutar günün kuruyla TL’ye çevrilir ve rezervasyonun ödenen tutarına eklenir.`,
  tags,
  body: transactionCreateSchema,
  response: transactionRow,
  status: 201,
});

export const changeTransactionStatus = endpoint({
  method: 'PATCH',
  path: '/v1/admin/transactions/{id}',
  summary: 'Ödeme durumunu değiştir (ör. iade)',
  tags,
  params: idParams(),
  body: transactionStatusSchema,
  response: transactionRow,
});

export const refundTransaction = endpoint({
  method: 'POST',
  path: '/v1/admin/transactions/{id}/refund',
  summary: 'Kart ödemesini iade et (tamamı ya da bir kısmı)',
  description:
    'İade ödeme sağlayıcısı üzerinden yapılır ve eksi tutarlı bir kart ödemesi olarak kaydedilir; ödenen ve kalan tutarlar güncellenir. Ödemeden kalan tutarı aşan iade reddedilir.',
  tags,
  params: idParams(),
  body: refundBody,
  response: transactionRow,
  status: 201,
});
