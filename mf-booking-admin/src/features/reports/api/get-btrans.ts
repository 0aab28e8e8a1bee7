import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getBtransReport } from '@villa/shared/contracts/routes/reports';

export const getBtransQueryOptions = (month: string) => ({
  ...endpointQuery(getBtransReport, { query: { month } }),
  placeholderData: keepPreviousData,
});

/** The month's confirmed stays for the BTrans notification and the ones left out. */
export function useBtrans(month: string) {
  return useQuery(getBtransQueryOptions(month));
}
