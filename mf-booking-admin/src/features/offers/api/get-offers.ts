import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { OfferRow } from '@villa/shared/contracts/bookings';
import type { ListEnvelope } from '@villa/shared/contracts/envelope';

export const OFFERS_PAGE_SIZE = 20;
export const offersQueryKey = ['admin', 'offers'] as const;

export async function getOffers(page: number): Promise<ListEnvelope<OfferRow>> {
  const res = await api.get<ListEnvelope<OfferRow>>('/v1/admin/offers', {
    params: { skip: (page - 1) * OFFERS_PAGE_SIZE, take: OFFERS_PAGE_SIZE },
  });
  return res.data;
}

export const getOffersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'list', page],
    queryFn: () => getOffers(page),
    placeholderData: keepPreviousData,
  });

/** Offers prepared so far, newest first, 20 a page. */
export function useOffers(page: number) {
  return useQuery(getOffersQueryOptions(page));
}
