import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, apiErrorStatus } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { criticalData } from '@villa/shared/lib/critical-data';

export const villaQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'villa', slug],
    queryFn: async () =>
      (await api.get<Envelope<VillaDetail>>(`/v1/villas/${encodeURIComponent(slug)}`)).data.content,
    retry: (count, error) => apiErrorStatus(error) !== 404 && count < 1,
  });

/** The villa; on the page the visitor landed on, first from the server's HTML (no second request). */
export function useVilla(slug: string) {
  return useQuery({ ...villaQuery(slug), initialData: () => criticalData<VillaDetail>('villa', slug) });
}
