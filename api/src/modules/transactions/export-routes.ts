import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionMethod,
  type TransactionRow,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { EXPORT_MAX_ROWS, exportTransactions } from '@villa/shared/contracts/exports';
import { ADMIN_ONLY, registerRoute, UNDOCUMENTED } from '../../lib/route-kit.ts';
import { sendListWorkbook, type ExportColumn } from '../../lib/xlsx-export.ts';
import * as repo from './repository.ts';

const columns: ExportColumn<TransactionRow>[] = [
  { header: 'Ödeme tarihi', kind: 'date', value: (t) => t.paidAt },
  { header: 'Rezervasyon kodu', value: (t) => t.reservationCode },
  { header: 'Misafir', width: 24, value: (t) => t.customerName },
  { header: 'Villa', width: 28, value: (t) => t.villaName },
  { header: 'Tutar', kind: 'money', value: (t) => t.amount },
  { header: 'Para birimi', width: 10, value: (t) => t.currency },
  { header: 'Tutar (TL)', kind: 'money', value: (t) => t.amountTl },
  { header: 'Yöntem', value: (t) => TRANSACTION_METHOD_LABELS[t.method as TransactionMethod] ?? t.method },
  { header: 'Durum', value: (t) => TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status },
  { header: 'Not', width: 30, value: (t) => t.note },
  { header: 'Kayıt tarihi', kind: 'date', value: (t) => t.createdAt },
];

/** 'Excel'e aktar' of the payments list (ADMIN): the list's query, every matching row up to EXPORT_MAX_ROWS. */
export const transactionsExportRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(
    app,
    exportTransactions,
    ADMIN_ONLY,
    async ({ query }, reply) => {
      const { items } = await repo.listTransactions(app.db, { ...query, skip: 0, take: EXPORT_MAX_ROWS });
      return sendListWorkbook(reply, { sheet: 'Ödemeler', fileBase: 'odemeler', columns, rows: items });
    },
    UNDOCUMENTED,
  );
};
