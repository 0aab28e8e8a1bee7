import { useParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { formatDate, formatDateTime } from '@villa/shared/lib/format/dates';
import { formatIban } from '@villa/shared/lib/format/iban';
import { formatMoney } from '@villa/shared/lib/format/money';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';
import { usePayment } from '../api/get-payment';

const Wrap = styled.main`
  max-width: 880px;
  margin: 0 auto;
  padding: 32px 16px 64px;
  display: grid;
  gap: 16px;
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
  }
  h2 {
    margin: 0 0 12px;
    font-size: 18px;
  }
`;
const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  .big {
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
`;
const Iban = styled.code`
  display: block;
  font-size: 16px;
  letter-spacing: 0.5px;
  word-break: break-all;
  margin-top: 4px;
`;

const tl = (amount: number) => formatMoney(amount, 'TL', { decimals: 2 });

/** /odeme/:token — the page behind the payment link: the amount due and how to pay it. */
export function PaymentPage() {
  const token = useParams().token ?? '';
  const { data, isPending, isError, error } = usePayment(token);
  if (isPending) return <LoadingBlock />;
  if (isError)
    return (
      <Wrap>
        <h1>Ödeme</h1>
        <ErrorState message={apiErrorMessage(error)} />
      </Wrap>
    );
  const p = data;
  const done = p.prepaymentDue === 0;
  return (
    <Wrap>
      <title>{`Ödeme ${p.reservationCode} | Likya Villa`}</title>
      <div>
        <h1>Rezervasyon ödemesi</h1>
        <p style={{ margin: '6px 0 0' }}>
          Sayın {p.customerName}, {p.reservationCode} numaralı rezervasyonunuzun bilgileri aşağıdadır. Durum:{' '}
          <strong data-testid="payment-status">{p.statusLabel}</strong>
        </p>
      </div>
      <Card>
        <h2>{p.villaName}</h2>
        <Facts>
          <dt>Giriş – çıkış</dt>
          <dd>
            {formatDate(p.checkIn)} – {formatDate(p.checkOut)} ({p.nights} gece, {p.guests} kişi)
          </dd>
          <dt>Toplam tutar</dt>
          <dd>
            {tl(p.totalAmount)}
            <div style={{ opacity: 0.7, fontSize: 13 }}>
              {Object.entries(p.totalInCurrencies)
                .map(([c, v]) => formatMoney(v, c, { decimals: 'auto' }))
                .join(' · ')}
            </div>
          </dd>
          <dt>Ön ödeme</dt>
          <dd>{tl(p.prepaymentAmount)}</dd>
          <dt>Ödenen</dt>
          <dd>{tl(p.paidAmount)}</dd>
          <dt>Şimdi ödenecek</dt>
          <dd className="big" data-testid="payment-due">
            {tl(p.prepaymentDue)}
          </dd>
          <dt>Girişte ödenecek kalan</dt>
          <dd>{tl(p.balanceAtCheckIn)}</dd>
        </Facts>
        {p.optionExpiresAt && !done && p.status === 'awaiting_prepayment' ? (
          <p style={{ marginBottom: 0 }}>
            Tarihleriniz <strong>{formatDateTime(p.optionExpiresAt, 'long')}</strong> tarihine kadar sizin
            için ayrıldı. Bu süre içinde ön ödeme yapılmazsa tarihler serbest bırakılır.
          </p>
        ) : null}
        {done ? <p style={{ marginBottom: 0 }}>Ön ödemeniz alınmıştır, teşekkür ederiz.</p> : null}
      </Card>
      {!done && p.status !== 'cancelled' ? (
        <Card>
          <h2>Nasıl ödenir?</h2>
          <p style={{ marginTop: 0 }}>
            Ön ödemeyi aşağıdaki hesaplardan birine havale / EFT ile gönderin. Açıklama alanına{' '}
            <strong>{p.reservationCode}</strong> rezervasyon kodunu yazın. Kredi kartıyla ödemek için bizi
            arayın
            {p.contactPhone ? (
              <>
                : <a href={`tel:${p.contactPhone.replace(/[^+0-9]/g, '')}`}>{p.contactPhone}</a>
              </>
            ) : null}
            .
          </p>
          {p.banks.length === 0 ? (
            <p>Banka hesap bilgileri için lütfen bizimle iletişime geçin.</p>
          ) : (
            <div style={{ display: 'grid', gap: 12 }}>
              {p.banks.map((b) => (
                <div key={b.iban} data-testid="payment-bank">
                  <strong>
                    {b.bankName}
                    {b.branch ? ` – ${b.branch}` : ''}
                  </strong>{' '}
                  ({b.currency})<div>Hesap sahibi: {b.accountHolder}</div>
                  <Iban>{formatIban(b.iban)}</Iban>
                </div>
              ))}
            </div>
          )}
        </Card>
      ) : null}
    </Wrap>
  );
}
