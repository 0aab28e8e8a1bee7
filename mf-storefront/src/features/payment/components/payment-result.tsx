import styled from 'styled-components';
import type { CardPaymentResult } from '@villa/shared/contracts/payments';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Button } from '@villa/shared/ui/button';
import { Facts } from '@villa/shared/ui/facts';
import { Card } from '@villa/shared/ui/layout';
import { TestModeNote } from './test-mode-note';

const Box = styled(Card)<{ $tone: 'success' | 'danger' | 'warning' }>`
  border-left: 6px solid ${({ theme, $tone }) => theme.color[$tone]};
  h2 {
    margin: 0 0 8px;
    font-size: 22px;
  }
  p {
    margin: 0 0 12px;
  }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const tl = (amount: number) => formatMoney(amount, 'TL', { decimals: 2 });

/** The Turkish result page of a card payment: paid (amount, reference), failed (reason, retry) or pending. */
export function PaymentResult({
  result,
  onRetry,
  retrying,
  onBack,
  onRefresh,
}: {
  result: CardPaymentResult;
  onRetry: () => void;
  retrying: boolean;
  onBack: () => void;
  onRefresh: () => void;
}) {
  if (result.status === 'succeeded') {
    return (
      <Box $tone="success" data-testid="payment-result" data-status="succeeded" aria-live="polite">
        {result.testMode ? <TestModeNote /> : null}
        <h2>Ödemeniz alındı</h2>
        <p>Teşekkür ederiz. Ödemenizin dekontu e-posta adresinize gönderilecektir.</p>
        <Facts $align="left" style={{ marginBottom: 16 }}>
          <dt>Ödenen tutar</dt>
          <dd data-testid="payment-result-amount">{tl(result.amount)}</dd>
          <dt>İşlem referansı</dt>
          <dd data-testid="payment-result-reference">{result.reference ?? '-'}</dd>
          {result.lastFour ? (
            <>
              <dt>Kart</dt>
              <dd>•••• {result.lastFour}</dd>
            </>
          ) : null}
          {result.installments && result.installments > 1 ? (
            <>
              <dt>Taksit</dt>
              <dd>{result.installments} taksit</dd>
            </>
          ) : null}
          <dt>Rezervasyon</dt>
          <dd>
            {result.reservationCode} ·{' '}
            <strong data-testid="payment-result-status">{result.reservationStatusLabel}</strong>
          </dd>
        </Facts>
        <Actions>
          <Button $variant="secondary" onClick={onBack}>
            Rezervasyon bilgilerine dön
          </Button>
        </Actions>
      </Box>
    );
  }
  if (result.status === 'pending') {
    return (
      <Box $tone="warning" data-testid="payment-result" data-status="pending" aria-live="polite">
        {result.testMode ? <TestModeNote /> : null}
        <h2>Ödemeniz doğrulanıyor</h2>
        <p>{result.message}</p>
        <Actions>
          <Button onClick={onRefresh}>Yenile</Button>
          <Button $variant="secondary" onClick={onBack}>
            Rezervasyon bilgilerine dön
          </Button>
        </Actions>
      </Box>
    );
  }
  return (
    <Box $tone="danger" data-testid="payment-result" data-status={result.status} role="alert">
      {result.testMode ? <TestModeNote /> : null}
      <h2>Ödeme alınamadı</h2>
      <p data-testid="payment-result-message">{result.message}</p>
      <p>
        {tl(result.amount)} tutarındaki ödemeyi yeniden deneyebilir ya da havale / EFT ile ödeyebilirsiniz.
      </p>
      <Actions>
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Yönlendiriliyor…' : 'Tekrar dene'}
        </Button>
        <Button $variant="secondary" onClick={onBack}>
          Havale / EFT ile öde
        </Button>
      </Actions>
    </Box>
  );
}
