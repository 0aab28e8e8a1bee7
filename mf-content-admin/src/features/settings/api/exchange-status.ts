import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { homeDataQuery } from '@villa/shared/api/site';
import { getExchangeRateStatus, refreshExchangeRates } from '@villa/shared/contracts/routes/exchange-rates';
import { getExchangeRates } from '@villa/shared/contracts/routes/settings';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** Where the rates came from (TCMB or by hand), the bulletin date and the last fetch. */
export const useExchangeStatus = () => useQuery(endpointQuery(getExchangeRateStatus));

/** 'TCMB'den güncelle': fetches now; the form and the storefront's currencies follow. */
export function useRefreshExchange() {
  const qc = useQueryClient();
  return useAdminMutation(refreshExchangeRates, {
    invalidates: [getExchangeRateStatus, getExchangeRates],
    success: 'Kurlar TCMB’den güncellendi.',
    onSuccess: () => qc.invalidateQueries({ queryKey: homeDataQuery().queryKey }),
    onError: () => qc.invalidateQueries({ queryKey: endpointQuery(getExchangeRateStatus).queryKey }),
  });
}
