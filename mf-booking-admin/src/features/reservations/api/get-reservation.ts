import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '@villa/shared/api/request';
import { getReservation } from '@villa/shared/contracts/routes/bookings';

export const getReservationQueryOptions = (id: number) => endpointQuery(getReservation, { params: { id } });

export function useReservation(id: number) {
  return useQuery(getReservationQueryOptions(id));
}
