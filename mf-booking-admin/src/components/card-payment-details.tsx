import type { TransactionRow } from '@villa/shared/contracts/bookings';

/** A card payment's provider, reference, last four and installments (a refund: its reference). */
export function cardPaymentParts(t: TransactionRow): string[] {
  return [
    t.provider,
    t.providerReference ? `Ref. ${t.providerReference.replace(/^refund:/, '')}` : null,
    t.cardLastFour ? `•••• ${t.cardLastFour}` : null,
    t.installments ? (t.installments > 1 ? `${t.installments} taksit` : 'Tek çekim') : null,
  ].filter((p): p is string => Boolean(p));
}

/** The card details under a payment's method, in Ödemeler and on the reservation screen. */
export function CardPaymentDetails({ t }: { t: TransactionRow }) {
  return (
    <div style={{ opacity: 0.75, fontSize: 12, whiteSpace: 'nowrap' }} data-testid="card-details">
      {cardPaymentParts(t).join(' · ')}
    </div>
  );
}
