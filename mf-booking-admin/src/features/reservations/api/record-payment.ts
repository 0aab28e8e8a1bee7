import { useEndpointMutation } from '@villa/shared/api/request';
import { getReservation, listReservations } from '@villa/shared/contracts/routes/bookings';
import { createTransaction, listTransactions } from '@villa/shared/contracts/routes/transactions';

/** Records a payment; the reservation (paid, due) and the payments list are refetched. */
export function useRecordPayment() {
  return useEndpointMutation(createTransaction, {
    invalidates: [listReservations, getReservation, listTransactions],
  });
}
