import { Link, useParams, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card, PageHeader } from '@villa/shared/ui/layout';
import { NotFound } from '@villa/shared/ui/not-found';
import { useIsOwner } from '../lib/use-role';
import { CommentsPanel } from '../features/villa-comments/components/comments-panel';
import { CalendarPanel } from '../features/villa-dates/components/calendar-panel';
import { IcalPanel } from '../features/ical-sync/components/ical-panel';
import { ImagesPanel } from '../features/villa-images/components/images-panel';
import { PricesPanel } from '../features/villa-prices/components/prices-panel';
import { useVilla } from '../features/villas/api/get-villa';
import { BtransForm } from '../features/villas/components/btrans-form';
import { VillaFeaturesPanel } from '../features/villas/components/villa-features-panel';
import { VillaForm } from '../features/villas/components/villa-form';
import { apiErrorStatus } from '@villa/shared/api/client';

const TABS = [
  { key: 'general', label: 'Genel Bilgiler', owner: false },
  { key: 'prices', label: 'Fiyatlar', owner: true },
  { key: 'calendar', label: 'Takvim', owner: true },
  { key: 'ical', label: 'Takvim Senkronizasyonu', owner: true },
  { key: 'images', label: 'Görseller', owner: false },
  { key: 'features', label: 'Özellikler', owner: false },
  { key: 'comments', label: 'Yorumlar', owner: false },
  { key: 'btrans', label: 'BTrans', owner: false },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const Tabs = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceAlt};
  button {
    white-space: nowrap;
    padding: 8px 14px;
    border: 0;
    border-radius: 8px;
    background: transparent;
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
    font-size: 14px;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.primary};
    box-shadow: ${({ theme }) => theme.shadow.sm};
  }
`;

/** /villas/new and /villas/:id: the villa's tabs (OWNER: prices, calendar and sync only). */
export function VillaEditScreen() {
  const { id: idParam } = useParams();
  const isNew = idParam === 'new';
  const id = isNew ? 0 : Number(idParam);
  const isOwner = useIsOwner();
  const [params, setParams] = useSearchParams();
  const { data: villa, isPending, isError, error, refetch } = useVilla(id);
  const tabs = TABS.filter((t) => !isOwner || t.owner);
  const wanted = params.get('tab') as TabKey | null;
  const tab: TabKey = tabs.some((t) => t.key === wanted) ? (wanted as TabKey) : (tabs[0]?.key ?? 'prices');

  if (isNew && isOwner) return <NotFound homeHref="/villas" homeLabel="Villalara dön" />;
  if (!isNew && !(id > 0)) return <NotFound homeHref="/villas" homeLabel="Villalara dön" />;

  const back = (
    <Button as={Link} to="/villas" $variant="secondary">
      ← Villalar
    </Button>
  );

  if (isNew) {
    return (
      <>
        <PageHeader
          title="Yeni Villa"
          description="Temel bilgileri kaydedin; fiyat, takvim ve görseller sonra eklenir."
          actions={back}
        />
        <Card>
          <VillaForm villa={null} />
        </Card>
      </>
    );
  }
  if (isPending) return <LoadingBlock />;
  if (isError || !villa) {
    const status = apiErrorStatus(error);
    if (status === 404) return <NotFound homeHref="/villas" homeLabel="Villalara dön" />;
    return <ErrorState onRetry={() => void refetch()} />;
  }

  return (
    <>
      <PageHeader
        title={villa.name}
        description={`${villa.town_name}${villa.district_name ? ` / ${villa.district_name}` : ''} · ${villa.capacity} kişi · #${villa.id}`}
        actions={back}
      />
      <Tabs role="tablist" aria-label="Villa bölümleri">
        {tabs.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === tab}
            onClick={() => {
              const next = new URLSearchParams(params);
              next.set('tab', t.key);
              setParams(next, { replace: true });
            }}
          >
            {t.label}
          </button>
        ))}
      </Tabs>
      <Card role="tabpanel" aria-label={tabs.find((t) => t.key === tab)?.label}>
        {tab === 'general' ? <VillaForm villa={villa} /> : null}
        {tab === 'prices' ? <PricesPanel villa={villa} /> : null}
        {tab === 'calendar' ? <CalendarPanel villa={villa} /> : null}
        {tab === 'ical' ? <IcalPanel villa={villa} /> : null}
        {tab === 'images' ? <ImagesPanel villa={villa} /> : null}
        {tab === 'features' ? <VillaFeaturesPanel villa={villa} /> : null}
        {tab === 'comments' ? <CommentsPanel villa={villa} /> : null}
        {tab === 'btrans' ? <BtransForm villa={villa} /> : null}
      </Card>
    </>
  );
}
