import { useEndpointMutation } from '@villa/shared/api/request';
import type { BoatRentalReceipt } from '@villa/shared/contracts/boats';
import { getPublicBoat, requestBoatRental, searchPublicBoats } from '@villa/shared/contracts/routes/boats';

export type { BoatRentalReceipt };

/** POST /v1/boatreservations: the visitor's day-rental request; the boats' days are read again. */
export const useRequestBoatRental = () =>
  useEndpointMutation(requestBoatRental, { invalidates: [searchPublicBoats, getPublicBoat] });
