import { Link } from '@villa/shared/parcel/router';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  TRANSACTION_METHODS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type TransactionRow,
} from '@villa/shared/contracts/bookings';
import { useState } from 'react';
import { DataTable, type DataColumn } from '@villa/shared/ui/data-table';
import { EmptyState } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { paidAtColumn, paymentColumns, refundAction } from '../../../components/payment-columns';
import { RefundDialog } from '../../../components/refund-dialog';
import { FilterSelect, ROW_FILTER_LABEL } from '../../../components/filter-select';
import { choicesOf } from '@villa/shared/ui/list-toolbar';
import { useUrlFilter } from '@villa/shared/ui/use-url-filter';
import { subLineColumn } from '../../../components/table-cells';
import { useTransactions } from '../api/get-transactions';
import { TransactionsExport } from './transactions-export';

const columns: DataColumn<TransactionRow>[] = [
  paidAtColumn,
  {
    accessorKey: 'reservationCode',
    header: 'Rezervasyon',
    cell: ({ row: { original: t } }) => (
      <Link to={`/reservations/villa/${t.reservationId}`}>{t.reservationCode}</Link>
    ),
  },
  subLineColumn<TransactionRow>('customerName', 'Müşteri / Villa', (t) => t.villaName),
  ...paymentColumns({ refundableLeft: false }),
];

/** 'Ödemeler': every payment, 100 a page, each linked to its reservation. */
export function TransactionsScreen() {
  const { page, get, bind, paged } = useUrlFilter();
  const filter = { page, method: get('method'), status: get('status') };
  const list = useTransactions(filter);
  const [refunding, setRefunding] = useState<TransactionRow | null>(null);

  return (
    <>
      <PageHeader
        title="Ödemeler"
        description="Rezervasyonlara kaydedilen ödemeler ve kartla alınanlar. Yeni ödeme, rezervasyonun detayından kaydedilir; kart ödemeleri buradan iade edilir."
        actions={<TransactionsExport filter={filter} />}
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <FilterSelect
            label="Yöntem"
            style={ROW_FILTER_LABEL}
            {...bind('method')}
            options={choicesOf(TRANSACTION_METHODS, (m) => TRANSACTION_METHOD_LABELS[m])}
          />
          <FilterSelect
            label="Durum"
            style={ROW_FILTER_LABEL}
            {...bind('status')}
            options={choicesOf(TRANSACTION_STATUSES, (s) => TRANSACTION_STATUS_LABELS[s])}
          />
        </Row>
        <DataTable
          label="Ödemeler"
          {...paged(list, PAGE_SIZE.transactions)}
          columns={columns}
          rowTestId="transaction-row"
          actions={refundAction(setRefunding)}
          empty={<EmptyState title="Ödeme bulunamadı">Henüz kayıtlı ödeme yok.</EmptyState>}
        />
      </Card>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
