import { useEndpointMutation } from '@villa/shared/api/request';
import {
  changeReservationStatus,
  getReservation,
  listReservations,
} from '@villa/shared/contracts/routes/bookings';

/** PATCH a reservation's status; the list and the detail are refetched. */
export function useChangeStatus() {
  return useEndpointMutation(changeReservationStatus, { invalidates: [listReservations, getReservation] });
}
