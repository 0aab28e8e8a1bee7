import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { TransactionCreateBody, TransactionRow } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { reservationsQueryKey } from './get-reservations';

export async function recordPayment(body: TransactionCreateBody): Promise<TransactionRow> {
  const res = await api.post<Envelope<TransactionRow>>('/v1/admin/transactions', body);
  return res.data.content;
}

export function useRecordPayment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: reservationsQueryKey }),
        qc.invalidateQueries({ queryKey: ['admin', 'transactions'] }),
      ]),
  });
}
