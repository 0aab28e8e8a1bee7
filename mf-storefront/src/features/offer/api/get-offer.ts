import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getPublicOffer } from '@villa/shared/contracts/routes/offers';

export type { PublicOffer } from '@villa/shared/contracts/offers';

/** A prepared offer, by its secret link's token. */
export const offerQuery = (token: string) => ({
  ...endpointQuery(getPublicOffer, { query: { client: 'true', token } }),
  retry: false,
});

export function useOffer(token: string) {
  return useQuery(offerQuery(token));
}
