import { useParams, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import type { CardPaymentOptions } from '@villa/shared/contracts/payments';
import { formatDate, formatDateTime } from '@villa/shared/lib/format/dates';
import { formatIban } from '@villa/shared/lib/format/iban';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card } from '@villa/shared/ui/layout';
import { Facts as DetailFacts } from '@villa/shared/ui/facts';
import type { PaymentPage as PaymentPageData } from '@villa/shared/contracts/public-reservations';
import { usePayment } from '../api/get-payment';
import { useCardOptions, useCardResult, useStartCardPayment } from '../api/card-payment';
import { PaymentResult } from './payment-result';
import { TestModeNote } from './test-mode-note';

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
const Facts = styled(DetailFacts)`
  gap: 8px 16px;
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
const ErrorText = styled.p`
  color: ${({ theme }) => theme.color.danger};
  margin: 12px 0 0;
`;

const tl = (amount: number) => formatMoney(amount, 'TL', { decimals: 2 });

/** What is due now: the card options' figure, or (bank transfer only) the open prepayment/balance. */
function dueOf(p: PaymentPageData, card: CardPaymentOptions | undefined) {
  if (card) return { amount: card.dueNow, purpose: card.purpose };
  if (p.status === 'cancelled') return { amount: 0, purpose: 'none' as const };
  if (p.prepaymentDue > 0) return { amount: p.prepaymentDue, purpose: 'prepayment' as const };
  const balance = Math.max(0, Math.round((p.totalAmount - p.paidAmount) * 100) / 100);
  return balance > 0
    ? { amount: balance, purpose: 'balance' as const }
    : { amount: 0, purpose: 'none' as const };
}

function BankTransfer({ p, withCard }: { p: PaymentPageData; withCard: boolean }) {
  return (
    <div data-testid="payment-bank-transfer">
      <p style={{ marginTop: 0 }}>
        Tutarı aşağıdaki hesaplardan birine havale / EFT ile gönderin. Açıklama alanına{' '}
        <strong>{p.reservationCode}</strong> rezervasyon kodunu yazın.
        {withCard ? null : ' Kartla ödeme şu anda alınmıyor.'}
        {p.contactPhone ? (
          <>
            {' '}
            Sorularınız için: <a href={`tel:${p.contactPhone.replace(/[^+0-9]/g, '')}`}>{p.contactPhone}</a>
          </>
        ) : null}
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
    </div>
  );
}

/**
 * /odeme/:token — the page behind the payment link: what is due now (the prepayment, or the
 * balance) and how to pay it: by card on the provider's 3-D Secure page, or by bank transfer.
 * ?sonuc={ref}: the provider sent the guest back; the result of that card payment.
 */
export function PaymentPage() {
  const token = useParams().token ?? '';
  const [search, setSearch] = useSearchParams();
  const ref = search.get('sonuc');
  const { data, isPending, isError, error, refetch } = usePayment(token);
  const card = useCardOptions(token);
  const result = useCardResult(token, ref);
  const start = useStartCardPayment();

  const payByCard = () => {
    start.mutate(
      { params: { token }, body: {} },
      { onSuccess: ({ paymentPageUrl }) => window.location.assign(paymentPageUrl) },
    );
  };
  const backToLink = () => {
    setSearch({}, { replace: true });
    void refetch();
    void card.refetch();
  };

  if (isPending || (ref && result.isPending)) return <LoadingBlock />;
  if (isError)
    return (
      <Wrap>
        <h1>Ödeme</h1>
        <ErrorState message={apiErrorMessage(error)} />
      </Wrap>
    );
  const p = data;
  const options = card.data;
  const due = dueOf(p, options);
  const offersCard = Boolean(options?.offersCard);
  // A failed card payment's result already offers 'Tekrar dene': no second card button below it.
  const retryShown = Boolean(ref && (result.data?.status === 'failed' || result.data?.status === 'expired'));
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
      {ref ? (
        result.isError ? (
          <ErrorState message={apiErrorMessage(result.error)} onRetry={() => void result.refetch()} />
        ) : result.data ? (
          <PaymentResult
            result={result.data}
            onRetry={payByCard}
            retrying={start.isPending || start.isSuccess}
            onBack={backToLink}
            onRefresh={() => void result.refetch()}
          />
        ) : null
      ) : null}
      {ref && start.isError ? <ErrorText role="alert">{apiErrorMessage(start.error)}</ErrorText> : null}
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
          <dd data-testid="payment-paid">{tl(p.paidAmount)}</dd>
          <dt>{due.purpose === 'balance' ? 'Şimdi ödenecek (kalan tutar)' : 'Şimdi ödenecek (ön ödeme)'}</dt>
          <dd className="big" data-testid="payment-due">
            {tl(due.amount)}
          </dd>
          {due.purpose !== 'balance' ? (
            <>
              <dt>Girişte ödenecek kalan</dt>
              <dd>{tl(p.balanceAtCheckIn)}</dd>
            </>
          ) : null}
        </Facts>
        {p.optionExpiresAt && due.purpose === 'prepayment' && p.status === 'awaiting_prepayment' ? (
          <p style={{ marginBottom: 0 }}>
            Tarihleriniz <strong>{formatDateTime(p.optionExpiresAt, 'long')}</strong> tarihine kadar sizin
            için ayrıldı. Bu süre içinde ön ödeme yapılmazsa tarihler serbest bırakılır.
          </p>
        ) : null}
        {due.amount === 0 && p.status !== 'cancelled' ? (
          <p style={{ marginBottom: 0 }}>Ödemeniz tamamlanmıştır, teşekkür ederiz.</p>
        ) : null}
      </Card>
      {due.amount > 0 && !(ref && result.data?.status === 'succeeded') ? (
        <>
          {offersCard && !retryShown ? (
            <Card aria-labelledby="pay-card" data-testid="pay-card-section">
              <h2 id="pay-card">Kartla öde</h2>
              {options?.testMode ? <TestModeNote /> : null}
              <p style={{ marginTop: 0 }}>
                <strong>{tl(due.amount)}</strong> {due.purpose === 'balance' ? 'kalan tutarı' : 'ön ödemeyi'}{' '}
                kredi ya da banka kartınızla, ödeme sağlayıcımızın 3-D Secure korumalı güvenli sayfasında
                ödersiniz; kart bilgileriniz bize ulaşmaz. Ödemeden sonra bu sayfaya geri dönersiniz.
              </p>
              <Button
                $size="lg"
                onClick={payByCard}
                disabled={start.isPending || start.isSuccess}
                data-testid="pay-by-card"
              >
                {start.isPending || start.isSuccess ? 'Yönlendiriliyor…' : `Kartla öde · ${tl(due.amount)}`}
              </Button>
              {!ref && start.isError ? (
                <ErrorText role="alert">{apiErrorMessage(start.error)}</ErrorText>
              ) : null}
            </Card>
          ) : null}
          <Card aria-labelledby="pay-bank">
            <h2 id="pay-bank">Havale / EFT ile öde</h2>
            {card.isPending ? <LoadingBlock /> : null}
            <BankTransfer p={p} withCard={offersCard || card.isPending} />
          </Card>
        </>
      ) : null}
    </Wrap>
  );
}
