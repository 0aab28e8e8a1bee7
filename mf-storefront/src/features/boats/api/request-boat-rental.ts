import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { Envelope } from '@villa/shared/contracts/envelope';
import type { BoatCurrency, BoatRentalRequestBody } from '@villa/shared/contracts/boats';

export interface BoatRentalReceipt {
  reservation_id: string;
  boat_name: string;
  status: string;
  started_at: string;
  finished_at: string;
  guests: number;
  total_amount: number | null;
  currency: BoatCurrency;
}

/** POST /v1/boatreservations: the visitor's day-rental request. */
export async function requestBoatRental(body: BoatRentalRequestBody): Promise<BoatRentalReceipt> {
  return (await api.post<Envelope<BoatRentalReceipt>>('/v1/boatreservations', body)).data.content;
}

export function useRequestBoatRental() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: requestBoatRental,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['public', 'boats'] }),
  });
}
