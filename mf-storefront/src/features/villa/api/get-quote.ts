import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { StayQuote } from '@villa/shared/contracts/reservations';

export interface QuoteParams {
  checkin: string;
  checkout: string;
  guests: number;
}

export const quoteQuery = (slug: string, p: QuoteParams) =>
  queryOptions({
    queryKey: ['public', 'villa', slug, 'quote', p],
    queryFn: async () =>
      (await api.get<Envelope<StayQuote>>(`/v1/villas/${encodeURIComponent(slug)}/quote`, { params: p })).data
        .content,
    retry: false,
    staleTime: 30_000,
  });

export function useQuote(slug: string, p: QuoteParams | null) {
  return useQuery({
    ...quoteQuery(slug, p ?? { checkin: '', checkout: '', guests: 1 }),
    enabled: p !== null,
  });
}
