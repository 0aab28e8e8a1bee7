import { useState } from 'react';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { ReservationDetail } from '@villa/shared/contracts/bookings';
import type { ReservationStatus } from '@villa/shared/contracts/reservations';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { Button } from '@villa/shared/ui/button';
import { ConfirmDialog } from '@villa/shared/ui/confirm-dialog';
import { Input, Select } from '@villa/shared/ui/form';
import { Card, Row } from '@villa/shared/ui/layout';
import { statusLabel } from '../../../lib/format';
import { useChangeStatus } from '../api/change-status';
import { useSendMessage, type MessageKind } from '../api/send-message';

/**
 * What staff do with a reservation (ADMIN, not cancelled): send the payment link, bank details or
 * confirmation (with the option's hours), open the payment form, change the status (cancelling asks
 * first).
 */
export function ReservationActions({
  r,
  onRecordPayment,
}: {
  r: ReservationDetail;
  onRecordPayment: () => void;
}) {
  const change = useChangeStatus();
  const send = useSendMessage();
  const { toast } = useShellServices();
  const [nextStatus, setNextStatus] = useState('');
  const [optionHours, setOptionHours] = useState('24');
  const [confirmingCancel, setConfirmingCancel] = useState(false);

  const applyStatus = async (status: string): Promise<boolean> => {
    try {
      await change.mutateAsync({
        params: { id: r.id },
        body: {
          status: status as ReservationStatus,
          optionHours: status === 'awaiting_prepayment' ? Number(optionHours) || 24 : undefined,
        },
      });
      toast('success', `Durum: ${statusLabel(status)}`);
      setNextStatus('');
      return true;
    } catch (err) {
      toast('error', apiErrorMessage(err));
      return false;
    }
  };
  const sendMail = async (kind: MessageKind, label: string) => {
    try {
      const res = await send.send(kind, { id: r.id, optionHours: Number(optionHours) || 24 });
      toast(
        'success',
        res.mailStatus === 'sent'
          ? `${label} gönderildi.`
          : res.mailStatus === 'stored'
            ? `${label} giden kutusuna kaydedildi (SMTP tanımlı değil).`
            : `${label} gönderilemedi; ayrıntı rezervasyon kaydında.`,
      );
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };

  return (
    <Card style={{ marginBottom: 16 }}>
      <Row $wrap style={{ alignItems: 'end' }}>
        <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
          Opsiyon (saat)
          <Input
            type="number"
            min={1}
            max={720}
            value={optionHours}
            onChange={(e) => setOptionHours(e.target.value)}
            style={{ width: 110 }}
          />
        </label>
        <Button disabled={send.isPending} onClick={() => void sendMail('payment_link', 'Ödeme linki')}>
          Ödeme linki gönder
        </Button>
        <Button
          $variant="secondary"
          disabled={send.isPending}
          onClick={() => void sendMail('bank_details', 'Banka bilgileri')}
        >
          Banka bilgisi gönder
        </Button>
        <Button
          $variant="secondary"
          disabled={send.isPending}
          onClick={() => void sendMail('confirmation', 'Rezervasyon onayı')}
        >
          Onay gönder
        </Button>
        <Button $variant="secondary" onClick={onRecordPayment}>
          Ödeme kaydet
        </Button>
        {r.allowedStatuses.length ? (
          <>
            <label style={{ display: 'grid', gap: 4, fontWeight: 600 }}>
              Durum değiştir
              <Select value={nextStatus} onChange={(e) => setNextStatus(e.target.value)}>
                <option value="">Seçin</option>
                {r.allowedStatuses.map((s) => (
                  <option key={s} value={s}>
                    {statusLabel(s)}
                  </option>
                ))}
              </Select>
            </label>
            <Button
              $variant={nextStatus === 'cancelled' ? 'danger' : 'primary'}
              disabled={!nextStatus || change.isPending}
              onClick={() =>
                nextStatus === 'cancelled' ? setConfirmingCancel(true) : void applyStatus(nextStatus)
              }
            >
              Uygula
            </Button>
          </>
        ) : null}
      </Row>
      {r.optionExpiresAt && r.status === 'awaiting_prepayment' ? (
        <p style={{ margin: '12px 0 0' }}>
          Opsiyon bitişi: <strong>{formatDateTime(r.optionExpiresAt)}</strong> — ödeme alınmazsa tarihler
          otomatik olarak serbest bırakılır.
        </p>
      ) : null}
      <ConfirmDialog
        open={confirmingCancel}
        title="Rezervasyonu iptal et"
        confirmLabel="İptal et"
        onConfirm={() => applyStatus('cancelled')}
        onClose={() => setConfirmingCancel(false)}
      >
        {r.reservationCode} numaralı rezervasyon iptal edilecek ve tarihleri takvimde serbest bırakılacak. Bu
        işlem geri alınamaz.
      </ConfirmDialog>
    </Card>
  );
}
