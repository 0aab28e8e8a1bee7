import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';

/** GET /v1/offer?client=true&token= (owned by the bookings area): a prepared offer. */
export interface PublicOffer {
  customerName: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  expiresAt: string | null;
  villas: Array<{
    villaId: number;
    slug: string;
    name: string;
    thumbnail: string;
    totalAmount: number | string;
    capacity: number;
    townName: string;
  }>;
}

export const offerQuery = (token: string) =>
  queryOptions({
    queryKey: ['public', 'offer', token],
    queryFn: async () =>
      (await api.get<Envelope<PublicOffer>>('/v1/offer', { params: { client: 'true', token } })).data.content,
    retry: false,
  });

export function useOffer(token: string) {
  return useQuery(offerQuery(token));
}
