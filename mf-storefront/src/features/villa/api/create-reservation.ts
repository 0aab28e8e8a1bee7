import { useEndpointMutation } from '@villa/shared/api/request';
import { requestReservation } from '@villa/shared/contracts/routes/public-reservations';
import { getPublicVilla, getVillaAvailability } from '@villa/shared/contracts/routes/villas';

/** POST /v1/reservations; the villa and its calendar are read again afterwards. */
export function useCreateReservation() {
  return useEndpointMutation(requestReservation, { invalidates: [getPublicVilla, getVillaAvailability] });
}
