import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { OfferCreateBody, OfferCreated } from '@villa/shared/contracts/bookings';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { offersQueryKey } from './get-offers';

export async function createOffer(body: OfferCreateBody): Promise<OfferCreated> {
  const res = await api.post<Envelope<OfferCreated>>('/v1/admin/offers', body);
  return res.data.content;
}

export function useCreateOffer() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => qc.invalidateQueries({ queryKey: [...offersQueryKey, 'list'] }),
  });
}
