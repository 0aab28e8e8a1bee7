import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { BoatReservation, BoatReservationUpdateBody } from '@villa/shared/contracts/boats';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { boatReservationsQueryKey } from './get-boat-reservations';

export async function updateBoatReservation(input: {
  id: number;
  body: BoatReservationUpdateBody;
}): Promise<BoatReservation> {
  const res = await api.put<Envelope<BoatReservation>>(`/v1/admin/boatreservations/${input.id}`, input.body);
  return res.data.content;
}

/** PUT /v1/admin/boatreservations/{id}: status (and note); a clash of days answers 409. */
export function useUpdateBoatReservation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: updateBoatReservation,
    onSuccess: () => qc.invalidateQueries({ queryKey: boatReservationsQueryKey }),
  });
}
