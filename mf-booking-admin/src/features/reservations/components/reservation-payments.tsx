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
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { Card } from '@villa/shared/ui/layout';

const columns: DataColumn<TransactionRow>[] = [
  { accessorKey: 'paidAt', header: 'Tarih', cell: ({ row: { original: t } }) => formatDateTime(t.paidAt) },
  {
    accessorKey: 'method',
    header: 'Yöntem',
    cell: ({ row: { original: t } }) => TRANSACTION_METHOD_LABELS[t.method as TransactionMethod] ?? t.method,
  },
  {
    accessorKey: 'amount',
    header: 'Tutar',
    cell: ({ row: { original: t } }) => formatMoney(t.amount, t.currency, { decimals: 'auto' }),
  },
  {
    accessorKey: 'amountTl',
    header: 'TL karşılığı',
    cell: ({ row: { original: t } }) => formatMoney(t.amountTl, 'TL', { decimals: 2 }),
  },
  {
    accessorKey: 'status',
    header: 'Durum',
    cell: ({ row: { original: t } }) => TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status,
  },
];

/** Loaded with the reservation: nothing to wait for. */
const loaded = { isPending: false, isError: false, refetch: () => undefined };

/** The payments recorded on a reservation. */
export function ReservationPayments({ r }: { r: ReservationDetail }) {
  return (
    <Card style={{ marginBottom: 16 }}>
      <h2 style={{ fontSize: 17, marginTop: 0 }}>Ödemeler</h2>
      <DataTable
        label="Ödemeler"
        query={loaded}
        rows={r.transactions}
        columns={columns}
        rowKey={(t) => t.id}
        empty={<p style={{ opacity: 0.75 }}>Henüz ödeme kaydı yok.</p>}
      />
    </Card>
  );
}
