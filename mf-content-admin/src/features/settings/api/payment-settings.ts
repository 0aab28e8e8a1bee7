import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getPaymentSettings, savePaymentSettings } from '@villa/shared/contracts/routes/payments';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** 'Ödeme Ayarları' as the server shows them: the keys only as set/masked. */
export const usePaymentSettings = () => useQuery(endpointQuery(getPaymentSettings));

export const useSavePaymentSettings = () =>
  useAdminMutation(savePaymentSettings, {
    invalidates: [getPaymentSettings],
    success: 'Ödeme ayarları kaydedildi.',
  });
