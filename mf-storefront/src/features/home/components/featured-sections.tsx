import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { Button } from '@villa/shared/ui/button';
import { ErrorState } from '@villa/shared/ui/feedback';
import { CardGrid, CardSkeletons, VillaCard } from '../../../components/villa-card';
import { FavouriteButton } from '../../../components/favourite-button';
import { Photo } from '../../../components/photo';
import { usePrice } from '../../../lib/use-price';
import { useFeatured } from '../api/get-featured';
import { Section } from './section';

const MonthCard = styled.article`
  display: grid;
  grid-template-columns: 1.3fr 1fr;
  border-radius: 22px;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.md};
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
  }
  .photo {
    position: relative;
    aspect-ratio: 16 / 10;
  }
  .photo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .fav {
    position: absolute;
    top: 14px;
    right: 14px;
  }
  .body {
    padding: 28px;
    display: flex;
    flex-direction: column;
    gap: 12px;
    justify-content: center;
  }
  .label {
    color: ${({ theme }) => theme.color.accentText};
    font-weight: 800;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    font-size: 13px;
  }
  h3 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 32px;
  }
  .price {
    font-size: 22px;
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** The villa of the month and the popular villas (GET /v1/villas/featured). */
export function FeaturedSections() {
  const featured = useFeatured();
  const price = usePrice();
  const month = featured.data?.villaOfMonth;
  return (
    <>
      {month ? (
        <Section aria-labelledby="month-title">
          <header>
            <h2 id="month-title">Ayın Villası</h2>
          </header>
          <MonthCard>
            <div className="photo">
              {month.photo ? <Photo photo={month.photo} sizes="(max-width: 860px) 100vw, 60vw" /> : null}
              <FavouriteButton className="fav" villa={month} />
            </div>
            <div className="body">
              <span className="label">Bu ayın favorisi</span>
              <h3>{month.name}</h3>
              <span>
                {month.districtName ? `${month.districtName}, ` : ''}
                {month.townName} · {month.capacity} kişi · {month.bedrooms} yatak odası
              </span>
              {month.priceFromTl !== null ? (
                <span className="price">Gecelik {price(month.priceFromTl)}&apos;den başlayan</span>
              ) : null}
              <Button as={Link} to={paths.villa(month.slug)} style={{ alignSelf: 'flex-start' }}>
                Villayı incele
              </Button>
            </div>
          </MonthCard>
        </Section>
      ) : null}
      <Section aria-labelledby="popular-title">
        <header>
          <div>
            <h2 id="popular-title">Popüler Villalar</h2>
            <p>Misafirlerimizin en çok tercih ettiği villalar.</p>
          </div>
          <Link to={paths.listing}>Tüm villalar →</Link>
        </header>
        {featured.isPending ? (
          <CardSkeletons count={4} />
        ) : featured.isError ? (
          <ErrorState onRetry={() => void featured.refetch()} />
        ) : (
          <CardGrid>
            {featured.data.popular.map((v) => (
              <VillaCard key={v.id} villa={v} />
            ))}
          </CardGrid>
        )}
      </Section>
    </>
  );
}
