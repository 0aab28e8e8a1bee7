import { formatMoney } from '@villa/shared/lib/format/money';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';
import { getReservation, listReservations } from '@villa/shared/contracts/routes/bookings';
import { createTransaction, listTransactions } from '@villa/shared/contracts/routes/transactions';

/** Records a payment; the reservation (paid, due) and the payments list are refetched. */
export function useRecordPayment() {
  return useAdminMutation(createTransaction, {
    invalidates: [listReservations, getReservation, listTransactions],
    success: (saved) => `Ödeme kaydedildi: ${formatMoney(saved.amountTl, 'TL', { decimals: 2 })}`,
  });
}
