import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { listOffers } from '@villa/shared/contracts/routes/offers';

export const OFFERS_PAGE_SIZE = 20;

export const getOffersQueryOptions = (page: number) => ({
  ...endpointQuery(listOffers, {
    query: { skip: (page - 1) * OFFERS_PAGE_SIZE, take: OFFERS_PAGE_SIZE },
  }),
  placeholderData: keepPreviousData,
});

/** Offers prepared so far, newest first, 20 a page. */
export function useOffers(page: number) {
  return useQuery(getOffersQueryOptions(page));
}
