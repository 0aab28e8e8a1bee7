import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeyOf, request } from '@villa/shared/api/request';
import type { OfferPreviewBody } from '@villa/shared/contracts/bookings';
import { previewOffer } from '@villa/shared/contracts/routes/offers';

/** A POST that reads (nothing is saved): cached as a query by its body. */
export const previewOfferQueryOptions = (body: OfferPreviewBody) =>
  queryOptions({
    queryKey: queryKeyOf(previewOffer, { body }),
    queryFn: ({ signal }) => request(previewOffer, { body }, { signal }),
    retry: false,
  });

/** Each picked villa's total for the stay (or why it cannot be offered), before saving. */
export function usePreviewOffer(body: OfferPreviewBody | null) {
  return useQuery({
    ...previewOfferQueryOptions(body ?? { checkIn: '', checkOut: '', guests: 1, villaIds: [] }),
    enabled: body !== null,
  });
}
