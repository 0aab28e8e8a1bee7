import { useState } from 'react';
import type { ReservationDetail, TransactionRow } from '@villa/shared/contracts/bookings';
import { DataTable } from '@villa/shared/ui/data-table';
import { Card } from '@villa/shared/ui/layout';
import { paidAtColumn, paymentColumns, refundAction } from '../../../components/payment-columns';
import { RefundDialog } from '../../../components/refund-dialog';

const columns = [paidAtColumn, ...paymentColumns({ refundableLeft: true })];

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
        rowTestId="reservation-payment-row"
        actions={canRefund ? refundAction(setRefunding) : undefined}
        empty={<p style={{ opacity: 0.75 }}>Henüz ödeme kaydı yok.</p>}
      />
      {canRefund ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </Card>
  );
}
