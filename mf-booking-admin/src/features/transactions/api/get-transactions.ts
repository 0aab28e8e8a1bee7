import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import type { TransactionRow } from '@villa/shared/contracts/bookings';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export interface TransactionsFilter {
  page: number;
  method: string;
  status: string;
}

export async function getTransactions(f: TransactionsFilter): Promise<ListEnvelope<TransactionRow>> {
  const take = PAGE_SIZE.transactions;
  const res = await api.get<ListEnvelope<TransactionRow>>('/v1/admin/transactions', {
    params: {
      skip: (f.page - 1) * take,
      take,
      ...(f.method ? { method: f.method } : {}),
      ...(f.status ? { status: f.status } : {}),
    },
  });
  return res.data;
}

export const getTransactionsQueryOptions = (f: TransactionsFilter) =>
  queryOptions({
    queryKey: ['admin', 'transactions', 'list', f],
    queryFn: () => getTransactions(f),
    placeholderData: keepPreviousData,
  });

export function useTransactions(f: TransactionsFilter) {
  return useQuery(getTransactionsQueryOptions(f));
}
