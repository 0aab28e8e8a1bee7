import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { VillaAvailability } from '@villa/shared/contracts/storefront';
import { criticalData } from '@villa/shared/lib/critical-data';
import { availabilityPath } from '@villa/shared/ui/critical-ids';

export const availabilityQuery = (slug: string) =>
  queryOptions({
    queryKey: ['public', 'villa', slug, 'availability'],
    queryFn: async () => (await api.get<Envelope<VillaAvailability>>(availabilityPath(slug))).data.content,
  });

/** The villa's booked days; on the page the visitor landed on, first from the server's HTML. */
export function useAvailability(slug: string) {
  return useQuery({
    ...availabilityQuery(slug),
    initialData: () => criticalData<VillaAvailability>('api', availabilityPath(slug)),
  });
}
