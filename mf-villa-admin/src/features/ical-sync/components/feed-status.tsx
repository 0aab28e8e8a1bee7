import styled from 'styled-components';
import type { VillaIcalFeed } from '@villa/shared/contracts/ical';
import { Badge } from '@villa/shared/ui/feedback';
import { formatDateTime } from '@villa/shared/lib/format/dates';

/** A boxed message on the iCal screen: a feed's error, a held sync, a preview's warning. */
export const Notice = styled.div<{ $tone: 'danger' | 'warning' }>`
  margin: 8px 0 0;
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radius.md};
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.warning)};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerBg : theme.color.warningBg)};
  color: ${({ theme }) => theme.color.text};
  font-size: 13px;
  line-height: 1.45;
  overflow-wrap: anywhere;
  strong {
    display: block;
    margin-bottom: 2px;
  }
`;

const Meta = styled.div`
  font-size: 12px;
  color: ${({ theme }) => theme.color.textMuted};
  overflow-wrap: anywhere;
`;

const at = (iso: string) => formatDateTime(iso);

export function FeedStatusBadge({ feed }: { feed: VillaIcalFeed }) {
  if (feed.last_status === 'ok') return <Badge $tone="success">Son senkronizasyon başarılı</Badge>;
  if (feed.last_status === 'error') return <Badge $tone="danger">Son senkronizasyon hatalı</Badge>;
  if (feed.last_status === 'held') return <Badge $tone="warning">Onay bekliyor</Badge>;
  return <Badge>Henüz senkronize edilmedi</Badge>;
}

/** When the feed last synced, and what its last run did (or that it failed). */
export function FeedMeta({ feed }: { feed: VillaIcalFeed }) {
  const lastRun = feed.last_sync_at
    ? feed.last_status === 'error'
      ? ` · son deneme ${at(feed.last_sync_at)} (başarısız)`
      : ` · son çalışma ${at(feed.last_sync_at)}: +${feed.last_added} / ~${feed.last_changed} / −${feed.last_removed}`
    : '';
  return (
    <Meta>
      {feed.last_success_at
        ? `Son başarılı senkronizasyon: ${at(feed.last_success_at)}`
        : 'Henüz başarılı senkronizasyon yok'}
      {lastRun}
    </Meta>
  );
}

/**
 * What the scheduled job and the last syncs recorded for a feed beyond its times: a sync held
 * for a staff preview, the error it fails with (and since when), or its last error once it reads again.
 */
export function FeedNotices({ feed }: { feed: VillaIcalFeed }) {
  return (
    <>
      {feed.last_status === 'held' ? (
        <Notice $tone="warning" role="status" data-testid="ical-feed-held">
          <strong>
            Senkronizasyon onay bekliyor{feed.held_at ? ` (${at(feed.held_at)} tarihinden beri)` : ''}
          </strong>
          {feed.held_reason} Aşağıdan “Önizle” ile değişiklikleri görün, doğruysa “Senkronize Et” ile
          uygulayın.
        </Notice>
      ) : null}
      {feed.last_status === 'error' && feed.last_error ? (
        <Notice $tone="danger" role="alert" data-testid="ical-feed-error">
          <strong>
            Takvim okunamadı{feed.failing_since ? ` (${at(feed.failing_since)} tarihinden beri)` : ''}
          </strong>
          {feed.last_error} Bu takvimden gelen mevcut kapatmalara dokunulmadı.
        </Notice>
      ) : null}
      {feed.last_status !== 'error' && feed.last_error && feed.last_error_at ? (
        <Meta data-testid="ical-feed-last-error" style={{ marginTop: 6 }}>
          Son hata ({at(feed.last_error_at)}): {feed.last_error}
        </Meta>
      ) : null}
    </>
  );
}
