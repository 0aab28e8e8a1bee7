import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import { homeDataQuery } from '@villa/shared/api/site';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { KeyValue } from '@villa/shared/contracts/site';
import { settingsQueryKey } from './get-settings';

export type SettingsSection = 'exchange' | 'site' | 'contact' | 'social';

/** PUT /v1/admin/{exchange,site,contact,social}/edit */
export async function saveSettings(input: {
  section: SettingsSection;
  values: Record<string, string | number>;
}): Promise<KeyValue[]> {
  const res = await api.put<Envelope<KeyValue[]>>(`/v1/admin/${input.section}/edit`, input.values);
  return res.data.content;
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSuccess: async () => {
      // The public layout (footer, currencies) reads the same settings: refresh it too.
      await Promise.all([
        qc.invalidateQueries({ queryKey: settingsQueryKey }),
        qc.invalidateQueries({ queryKey: homeDataQuery().queryKey }),
      ]);
    },
  });
}
