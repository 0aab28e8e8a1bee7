import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaAvailability } from '@villa/shared/contracts/storefront';

export const availabilityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'villa', slug, 'availability'],
    queryFn: async () =>
      (await api.get<Envelope<VillaAvailability>>(`/v1/villas/${encodeURIComponent(slug)}/availability`)).data
        .content,
  });

export function useAvailability(slug: string) {
  return useQuery(availabilityQuery(slug));
}
