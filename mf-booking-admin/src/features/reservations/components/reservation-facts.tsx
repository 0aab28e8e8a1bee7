import type { ReservationDetail } from '@villa/shared/contracts/bookings';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { formatMoney } from '@villa/shared/lib/format/money';
import { Card } from '@villa/shared/ui/layout';
import { Facts } from '@villa/shared/ui/facts';
import { DetailGrid } from './detail-layout';

const tl = (amount: number) => formatMoney(amount, 'TL', { decimals: 2 });

/** The amounts (TL, with the total in other currencies) and the customer and stay. */
export function ReservationFacts({ r }: { r: ReservationDetail }) {
  return (
    <DetailGrid>
      <Card>
        <h2>Tutarlar</h2>
        <Facts>
          <dt>Konaklama ({r.nights} gece)</dt>
          <dd>{tl(r.accommodationAmount)}</dd>
          <dt>Temizlik ücreti</dt>
          <dd>{tl(r.cleaningFee)}</dd>
          <dt>Ek ücretler</dt>
          <dd>{tl(r.extraFees)}</dd>
          <dt className="strong">Toplam</dt>
          <dd className="strong" data-testid="total-amount">
            {tl(r.totalAmount)}
          </dd>
          <dt>Diğer para birimleri</dt>
          <dd>
            {Object.entries(r.totalInCurrencies)
              .map(([c, v]) => formatMoney(v, c, { decimals: 'auto' }))
              .join(' · ') || '—'}
          </dd>
          <dt>Ön ödeme</dt>
          <dd>{tl(r.prepaymentAmount)}</dd>
          <dt>Ödenen</dt>
          <dd data-testid="paid-amount">{tl(r.paidAmount)}</dd>
          <dt>Açık ön ödeme</dt>
          <dd>{tl(r.prepaymentDue)}</dd>
          <dt>Girişte ödenecek</dt>
          <dd>{tl(r.balanceAtCheckIn)}</dd>
          <dt className="strong">Kalan borç</dt>
          <dd className="strong" data-testid="due-amount">
            {tl(r.dueAmount)}
          </dd>
          <dt>Depozito</dt>
          <dd>{tl(r.deposit)}</dd>
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
            {r.infants ? `, ${r.infants} bebek` : ''}
          </dd>
          <dt>Kaynak</dt>
          <dd>{r.source === 'web' ? 'Web sitesi' : r.source === 'staff' ? 'Personel' : r.source}</dd>
          <dt>Oluşturma</dt>
          <dd>{formatDateTime(r.createdAt)}</dd>
        </Facts>
        {r.note ? <p>Müşteri notu: {r.note}</p> : null}
        {r.staffNote ? <p>Personel notu: {r.staffNote}</p> : null}
      </Card>
    </DetailGrid>
  );
}
