import { Link, useParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { Badge, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Stack } from '@villa/shared/ui/layout';
import { NotFound } from '@villa/shared/ui/not-found';
import { BoatTabs } from '../../../components/boat-tabs';
import { useBoat } from '../api/get-boat';
import { BoatFeaturesPanel } from './boat-features-panel';
import { BoatForm } from './boat-form';
import { BoatImagesPanel } from './boat-images-panel';
import { BoatPricesPanel } from './boat-prices-panel';
import { BoatRequestsPanel } from './boat-requests-panel';
import { apiErrorStatus } from '@villa/shared/api/client';

const Section = styled(Card)`
  h2 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** One boat: its details, prices, images, features and rental requests. */
export function BoatDetailScreen() {
  const { id = '' } = useParams();
  const boatId = /^\d+$/.test(id) ? Number(id) : 0;
  const { data, isPending, isError, error, refetch } = useBoat(boatId);

  if (!boatId || (isError && apiErrorStatus(error) === 404)) {
    return <NotFound homeHref="/boats" homeLabel="Teknelere dön" />;
  }

  return (
    <>
      <PageHeader
        title={data?.name ?? 'Tekne'}
        description={
          data ? (
            <>
              <Link to="/boats">Tekneler</Link> / {data.boat_type_name} · {data.marina_name} ({data.town_name}
              ) · <Badge $tone={data.active ? 'success' : 'neutral'}>{data.active ? 'Aktif' : 'Pasif'}</Badge>
            </>
          ) : (
            <Link to="/boats">Tekneler</Link>
          )
        }
      />
      <BoatTabs />
      {isPending ? (
        <Card>
          <LoadingBlock />
        </Card>
      ) : isError ? (
        <Card>
          <ErrorState onRetry={() => void refetch()} />
        </Card>
      ) : (
        <Stack $gap="24px">
          <Section aria-labelledby="boat-info">
            <h2 id="boat-info">Tekne bilgileri</h2>
            <BoatForm boat={data} onSaved={() => undefined} />
          </Section>
          <Section aria-labelledby="boat-prices">
            <h2 id="boat-prices">Fiyat dönemleri</h2>
            <BoatPricesPanel boatId={data.id} prices={data.prices} />
          </Section>
          <Section aria-labelledby="boat-images">
            <h2 id="boat-images">Görseller</h2>
            <BoatImagesPanel boatId={data.id} images={data.images} />
          </Section>
          <Section aria-labelledby="boat-features">
            <h2 id="boat-features">Özellikler</h2>
            <BoatFeaturesPanel boatId={data.id} selected={data.feature_ids} />
          </Section>
          <Section aria-labelledby="boat-requests">
            <h2 id="boat-requests">Kiralama talepleri</h2>
            <BoatRequestsPanel boatId={data.id} />
          </Section>
        </Stack>
      )}
    </>
  );
}
