import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@villa/shared/api/client';
import type { BoatReservation } from '@villa/shared/contracts/boats';
import type { Envelope } from '@villa/shared/contracts/envelope';
import { boatReservationsQueryKey } from './get-boat-reservations';

export async function getBoatReservation(id: number): Promise<BoatReservation> {
  const res = await api.get<Envelope<BoatReservation>>(`/v1/admin/boatreservations/${id}`);
  return res.data.content;
}

export const getBoatReservationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...boatReservationsQueryKey, 'detail', id],
    queryFn: () => getBoatReservation(id),
  });

export function useBoatReservation(id: number | null) {
  return useQuery({ ...getBoatReservationQueryOptions(id ?? 0), enabled: id !== null });
}
