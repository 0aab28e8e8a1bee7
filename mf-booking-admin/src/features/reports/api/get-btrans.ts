import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BtransReport } from '@villa/shared/contracts/reports';

export async function getBtrans(month: string): Promise<BtransReport> {
  const res = await api.get<Envelope<BtransReport>>('/v1/admin/reports/btrans', { params: { month } });
  return res.data.content;
}

export const getBtransQueryOptions = (month: string) =>
  queryOptions({
    queryKey: ['admin', 'reports', 'btrans', month],
    queryFn: () => getBtrans(month),
    placeholderData: keepPreviousData,
  });

/** The month's confirmed stays for the BTrans notification and the ones left out. */
export function useBtrans(month: string) {
  return useQuery(getBtransQueryOptions(month));
}
