import { Link } from '@villa/shared/parcel/router';
import type { IcalFeedAlert } from '@villa/shared/contracts/ical';
import { ICAL_SOURCE_LABELS } from '@villa/shared/lib/ical-sources';
import { Badge, ErrorState } from '@villa/shared/ui/feedback';
import { formatDateTime } from '@villa/shared/lib/format/dates';
import { useIcalAlerts } from '../api/get-ical-alerts';
import { AlertCard } from './alert-card';

const KIND: Record<IcalFeedAlert['kind'], { label: string; since: string; tone: 'danger' | 'warning' }> = {
  failing: { label: 'Okunamıyor', since: 'İlk hata', tone: 'danger' },
  held: { label: 'Onay bekliyor', since: 'Bekletiliyor', tone: 'warning' },
};

/**
 * Shown only when a channel feed has not been read for over a day or a scheduled sync waits
 * for staff: the villa, the feed, since when, the error or the reason, and a link to its iCal screen.
 */
export function IcalAlerts() {
  const { data, isError, refetch } = useIcalAlerts();
  if (isError)
    return (
      <AlertCard $tone="danger">
        <ErrorState message="Dış takvim uyarıları yüklenemedi." onRetry={() => void refetch()} />
      </AlertCard>
    );
  if (!data || data.length === 0) return null;
  return (
    <AlertCard $tone="danger" aria-labelledby="ical-alerts-title" data-testid="ical-alerts">
      <h2 id="ical-alerts-title">
        Dış takvim uyarıları <Badge $tone="danger">{data.length}</Badge>
      </h2>
      <p>
        Bu takvimler 24 saatten uzun süredir okunamıyor ya da zamanlanmış senkronizasyonları onay bekliyor.
        Mevcut kapatmalara dokunulmadı; kanaldaki yeni rezervasyonlar gelmiyor olabilir.
      </p>
      <ul>
        {data.map((a) => (
          <li key={a.feed_id}>
            <span className="what">
              <strong>{a.villa_name}</strong> · {ICAL_SOURCE_LABELS[a.source] ?? a.source}{' '}
              <Badge $tone={KIND[a.kind].tone}>{KIND[a.kind].label}</Badge>
              <small>
                {KIND[a.kind].since}: {formatDateTime(a.since)} · {a.message}
              </small>
            </span>
            <Link to={`/villas/${a.villa_id}?tab=ical`}>Takvimi aç</Link>
          </li>
        ))}
      </ul>
    </AlertCard>
  );
}
