import {
  listTransactions,
  getTransaction,
  refundTransaction,
} from '@villa/shared/contracts/routes/transactions';
import { formatMoney } from '@villa/shared/lib/format/money';
import { useAdminMutation } from '@villa/shared/ui/use-admin-mutation';

/** A card payment refunded (whole or part) through the provider; the list and the row refetch. */
export const useRefundTransaction = () =>
  useAdminMutation(refundTransaction, {
    invalidates: [listTransactions, getTransaction],
    success: (row) => `${formatMoney(Math.abs(row.amount), 'TL', { decimals: 2 })} iade edildi.`,
  });
