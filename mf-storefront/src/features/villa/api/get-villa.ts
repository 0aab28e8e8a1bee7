import { useQuery } from '@tanstack/react-query';
import { apiErrorStatus } from '@villa/shared/api/client';
import { endpointQuery } from '@villa/shared/api/request';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { getPublicVilla } from '@villa/shared/contracts/routes/villas';
import { criticalData } from '@villa/shared/lib/critical-data';

export const villaQuery = (slug: string) => ({
  ...endpointQuery(getPublicVilla, { params: { slug } }),
  retry: (count: number, error: unknown) => apiErrorStatus(error) !== 404 && count < 1,
});

/** The villa; on the page the visitor landed on, first from the server's HTML (no second request). */
export function useVilla(slug: string) {
  return useQuery({ ...villaQuery(slug), initialData: () => criticalData<VillaDetail>('villa', slug) });
}
