import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { TransactionMethod, TransactionStatus } from '@villa/shared/contracts/bookings';
import { listTransactions } from '@villa/shared/contracts/routes/transactions';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

export interface TransactionsFilter {
  page: number;
  method: string;
  status: string;
}

/** Every payment, 100 a page (`{ items, total }`); empty filters are left out. */
export const useTransactions = (f: TransactionsFilter) =>
  usePagedQuery(listTransactions, f.page, PAGE_SIZE.transactions, {
    ...(f.method ? { method: f.method as TransactionMethod } : {}),
    ...(f.status ? { status: f.status as TransactionStatus } : {}),
  });
