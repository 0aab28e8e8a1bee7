import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import type { VillaCard as VillaCardData } from '@villa/shared/contracts/storefront';
import { paths } from '@villa/shared/config/paths';
import { PinIcon, UsersIcon } from '@villa/shared/ui/icons';
import { usePrice } from '../lib/use-price';
import { listingCard, tiles } from './styles';
import { FavouriteButton } from './favourite-button';
import { Photo } from './photo';
import { VILLA_CARD_PHOTO_SIZES } from '@villa/shared/lib/listing-search';

const Card = styled.article`
  ${listingCard}
  position: relative;
  .photo {
    position: relative;
    aspect-ratio: 16 / 10;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .photo img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .fav {
    position: absolute;
    top: 12px;
    right: 12px;
    z-index: 2;
  }
  .badge {
    position: absolute;
    left: 12px;
    top: 12px;
    padding: 4px 10px;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.accent};
    color: #1d1602;
    font-size: 12px;
    font-weight: 700;
  }
  .body {
    display: flex;
    flex-direction: column;
    gap: 6px;
    padding: 14px 16px 16px;
    flex: 1;
  }
  h3 {
    margin: 0;
    font-size: 18px;
    line-height: 1.3;
  }
  h3 a {
    color: ${({ theme }) => theme.color.text};
  }
  /* The whole card is the link's target area. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    z-index: 1;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
  .meta {
    gap: 4px 14px;
  }
  .price {
    padding-top: 8px;
  }
  .price strong {
    font-size: 19px;
  }
  .price small {
    font-size: 13px;
  }
`;

/** A villa in lists: photo, heart, region, capacity and the price in the visitor's currency. */
export function VillaCard({
  villa,
  eager = false,
  linkQuery = '',
}: {
  villa: VillaCardData;
  eager?: boolean;
  /** Dates and guests carried to the villa page (`checkin=…&checkout=…`). */
  linkQuery?: string;
}) {
  const price = usePrice();
  const href = `${paths.villa(villa.slug)}${linkQuery ? `?${linkQuery}` : ''}`;
  return (
    <Card data-testid="villa-card">
      <div className="photo">
        {villa.photo ? <Photo photo={villa.photo} sizes={VILLA_CARD_PHOTO_SIZES} eager={eager} /> : null}
        {villa.isPopular ? <span className="badge">Popüler</span> : null}
        <FavouriteButton className="fav" villa={villa} />
      </div>
      <div className="body">
        <h3>
          <Link to={href}>{villa.name}</Link>
        </h3>
        <div className="meta">
          <span>
            <PinIcon size={15} /> {villa.districtName ? `${villa.districtName}, ` : ''}
            {villa.townName}
          </span>
          <span>
            <UsersIcon size={15} /> {villa.capacity} kişi · {villa.bedrooms} yatak odası
          </span>
        </div>
        {villa.typeName ? <div className="meta">{villa.typeName}</div> : null}
        <div className="price">
          {villa.stayTotalTl !== null && villa.nights ? (
            <>
              <small>{villa.nights} gece toplam</small>
              <strong data-testid="stay-total">{price(villa.stayTotalTl)}</strong>
            </>
          ) : villa.priceFromTl !== null ? (
            <>
              <small>Gecelik</small>
              <strong>{price(villa.priceFromTl)}&apos;den başlayan</strong>
            </>
          ) : (
            <small>Fiyat için bize ulaşın</small>
          )}
        </div>
      </div>
    </Card>
  );
}

export const CardGrid = styled.div`
  ${tiles('280px', 20)}
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const SkeletonCard = styled.div`
  border-radius: 18px;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  div {
    aspect-ratio: 16 / 10;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  p {
    margin: 14px 16px;
    height: 16px;
    border-radius: 6px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Placeholder cards of the same size while a list loads (no layout shift). */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <CardGrid aria-busy="true" aria-label="Villalar yükleniyor">
      {Array.from({ length: count }, (_, i) => (
        <SkeletonCard key={i}>
          <div />
          <p style={{ width: '70%' }} />
          <p style={{ width: '45%' }} />
        </SkeletonCard>
      ))}
    </CardGrid>
  );
}
