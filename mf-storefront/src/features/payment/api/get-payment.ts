import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getPaymentPage } from '@villa/shared/contracts/routes/public-reservations';

export const getPaymentQueryOptions = (token: string) => ({
  ...endpointQuery(getPaymentPage, { params: { token } }),
  retry: false,
});

export function usePayment(token: string) {
  return useQuery(getPaymentQueryOptions(token));
}
