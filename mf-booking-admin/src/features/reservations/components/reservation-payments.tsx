import { useState } from 'react';
import {
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  type ReservationDetail,
  type TransactionMethod,
  type TransactionRow,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';
import { CardPaymentDetails } from '../../../components/card-payment-details';
import { RefundDialog } from '../../../components/refund-dialog';

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
};

const right = { textAlign: 'right', whiteSpace: 'nowrap' } as const;
const rightHeader = (text: string) => () => (
  <span style={{ display: 'block', textAlign: 'right' }}>{text}</span>
);

const columns: DataColumn<TransactionRow>[] = [
  {
    accessorKey: 'paidAt',
    header: 'Tarih',
    cell: ({ row: { original: t } }) => (
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.paidAt)}</span>
    ),
  },
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
      <div style={right}>
        {formatMoney(t.amount, t.currency, { decimals: 'auto' })}
        {t.refundable !== null && t.refundable < t.amount ? (
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
      <div style={right}>{formatMoney(t.amountTl, 'TL', { decimals: 2 })}</div>
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

/** Loaded with the reservation: nothing to wait for. */
const loaded = { isPending: false, isError: false, refetch: () => undefined };

/**
 * The payments recorded on a reservation: card payments with their provider, reference, last four
 * and installments, refunds as 'Kart iadesi'. ADMIN refunds a card payment (whole or part) from
 * here; OWNER sees the payments only (the server refuses the refund to anyone but ADMIN too).
 */
export function ReservationPayments({ r, canRefund }: { r: ReservationDetail; canRefund: boolean }) {
  const [refunding, setRefunding] = useState<TransactionRow | null>(null);
  return (
    <Card style={{ marginBottom: 16 }}>
      <h2 style={{ fontSize: 17, marginTop: 0 }}>Ödemeler</h2>
      <DataTable
        label="Ödemeler"
        query={loaded}
        rows={r.transactions}
        columns={columns}
        rowKey={(t) => t.id}
        rowTestId="reservation-payment-row"
        actions={
          canRefund
            ? (t) =>
                t.refundable !== null && t.refundable > 0 ? (
                  <RowActions>
                    <Button $variant="secondary" $size="sm" onClick={() => setRefunding(t)}>
                      İade et
                    </Button>
                  </RowActions>
                ) : null
            : undefined
        }
        empty={<p style={{ opacity: 0.75 }}>Henüz ödeme kaydı yok.</p>}
      />
      {canRefund ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Card>
  );
}
