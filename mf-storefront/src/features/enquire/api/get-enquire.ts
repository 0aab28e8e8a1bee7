import { useMutation } from '@tanstack/react-query';
import { request } from '@villa/shared/api/request';
import type { EnquireQuery } from '@villa/shared/contracts/public-reservations';
import { enquireReservation } from '@villa/shared/contracts/routes/public-reservations';

export const getEnquire = (query: EnquireQuery) => request(enquireReservation, { query });

/** A look-up the visitor starts with a button, so it is a mutation (not cached under a key). */
export function useEnquire() {
  return useMutation({ mutationFn: getEnquire });
}
