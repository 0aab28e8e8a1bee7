import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { PaymentPage } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';

export async function getPayment(token: string): Promise<PaymentPage> {
  const res = await api.get<Envelope<PaymentPage>>(`/v1/payment/${encodeURIComponent(token)}`);
  return res.data.content;
}

export const getPaymentQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['public', 'payment', token], queryFn: () => getPayment(token), retry: false });

export function usePayment(token: string) {
  return useQuery(getPaymentQueryOptions(token));
}
