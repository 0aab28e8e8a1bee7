import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { TransactionMethod, TransactionStatus } from '@villa/shared/contracts/bookings';
import { listTransactions } from '@villa/shared/contracts/routes/transactions';

export interface TransactionsFilter {
  page: number;
  method: string;
  status: string;
}

export const getTransactionsQueryOptions = (f: TransactionsFilter) => {
  const take = PAGE_SIZE.transactions;
  return {
    ...endpointQuery(listTransactions, {
      query: {
        skip: (f.page - 1) * take,
        take,
        ...(f.method ? { method: f.method as TransactionMethod } : {}),
        ...(f.status ? { status: f.status as TransactionStatus } : {}),
      },
    }),
    placeholderData: keepPreviousData,
  };
};

export function useTransactions(f: TransactionsFilter) {
  return useQuery(getTransactionsQueryOptions(f));
}
