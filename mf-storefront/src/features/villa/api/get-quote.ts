import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getVillaQuote } from '@villa/shared/contracts/routes/villas';

export interface QuoteParams {
  checkin: string;
  checkout: string;
  /** Everyone in the party (adults + children + infants). */
  guests: number;
  adults: number;
  children: number;
  infants: number;
}

export const quoteQuery = (slug: string, p: QuoteParams) => ({
  ...endpointQuery(getVillaQuote, { params: { slug }, query: p }),
  retry: false,
  staleTime: 30_000,
});

export function useQuote(slug: string, p: QuoteParams | null) {
  return useQuery({
    ...quoteQuery(slug, p ?? { checkin: '', checkout: '', guests: 1, adults: 1, children: 0, infants: 0 }),
    enabled: p !== null,
  });
}
