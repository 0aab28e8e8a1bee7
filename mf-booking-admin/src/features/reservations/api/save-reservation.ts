import { useEndpointMutation } from '@villa/shared/api/request';
import {
  createReservation,
  getReservation,
  listReservations,
  updateReservation,
} from '@villa/shared/contracts/routes/bookings';

const invalidates = [listReservations, getReservation];

/** Creating and editing a reservation (the amounts are computed on the server). */
export function useSaveReservation() {
  const create = useEndpointMutation(createReservation, { invalidates });
  const update = useEndpointMutation(updateReservation, { invalidates });
  return { create, update, isPending: create.isPending || update.isPending };
}
