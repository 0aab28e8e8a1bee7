import {
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionMethod,
  type TransactionRow,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge } from '@villa/shared/ui/feedback';
import { CardPaymentDetails } from './card-payment-details';
import { RIGHT_CELL, rightHeader } from './table-cells';

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
};

/** 'Tarih': when the payment was made. */
export const paidAtColumn: DataColumn<TransactionRow> = {
  accessorKey: 'paidAt',
  header: 'Tarih',
  cell: ({ row: { original: t } }) => (
    <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.paidAt)}</span>
  ),
};

/**
 * The columns after the payment's own: 'Yöntem' (a refund as 'Kart iadesi', a card payment with its
 * provider details), 'Tutar' (with what is left to refund when `refundableLeft`), 'TL karşılığı', 'Durum'.
 */
export function paymentColumns({
  refundableLeft,
}: {
  refundableLeft: boolean;
}): DataColumn<TransactionRow>[] {
  return [
    {
      accessorKey: 'method',
      header: 'Yöntem',
      cell: ({ row: { original: t } }) => (
        <>
          {t.refundOfId !== null
            ? 'Kart iadesi'
            : (TRANSACTION_METHOD_LABELS[t.method as TransactionMethod] ?? t.method)}
          {t.provider ? <CardPaymentDetails t={t} /> : null}
        </>
      ),
    },
    {
      accessorKey: 'amount',
      header: rightHeader('Tutar'),
      cell: ({ row: { original: t } }) => (
        <div style={RIGHT_CELL}>
          {formatMoney(t.amount, t.currency, { decimals: 'auto' })}
          {refundableLeft && t.refundable !== null && t.refundable < t.amount ? (
            <div style={{ opacity: 0.75, fontSize: 12 }} data-testid="refundable-left">
              İade edilebilir: {formatMoney(t.refundable, 'TL', { decimals: 2 })}
            </div>
          ) : null}
        </div>
      ),
    },
    {
      accessorKey: 'amountTl',
      header: rightHeader('TL karşılığı'),
      cell: ({ row: { original: t } }) => (
        <div style={RIGHT_CELL}>{formatMoney(t.amountTl, 'TL', { decimals: 2 })}</div>
      ),
    },
    {
      accessorKey: 'status',
      header: 'Durum',
      cell: ({ row: { original: t } }) => (
        <Badge $tone={TONE[t.status] ?? 'neutral'}>
          {TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status}
        </Badge>
      ),
    },
  ];
}

/** The row action of a payment with something left to refund: 'İade et'. */
export const refundAction = (onRefund: (t: TransactionRow) => void) => (t: TransactionRow) =>
  t.refundable !== null && t.refundable > 0 ? (
    <RowActions>
      <Button $variant="secondary" $size="sm" onClick={() => onRefund(t)}>
        İade et
      </Button>
    </RowActions>
  ) : null;
