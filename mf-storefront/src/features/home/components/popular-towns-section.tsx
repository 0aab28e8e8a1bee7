import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { ErrorState } from '@villa/shared/ui/feedback';
import { Photo } from '../../../components/photo';
import { usePopularTowns } from '../api/get-popular-towns';
import { Section } from './section';
import { tiles } from '../../../components/styles';

const TownGrid = styled.div`
  ${tiles('240px', 16)}
  a {
    position: relative;
    display: block;
    aspect-ratio: 4 / 3;
    border-radius: 18px;
    overflow: hidden;
    color: #fff;
    background: #0b4f6c;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
    transition: transform 0.3s ease;
  }
  a:hover img {
    transform: scale(1.04);
  }
  a::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, transparent 40%, rgba(6, 40, 61, 0.8));
  }
  div {
    position: absolute;
    left: 18px;
    bottom: 16px;
    z-index: 1;
  }
  strong {
    display: block;
    font-size: 24px;
    font-family: ${({ theme }) => theme.font.display};
  }
`;

/** Popular towns (GET /v1/town/popular) with a photo and their villa count. */
export function PopularTownsSection() {
  const towns = usePopularTowns();
  return (
    <Section aria-labelledby="popular-towns-title">
      <header>
        <div>
          <h2 id="popular-towns-title">Popüler Bölgeler</h2>
          <p>Likya kıyılarından Ege&apos;ye en sevilen tatil bölgeleri.</p>
        </div>
        <Link to={paths.regions}>Tüm bölgeler →</Link>
      </header>
      {towns.isPending ? (
        <TownGrid aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <span key={i} style={{ aspectRatio: '4 / 3', borderRadius: 18, background: '#9aa4b133' }} />
          ))}
        </TownGrid>
      ) : towns.isError ? (
        <ErrorState onRetry={() => void towns.refetch()} />
      ) : (
        <TownGrid>
          {towns.data.map((t) => (
            <Link key={t.id} to={paths.regionOrType(t.slug)}>
              {t.photo ? <Photo photo={t.photo} sizes="(max-width: 640px) 100vw, 33vw" alt="" /> : null}
              <div>
                <strong>{t.name}</strong>
                <span>{t.villaCount} kiralık villa</span>
              </div>
            </Link>
          ))}
        </TownGrid>
      )}
    </Section>
  );
}
