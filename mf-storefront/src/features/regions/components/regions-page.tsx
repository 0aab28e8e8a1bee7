import { Link, useNavigate } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { regionsQuery } from '@villa/shared/api/site';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { AreaMap } from '../../../components/area-map/area-map';
import { PageShell } from '../../../components/page-shell';
import { panel, tiles } from '../../../components/styles';

const Grid = styled.div`
  ${tiles('min(260px, 100%)', 16)}
  section {
    ${panel(20, 16)}
  }
  h2 {
    margin: 0 0 10px;
    font-size: 20px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  li {
    padding: 4px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    font-size: 13px;
  }
`;

const MapSection = styled.section`
  margin-bottom: 24px;
  h2 {
    margin: 0 0 12px;
    font-size: 20px;
  }
`;

type Place = { lat: number; lng: number; label: string; href: string };

/** /regions: a map of the towns (where their villas are) and every town with its districts. */
export function RegionsPage() {
  const { data, isPending, isError, refetch } = useQuery(regionsQuery());
  const navigate = useNavigate();
  const places: Place[] = (data?.towns ?? []).flatMap((t) =>
    t.latitude != null && t.longitude != null
      ? [{ lat: t.latitude, lng: t.longitude, label: t.name, href: paths.regionOrType(t.slug) }]
      : [],
  );
  const centre: [number, number] = places.length
    ? [
        places.reduce((s, p) => s + p.lat, 0) / places.length,
        places.reduce((s, p) => s + p.lng, 0) / places.length,
      ]
    : [36.6, 29.1];
  return (
    <PageShell title="Bölgeler" lead="Kiralık villa bulunan tüm bölgeler ve mahalleler.">
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState message={MESSAGES.regionsError} onRetry={() => void refetch()} />
      ) : (
        <>
          {places.length ? (
            <MapSection aria-labelledby="regions-map-title">
              <h2 id="regions-map-title">Bölgeler haritası</h2>
              <AreaMap
                label="Villa bölgelerinin haritası"
                height={380}
                center={centre}
                zoom={places.length > 1 ? 8 : 11}
                places={places}
                onOpen={(href) => void navigate(href)}
              />
            </MapSection>
          ) : null}
          <Grid>
            {data.towns.map((t) => (
              <section key={t.id}>
                <h2>
                  <Link to={paths.regionOrType(t.slug)}>{t.name}</Link>
                </h2>
                <ul>
                  {t.District.map((d) => (
                    <li key={d.id}>{d.name}</li>
                  ))}
                </ul>
              </section>
            ))}
          </Grid>
        </>
      )}
    </PageShell>
  );
}
