import styled from 'styled-components';
import type { ExchangeRateEntry } from '@villa/shared/contracts/exchange-rates';
import { formatDate, formatDateTime } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { Badge } from '@villa/shared/ui/feedback';
import { useExchangeStatus, useRefreshExchange } from '../api/exchange-status';

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: 14px 16px;
  margin-bottom: 16px;
  display: grid;
  gap: 10px;
  font-size: ${({ theme }) => theme.font.size.sm};
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
  }
  .muted {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .rates {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 20px;
  }
  .rate {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
  .warn {
    color: ${({ theme }) => theme.color.danger};
  }
`;

const NAMES: Record<string, string> = { USD: 'Dolar', EUR: 'Euro', GBP: 'Sterlin' };

function Origin({ rate }: { rate: ExchangeRateEntry }) {
  if (rate.origin === 'manual') {
    return (
      <Badge
        $tone="warning"
        title={rate.manual_at ? `Elle girildi: ${formatDateTime(rate.manual_at)}` : undefined}
      >
        Elle girildi
      </Badge>
    );
  }
  if (rate.origin === 'tcmb') return <Badge $tone="info">TCMB {formatDate(rate.rate_date)}</Badge>;
  return <Badge>Kaynak yok</Badge>;
}

/**
 * The rates' source above the 'Döviz Kurları' form: TCMB's bulletin date, which rate was entered by
 * hand ('Elle girildi', kept until the next successful fetch), and since when the last fetch failed.
 */
export function ExchangeStatus() {
  const { data, isPending, isError } = useExchangeStatus();
  const refresh = useRefreshExchange();
  if (isPending || isError || !data) return null;
  return (
    <Panel aria-label="Kur kaynağı" data-testid="exchange-status">
      <div className="row">
        <div>
          <strong>Kaynak: TCMB döviz satış kuru</strong>{' '}
          <span className="muted">
            {data.rate_date ? `· Bülten tarihi ${formatDate(data.rate_date)}` : '· Henüz TCMB’den alınmadı'}
          </span>
        </div>
        <Button
          $variant="secondary"
          $size="sm"
          disabled={refresh.isPending}
          onClick={() => void refresh.run({})}
        >
          {refresh.isPending ? 'Güncelleniyor…' : 'TCMB’den güncelle'}
        </Button>
      </div>
      <div className="rates">
        {data.rates.map((r) => (
          <span className="rate" key={r.currency}>
            {NAMES[r.currency] ?? r.currency}: <strong>{r.value || '—'}</strong> <Origin rate={r} />
          </span>
        ))}
      </div>
      <div className="muted">
        Kurlar her gün TCMB’nin today.xml dosyasından otomatik alınır. Elle girdiğiniz kur bir sonraki
        başarılı güncellemeye kadar geçerlidir.
      </div>
      {data.last_error ? (
        <div className="warn" role="alert">
          Son güncelleme başarısız: {data.last_error}{' '}
          {data.last_success_at
            ? `Son başarılı güncelleme: ${formatDateTime(data.last_success_at)}; o günün kurları kullanılıyor.`
            : 'Henüz başarılı bir güncelleme yok; kayıtlı kurlar kullanılıyor.'}
        </div>
      ) : data.last_success_at ? (
        <div className="muted">Son başarılı güncelleme: {formatDateTime(data.last_success_at)}</div>
      ) : null}
    </Panel>
  );
}
