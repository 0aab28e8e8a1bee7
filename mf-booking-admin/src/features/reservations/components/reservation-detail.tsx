import { useState } from 'react';
import { Link, useParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import {
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_STATUS_LABELS,
  type TransactionMethod,
  type TransactionStatus,
} from '@villa/shared/contracts/bookings';
import type { ReservationStatus } from '@villa/shared/contracts/reservations';
import { useShellServices } from '@villa/shared/parcel/remote-context';
import { useSession } from '@villa/shared/stores/session';
import { Button } from '@villa/shared/ui/button';
import { Badge, EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Input, Select } from '@villa/shared/ui/form';
import { Card, PageHeader, Row } from '@villa/shared/ui/layout';
import { Modal } from '@villa/shared/ui/modal';
import { Table, TableWrap } from '@villa/shared/ui/table';
import { formatMoney } from '@villa/shared/lib/format/money';
import { formatDate, formatDateTime } from '@villa/shared/lib/format/dates';
import { STATUS_TONE, statusLabel } from '../../../lib/format';
import { useChangeStatus } from '../api/change-status';
import { useReservation } from '../api/get-reservation';
import { useSendMessage, type MessageKind } from '../api/send-message';
import { PaymentFormModal } from './payment-form-modal';
import { ReservationFormModal } from './reservation-form-modal';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 {
    font-size: 17px;
    margin: 0 0 12px;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .strong {
    font-weight: 700;
  }
`;

const Timeline = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    border-left: 3px solid ${({ theme }) => theme.color.border};
    padding-left: 10px;
  }
  small {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** One reservation: amounts, customer, status changes, messages, payments and the log. */
export function ReservationDetailScreen() {
  const id = Number(useParams().id);
  const isAdmin = useSession((s) => s.user_role) === 'ADMIN';
  const { data: r, isPending, isError, refetch, error } = useReservation(id);
  const change = useChangeStatus();
  const send = useSendMessage();
  const { toast } = useShellServices();
  const [editOpen, setEditOpen] = useState(false);
  const [payOpen, setPayOpen] = useState(false);
  const [nextStatus, setNextStatus] = useState('');
  const [optionHours, setOptionHours] = useState('24');
  const [confirming, setConfirming] = useState<null | 'cancel'>(null);

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

  const applyStatus = async (status: string) => {
    try {
      await change.mutateAsync({
        params: { id },
        body: {
          status: status as ReservationStatus,
          optionHours: status === 'awaiting_prepayment' ? Number(optionHours) || 24 : undefined,
        },
      });
      toast('success', `Durum: ${statusLabel(status)}`);
      setNextStatus('');
      setConfirming(null);
    } catch (err) {
      toast('error', apiErrorMessage(err));
    }
  };
  const sendMail = async (kind: MessageKind, label: string) => {
    try {
      const res = await send.send(kind, { id, optionHours: Number(optionHours) || 24 });
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
  const cancelled = r.status === 'cancelled';

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
            {isAdmin && !cancelled ? (
              <Button $variant="secondary" onClick={() => setEditOpen(true)}>
                Düzenle
              </Button>
            ) : null}
          </Row>
        }
      />

      {isAdmin && !cancelled ? (
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
            <Button $variant="secondary" onClick={() => setPayOpen(true)}>
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
                    nextStatus === 'cancelled' ? setConfirming('cancel') : void applyStatus(nextStatus)
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
        </Card>
      ) : null}

      <Grid>
        <Card>
          <h2>Tutarlar</h2>
          <Facts>
            <dt>Konaklama ({r.nights} gece)</dt>
            <dd>{formatMoney(r.accommodationAmount, 'TL', { decimals: 2 })}</dd>
            <dt>Temizlik ücreti</dt>
            <dd>{formatMoney(r.cleaningFee, 'TL', { decimals: 2 })}</dd>
            <dt>Ek ücretler</dt>
            <dd>{formatMoney(r.extraFees, 'TL', { decimals: 2 })}</dd>
            <dt className="strong">Toplam</dt>
            <dd className="strong" data-testid="total-amount">
              {formatMoney(r.totalAmount, 'TL', { decimals: 2 })}
            </dd>
            <dt>Diğer para birimleri</dt>
            <dd>
              {Object.entries(r.totalInCurrencies)
                .map(([c, v]) => formatMoney(v, c, { decimals: 'auto' }))
                .join(' · ') || '—'}
            </dd>
            <dt>Ön ödeme</dt>
            <dd>{formatMoney(r.prepaymentAmount, 'TL', { decimals: 2 })}</dd>
            <dt>Ödenen</dt>
            <dd data-testid="paid-amount">{formatMoney(r.paidAmount, 'TL', { decimals: 2 })}</dd>
            <dt>Açık ön ödeme</dt>
            <dd>{formatMoney(r.prepaymentDue, 'TL', { decimals: 2 })}</dd>
            <dt>Girişte ödenecek</dt>
            <dd>{formatMoney(r.balanceAtCheckIn, 'TL', { decimals: 2 })}</dd>
            <dt className="strong">Kalan borç</dt>
            <dd className="strong" data-testid="due-amount">
              {formatMoney(r.dueAmount, 'TL', { decimals: 2 })}
            </dd>
            <dt>Depozito</dt>
            <dd>{formatMoney(r.deposit, 'TL', { decimals: 2 })}</dd>
          </Facts>
        </Card>
        <Card>
          <h2>Müşteri ve konaklama</h2>
          <Facts>
            <dt>Ad soyad</dt>
            <dd>{r.customerName}</dd>
            <dt>E-posta</dt>
            <dd>{r.customerEmail || '—'}</dd>
            <dt>Telefon</dt>
            <dd>{r.customerPhone || '—'}</dd>
            <dt>Kişi</dt>
            <dd>
              {r.adults} yetişkin{r.children ? `, ${r.children} çocuk` : ''}
            </dd>
            <dt>Kaynak</dt>
            <dd>{r.source === 'web' ? 'Web sitesi' : r.source === 'staff' ? 'Personel' : r.source}</dd>
            <dt>Oluşturma</dt>
            <dd>{formatDateTime(r.createdAt)}</dd>
          </Facts>
          {r.note ? <p>Müşteri notu: {r.note}</p> : null}
          {r.staffNote ? <p>Personel notu: {r.staffNote}</p> : null}
        </Card>
      </Grid>

      <Card style={{ marginBottom: 16 }}>
        <h2 style={{ fontSize: 17, marginTop: 0 }}>Ödemeler</h2>
        {r.transactions.length === 0 ? (
          <p style={{ opacity: 0.75 }}>Henüz ödeme kaydı yok.</p>
        ) : (
          <TableWrap>
            <Table>
              <thead>
                <tr>
                  <th>Tarih</th>
                  <th>Yöntem</th>
                  <th>Tutar</th>
                  <th>TL karşılığı</th>
                  <th>Durum</th>
                </tr>
              </thead>
              <tbody>
                {r.transactions.map((t) => (
                  <tr key={t.id}>
                    <td>{formatDateTime(t.paidAt)}</td>
                    <td>{TRANSACTION_METHOD_LABELS[t.method as TransactionMethod] ?? t.method}</td>
                    <td>{formatMoney(t.amount, t.currency, { decimals: 'auto' })}</td>
                    <td>{formatMoney(t.amountTl, 'TL', { decimals: 2 })}</td>
                    <td>{TRANSACTION_STATUS_LABELS[t.status as TransactionStatus] ?? t.status}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableWrap>
        )}
      </Card>

      <Grid>
        {isAdmin ? (
          <Card>
            <h2>Gönderilen mesajlar</h2>
            {r.messages.length === 0 ? (
              <p style={{ opacity: 0.75 }}>Bu rezervasyona henüz mesaj gönderilmedi.</p>
            ) : (
              <Timeline>
                {r.messages.map((m) => (
                  <li key={m.id} data-testid="reservation-message">
                    <strong>{m.subject}</strong>
                    <div>
                      <small>
                        {formatDateTime(m.createdAt)} · {m.toAddress} ·{' '}
                        {m.status === 'sent'
                          ? 'gönderildi'
                          : m.status === 'stored'
                            ? 'giden kutusunda'
                            : 'hata'}
                      </small>
                    </div>
                    <details>
                      <summary>İçeriği göster</summary>
                      <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>{m.text}</pre>
                    </details>
                  </li>
                ))}
              </Timeline>
            )}
          </Card>
        ) : null}
        <Card>
          <h2>İşlem geçmişi</h2>
          <Timeline>
            {r.logs.map((l) => (
              <li key={l.id}>
                {l.message}
                <div>
                  <small>
                    {formatDateTime(l.createdAt)}
                    {l.userName ? ` · ${l.userName}` : ' · Sistem'}
                  </small>
                </div>
              </li>
            ))}
          </Timeline>
        </Card>
      </Grid>

      {isAdmin ? (
        <>
          <ReservationFormModal reservation={r} open={editOpen} onClose={() => setEditOpen(false)} />
          <PaymentFormModal reservation={r} open={payOpen} onClose={() => setPayOpen(false)} />
          <Modal
            title="Rezervasyonu iptal et"
            open={confirming === 'cancel'}
            onClose={() => setConfirming(null)}
          >
            <p>
              {r.reservationCode} numaralı rezervasyon iptal edilecek ve tarihleri takvimde serbest
              bırakılacak. Bu işlem geri alınamaz.
            </p>
            <Row $justify="flex-end">
              <Button $variant="secondary" onClick={() => setConfirming(null)}>
                Vazgeç
              </Button>
              <Button
                $variant="danger"
                disabled={change.isPending}
                onClick={() => void applyStatus('cancelled')}
              >
                İptal et
              </Button>
            </Row>
          </Modal>
        </>
      ) : null}
    </>
  );
}
