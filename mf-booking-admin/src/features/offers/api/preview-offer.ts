import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { OfferPreviewBody, OfferQuoteLine } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { offersQueryKey } from './get-offers';

export async function previewOffer(body: OfferPreviewBody): Promise<OfferQuoteLine[]> {
  const res = await api.post<Envelope<OfferQuoteLine[]>>('/v1/admin/offers/preview', body);
  return res.data.content;
}

export const previewOfferQueryOptions = (body: OfferPreviewBody) =>
  queryOptions({
    queryKey: [...offersQueryKey, 'preview', body],
    queryFn: () => previewOffer(body),
    retry: false,
  });

/** Each picked villa's total for the stay (or why it cannot be offered), before saving. */
export function usePreviewOffer(body: OfferPreviewBody | null) {
  return useQuery({
    ...previewOfferQueryOptions(body ?? { checkIn: '', checkOut: '', guests: 1, villaIds: [] }),
    enabled: body !== null,
  });
}
