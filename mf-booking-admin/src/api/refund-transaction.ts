import {
  listTransactions,
  getTransaction,
  refundTransaction,
} from '@villa/shared/contracts/routes/transactions';
import { getReservation } from '@villa/shared/contracts/routes/bookings';
import { formatMoney } from '@villa/shared/lib/format/money';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/**
 * A card payment refunded (whole or part) through the provider (ADMIN): Ödemeler and the
 * reservation's payments refetch. Shared by the transactions and reservations features.
 */
export const useRefundTransaction = () =>
  useAdminMutation(refundTransaction, {
    invalidates: [listTransactions, getTransaction, getReservation],
    success: (row) => `${formatMoney(Math.abs(row.amount), 'TL', { decimals: 2 })} iade edildi.`,
  });
