import { Link, useSearchParams } from '@villa/shared/parcel/router';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  TRANSACTION_METHODS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type TransactionMethod,
  type TransactionRow,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { useState } from 'react';
import { Button } from '@villa/shared/ui/button';
import { DataTable, RowActions, type DataColumn } from '@villa/shared/ui/data-table';
import { Badge, EmptyState } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { formatMoney } from '@villa/shared/lib/format/money';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { CardPaymentDetails } from '../../../components/card-payment-details';
import { RefundDialog } from '../../../components/refund-dialog';
import { useTransactions } from '../api/get-transactions';
import { TransactionsExport } from './transactions-export';

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
    accessorKey: 'reservationCode',
    header: 'Rezervasyon',
    cell: ({ row: { original: t } }) => (
      <Link to={`/reservations/villa/${t.reservationId}`}>{t.reservationCode}</Link>
    ),
  },
  {
    accessorKey: 'customerName',
    header: 'Müşteri / Villa',
    cell: ({ row: { original: t } }) => (
      <>
        {t.customerName}
        <div style={{ opacity: 0.7, fontSize: 13 }}>{t.villaName}</div>
      </>
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
      <div style={right}>{formatMoney(t.amount, t.currency, { decimals: 'auto' })}</div>
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

/** 'Ödemeler': every payment, 100 a page, each linked to its reservation. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    method: params.get('method') ?? '',
    status: params.get('status') ?? '',
  };
  const list = useTransactions(filter);
  const [refunding, setRefunding] = useState<TransactionRow | null>(null);
  const setFilter = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };

  return (
    <>
      <PageHeader
        title="Ödemeler"
        description="Rezervasyonlara kaydedilen ödemeler ve kartla alınanlar. Yeni ödeme, rezervasyonun detayından kaydedilir; kart ödemeleri buradan iade edilir."
        actions={<TransactionsExport filter={filter} />}
      />
      <Card>
        <Row $wrap style={{ marginBottom: 16 }}>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Yöntem
            <Select value={filter.method} onChange={(e) => setFilter({ method: e.target.value })}>
              <option value="">Tümü</option>
              {TRANSACTION_METHODS.map((m) => (
                <option key={m} value={m}>
                  {TRANSACTION_METHOD_LABELS[m]}
                </option>
              ))}
            </Select>
          </label>
          <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
            Durum
            <Select value={filter.status} onChange={(e) => setFilter({ status: e.target.value })}>
              <option value="">Tümü</option>
              {TRANSACTION_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {TRANSACTION_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          </label>
        </Row>
        <DataTable
          label="Ödemeler"
          query={list}
          rows={list.data?.items}
          columns={columns}
          rowKey={(t) => t.id}
          rowTestId="transaction-row"
          actions={(t) =>
            t.refundable !== null && t.refundable > 0 ? (
              <RowActions>
                <Button $variant="secondary" $size="sm" onClick={() => setRefunding(t)}>
                  İade et
                </Button>
              </RowActions>
            ) : null
          }
          empty={<EmptyState title="Ödeme bulunamadı">Henüz kayıtlı ödeme yok.</EmptyState>}
          pager={{
            page: filter.page,
            pageSize: PAGE_SIZE.transactions,
            total: list.data?.total,
            onPage: (p) => setFilter({ page: p > 1 ? String(p) : '' }),
          }}
        />
      </Card>
      <RefundDialog payment={refunding} onClose={() => setRefunding(null)} />
    </>
  );
}
