import { Link, useSearchParams } from '@villa/shared/parcel/router';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import {
  TRANSACTION_METHODS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUSES,
  TRANSACTION_STATUS_LABELS,
  type TransactionMethod,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Pagination, Table, TableWrap } from '@villa/shared/ui/table';
import { formatMoney } from '@villa/shared/lib/format/money';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useTransactions } from '../api/get-transactions';

const TONE: Record<string, 'success' | 'warning' | 'danger' | 'neutral'> = {
  completed: 'success',
  pending: 'warning',
  failed: 'danger',
  refunded: 'neutral',
};

/** 'Ödemeler': every payment, 100 a page, each linked to its reservation. */
export function TransactionsScreen() {
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    method: params.get('method') ?? '',
    status: params.get('status') ?? '',
  };
  const { data, isPending, isError, refetch } = useTransactions(filter);
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
        description="Rezervasyonlara kaydedilen ödemeler. Yeni ödeme, rezervasyonun detayından kaydedilir."
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
        {isPending ? (
          <LoadingBlock />
        ) : isError ? (
          <ErrorState onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title="Ödeme bulunamadı">Henüz kayıtlı ödeme yok.</EmptyState>
        ) : (
          <>
            <TableWrap>
              <Table>
                <thead>
                  <tr>
                    <th>Tarih</th>
                    <th>Rezervasyon</th>
                    <th>Müşteri / Villa</th>
                    <th>Yöntem</th>
                    <th style={{ textAlign: 'right' }}>Tutar</th>
                    <th style={{ textAlign: 'right' }}>TL karşılığı</th>
                    <th>Durum</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((t) => (
                    <tr key={t.id} data-testid="transaction-row">
                      <td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(t.paidAt)}</td>
                      <td>
                        <Link to={`/reservations/villa/${t.reservationId}`}>{t.reservationCode}</Link>
                      </td>
                      <td>
                        {t.customerName}
                        <div style={{ opacity: 0.7, fontSize: 13 }}>{t.villaName}</div>
                      </td>
                      <td>{TRANSACTION_METHOD_LABELS[t.method as TransactionMethod] ?? t.method}</td>
                      <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {formatMoney(t.amount, t.currency, { decimals: 'auto' })}
                      </td>
                      <td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                        {formatMoney(t.amountTl, 'TL', { decimals: 2 })}
                      </td>
                      <td>
                        <Badge $tone={TONE[t.status] ?? 'neutral'}>
                          {TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableWrap>
            <Pagination
              page={filter.page}
              pageSize={PAGE_SIZE.transactions}
              total={data.total}
              onPage={(p) => setFilter({ page: p > 1 ? String(p) : '' })}
            />
          </>
        )}
      </Card>
    </>
  );
}
