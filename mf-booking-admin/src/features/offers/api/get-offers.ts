import { listOffers } from '@villa/shared/contracts/routes/offers';
import { usePagedQuery } from '@villa/shared/ui/use-paged-list';

export const OFFERS_PAGE_SIZE = 20;

/** Offers prepared so far, newest first, 20 a page. */
export const useOffers = (page: number) => usePagedQuery(listOffers, page, OFFERS_PAGE_SIZE);
