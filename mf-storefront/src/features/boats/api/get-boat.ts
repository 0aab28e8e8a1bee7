import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { PublicBoatDetail } from '@villa/shared/contracts/boats';

/** GET /v1/searchboats/{slug}?client=true. */
export async function getPublicBoat(slug: string): Promise<PublicBoatDetail> {
  return (
    await api.get<Envelope<PublicBoatDetail>>(`/v1/searchboats/${encodeURIComponent(slug)}`, {
      params: { client: 'true' },
    })
  ).data.content;
}

export const publicBoatQuery = (slug: string) =>
  queryOptions({ queryKey: ['public', 'boats', 'detail', slug], queryFn: () => getPublicBoat(slug) });

export const usePublicBoat = (slug: string) => useQuery(publicBoatQuery(slug));
