import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import type { VillaAvailability } from '@villa/shared/contracts/storefront';
import { getVillaAvailability } from '@villa/shared/contracts/routes/villas';
import { criticalData } from '@villa/shared/lib/critical-data';
import { availabilityPath } from '@villa/shared/ui/critical-ids';

export const availabilityQuery = (slug: string) => endpointQuery(getVillaAvailability, { params: { slug } });

/** The villa's booked days; on the page the visitor landed on, first from the server's HTML. */
export function useAvailability(slug: string) {
  return useQuery({
    ...availabilityQuery(slug),
    initialData: () => criticalData<VillaAvailability>('api', availabilityPath(slug)),
  });
}
