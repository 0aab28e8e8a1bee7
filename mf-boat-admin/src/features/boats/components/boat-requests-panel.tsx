import { BOAT_RESERVATION_STATUS_LABELS, type BoatReservationStatus } from '@villa/shared/contracts/boats';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatAmount, formatDay } from '../../../lib/format';
import { useBoatRequests } from '../api/get-boat-requests';

const TONE: Record<BoatReservationStatus, 'info' | 'warning' | 'success' | 'danger' | 'neutral'> = {
  new: 'info',
  awaiting_prepayment: 'warning',
  confirmation_sent: 'warning',
  confirmed: 'success',
  cancelled: 'neutral',
};

/** The boat's newest rental requests and reservations (read only; managed in Tekne Rezervasyonları). */
export function BoatRequestsPanel({ boatId }: { boatId: number }) {
  const { data, isPending, isError, refetch } = useBoatRequests(boatId);
  if (isPending) return <LoadingBlock />;
  if (isError) return <ErrorState onRetry={() => void refetch()} />;
  if (data.items.length === 0)
    return <EmptyState title="Kiralama talebi yok">Bu tekne için henüz talep gelmedi.</EmptyState>;
  return (
    <TableWrap>
      <Table>
        <thead>
          <tr>
            <th>Kod</th>
            <th>Müşteri</th>
            <th>Tarihler</th>
            <th>Kişi</th>
            <th>Tutar</th>
            <th>Durum</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((r) => (
            <tr key={r.id} data-testid="boat-request-row">
              <td style={{ fontWeight: 600 }}>{r.reservation_id}</td>
              <td>
                {r.customer_name}
                <div style={{ opacity: 0.7, fontSize: 12 }}>
                  {r.customer_phone} {r.customer_email}
                </div>
              </td>
              <td>
                {r.started_at === r.finished_at
                  ? formatDay(r.started_at)
                  : `${formatDay(r.started_at)} – ${formatDay(r.finished_at)}`}
              </td>
              <td>{r.guests}</td>
              <td>{r.total_amount === null ? '—' : formatAmount(r.total_amount, r.currency)}</td>
              <td>
                <Badge $tone={TONE[r.status]}>{BOAT_RESERVATION_STATUS_LABELS[r.status]}</Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableWrap>
  );
}
