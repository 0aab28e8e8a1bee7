import { useQueryClient } from '@tanstack/react-query';
import { homeDataQuery } from '@villa/shared/api/site';
import {
  editContactSettings,
  editExchangeRates,
  editSiteSettings,
  editSocialSettings,
  getExchangeRates,
  getOtherSettings,
} from '@villa/shared/contracts/routes/settings';
import { getExchangeRateStatus } from '@villa/shared/contracts/routes/exchange-rates';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

export const SETTINGS_ROUTES = {
  exchange: editExchangeRates,
  site: editSiteSettings,
  contact: editContactSettings,
  social: editSocialSettings,
};
export type SettingsSection = keyof typeof SETTINGS_ROUTES;

/** Saves one section (PUT /v1/admin/{section}/edit); a component saves one section only. */
export function useSaveSettings(section: SettingsSection) {
  const qc = useQueryClient();
  return useAdminMutation(SETTINGS_ROUTES[section] as typeof editSiteSettings, {
    invalidates: [getExchangeRates, getOtherSettings, getExchangeRateStatus],
    success: 'Ayarlar kaydedildi.',
    // The public layout (footer, currencies) reads the same settings: refresh it too.
    onSuccess: () => qc.invalidateQueries({ queryKey: homeDataQuery().queryKey }),
  });
}
