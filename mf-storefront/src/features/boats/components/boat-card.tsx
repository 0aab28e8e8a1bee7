import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import type { PublicBoat } from '@villa/shared/contracts/boats';
import { PinIcon, UsersIcon } from '@villa/shared/ui/icons';
import { listingCard } from '../../../components/styles';
import { BoatPlaceholder } from './boat-placeholder';
import { useBoatPrice } from './use-boat-price';
import { formatNumberTr } from '@villa/shared/lib/format/number';

const Card = styled(Link)`
  ${listingCard}
  color: ${({ theme }) => theme.color.text};
  &:hover {
    text-decoration: none;
  }
  .media {
    aspect-ratio: 4 / 3;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .media img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .body {
    padding: 16px 18px 18px;
    display: flex;
    flex-direction: column;
    gap: 8px;
    flex: 1;
  }
  .type {
    font-size: 12px;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.color.accentText};
  }
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 22px;
  }
  .meta {
    gap: 6px 14px;
  }
  .price {
    padding-top: 10px;
    border-top: 1px solid ${({ theme }) => theme.color.border};
  }
  .price strong {
    font-size: 20px;
  }
`;

/** One boat in the public list, linking to its page with the chosen days kept. */
export function BoatCard({ boat, query }: { boat: PublicBoat; query: string }) {
  const price = useBoatPrice();
  return (
    <Card to={`/tekne/${encodeURIComponent(boat.slug)}${query}`} data-testid="boat-card">
      <div className="media">
        {boat.thumbnail ? (
          <img src={boat.thumbnail} alt={boat.name} loading="lazy" />
        ) : (
          <BoatPlaceholder label={boat.boat_type_name} />
        )}
      </div>
      <div className="body">
        <span className="type">{boat.boat_type_name}</span>
        <h2>{boat.name}</h2>
        <div className="meta">
          <span>
            <PinIcon size={15} /> {boat.marina_name}, {boat.town_name}
          </span>
          <span>
            <UsersIcon size={15} /> {boat.capacity} kişi
          </span>
          <span>{formatNumberTr(boat.length, 0, 3)} m</span>
          {boat.cabins > 0 ? <span>{boat.cabins} kabin</span> : null}
        </div>
        <div className="price">
          {boat.quote ? (
            <>
              <small>{boat.quote.days} gün toplam</small>
              <strong>{price(boat.quote)}</strong>
            </>
          ) : boat.from_price ? (
            <>
              <small>Günlük, en düşük</small>
              <strong>{price(boat.from_price)}</strong>
            </>
          ) : (
            <small>Fiyat için bize ulaşın</small>
          )}
        </div>
      </div>
    </Card>
  );
}
