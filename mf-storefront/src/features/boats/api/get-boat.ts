import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getPublicBoat } from '@villa/shared/contracts/routes/boats';

/** GET /v1/searchboats/{slug}?client=true. */
export const publicBoatQuery = (slug: string) =>
  endpointQuery(getPublicBoat, { params: { slug }, query: { client: 'true' } });

export const usePublicBoat = (slug: string) => useQuery(publicBoatQuery(slug));
