import { Link, useParams } from '@villa/shared/parcel/router';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge } from '@villa/shared/ui/feedback';
import { Card, PageHeader, Stack } from '@villa/shared/ui/layout';
import { NotFound } from '@villa/shared/ui/not-found';
import { BoatTabs } from '../../../components/boat-tabs';
import { Loaded } from '../../../components/loaded';
import { useBoat } from '../api/get-boat';
import { BoatFeaturesPanel } from './boat-features-panel';
import { BoatForm } from './boat-form';
import { BoatImagesPanel } from './boat-images-panel';
import { BoatPricesPanel } from './boat-prices-panel';
import { BoatRequestsPanel } from './boat-requests-panel';
import { apiErrorStatus } from '@villa/shared/api/client';

const SectionCard = styled(Card)`
  h2 {
    margin: 0 0 16px;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** One part of the boat's page, named by its heading. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <SectionCard aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </SectionCard>
  );
}

/** One boat: its details, prices, images, features and rental requests. */
export function BoatDetailScreen() {
  const { id = '' } = useParams();
  const boatId = /^\d+$/.test(id) ? Number(id) : 0;
  const boat = useBoat(boatId);
  const { data } = boat;

  if (!boatId || (boat.isError && apiErrorStatus(boat.error) === 404)) {
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
      <Loaded query={boat}>
        {(b) => (
          <Stack $gap="24px">
            <Section id="boat-info" title="Tekne bilgileri">
              <BoatForm boat={b} onSaved={() => undefined} />
            </Section>
            <Section id="boat-prices" title="Fiyat dönemleri">
              <BoatPricesPanel boatId={b.id} prices={b.prices} />
            </Section>
            <Section id="boat-images" title="Görseller">
              <BoatImagesPanel boatId={b.id} images={b.images} />
            </Section>
            <Section id="boat-features" title="Özellikler">
              <BoatFeaturesPanel boatId={b.id} selected={b.feature_ids} />
            </Section>
            <Section id="boat-requests" title="Kiralama talepleri">
              <BoatRequestsPanel boatId={b.id} />
            </Section>
          </Stack>
        )}
      </Loaded>
    </>
  );
}
