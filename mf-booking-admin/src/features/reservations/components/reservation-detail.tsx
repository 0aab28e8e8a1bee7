import { useState } from 'react';
import { Link, useParams } from '@villa/shared/parcel/router';
import { apiErrorMessage } from '@villa/shared/api/client';
import { formatDate } from '@villa/shared/lib/format/dates';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PageHeader, Row } from '@villa/shared/ui/layout';
import { STATUS_TONE, statusLabel } from '../../../lib/format';
import { useReservation } from '../api/get-reservation';
import { PaymentFormModal } from './payment-form-modal';
import { ReservationActions } from './reservation-actions';
import { ReservationFacts } from './reservation-facts';
import { ReservationFormModal } from './reservation-form-modal';
import { ReservationHistory } from './reservation-history';
import { ReservationPayments } from './reservation-payments';

/**
 * One reservation: the header with its status, staff actions (reservation-actions), amounts and
 * customer (reservation-facts), payments (reservation-payments), messages and the log
 * (reservation-history); the edit and payment forms.
 */
export function ReservationDetailScreen() {
  const id = Number(useParams().id);
  const isAdmin = useSession((s) => s.user_role) === 'ADMIN';
  const { data: r, isPending, isError, refetch, error } = useReservation(id);
  const [editOpen, setEditOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);

  if (!Number.isInteger(id) || id <= 0) return <EmptyState title="Rezervasyon bulunamadı" />;
  if (isPending) return <LoadingBlock />;
  if (isError) {
    return (
      <>
        <PageHeader title="Rezervasyon" />
        <ErrorState message={apiErrorMessage(error)} onRetry={() => void refetch()} />
      </>
    );
  }
  const canAct = isAdmin && r.status !== 'cancelled';

  return (
    <>
      <PageHeader
        title={`Rezervasyon ${r.reservationCode}`}
        description={
          <>
            <Link to="/reservations/villa">← Rezervasyonlar</Link> · {r.villaName} · {formatDate(r.checkIn)} –{' '}
            {formatDate(r.checkOut)}
          </>
        }
        actions={
          <Row $wrap>
            <Badge $tone={STATUS_TONE[r.status] ?? 'neutral'} data-testid="reservation-status">
              {statusLabel(r.status)}
            </Badge>
            {canAct ? (
              <Button $variant="secondary" onClick={() => setEditOpen(true)}>
                Düzenle
              </Button>
            ) : null}
          </Row>
        }
      />
      {canAct ? <ReservationActions r={r} onRecordPayment={() => setPayOpen(true)} /> : null}
      <ReservationFacts r={r} />
      <ReservationPayments r={r} canRefund={isAdmin} />
      <ReservationHistory r={r} showMessages={isAdmin} />
      {isAdmin ? (
        <>
          <ReservationFormModal reservation={r} open={editOpen} onClose={() => setEditOpen(false)} />
          <PaymentFormModal reservation={r} open={payOpen} onClose={() => setPayOpen(false)} />
        </>
      ) : null}
    </>
  );
}
