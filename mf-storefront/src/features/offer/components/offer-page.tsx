import { Link, useParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { paths } from '@villa/shared/config/paths';
import { formatDate, formatDatePattern } from '@villa/shared/lib/format/dates';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { PinIcon, UsersIcon } from '@villa/shared/ui/icons';
import { nightsBetween } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePrice } from '../../../lib/use-price';
import { PageShell } from '../../../components/page-shell';
import { useOffer } from '../api/get-offer';
import { panel } from '../../../components/styles';

const List = styled.div`
  display: grid;
  gap: 16px;
  article {
    display: grid;
    grid-template-columns: 220px 1fr auto;
    gap: 18px;
    align-items: center;
    ${panel(14, 18)}
  }
  ${({ theme }) => theme.media.mobile} {
    article {
      grid-template-columns: 1fr;
    }
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 10;
    object-fit: cover;
    border-radius: 12px;
    display: block;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 20px;
  }
  .meta {
    display: flex;
    gap: 14px;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
  .meta span {
    display: inline-flex;
    gap: 4px;
    align-items: center;
  }
  .price {
    text-align: right;
  }
  .price strong {
    display: block;
    font-size: 22px;
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** /teklif/:token: the villas staff offered a customer for their dates, each bookable in one click. */
export function OfferPage() {
  const { token = '' } = useParams();
  const offer = useOffer(token);
  const price = usePrice();
  usePageMeta('Size özel teklif');
  if (offer.isPending) return <LoadingBlock />;
  if (offer.isError)
    return (
      <PageShell title="Size özel teklif">
        <ErrorState message={apiErrorMessage(offer.error)} />
      </PageShell>
    );
  const o = offer.data;
  const nights = nightsBetween(o.checkIn, o.checkOut);
  const expired = o.expiresAt ? new Date(o.expiresAt).getTime() < Date.now() : false;
  const query = `checkin=${o.checkIn}&checkout=${o.checkOut}&guests=${o.guests}`;
  return (
    <PageShell
      title={`Sayın ${o.customerName}, size özel teklifimiz`}
      lead={`${formatDatePattern(o.checkIn, 'd MMMM')} – ${formatDate(o.checkOut, 'long')} · ${nights} gece · ${o.guests} kişi${
        o.expiresAt ? ` · Son geçerlilik: ${formatDate(o.expiresAt, 'long')}` : ''
      }`}
    >
      {expired ? (
        <p role="alert" style={{ marginTop: 0 }}>
          Bu teklifin süresi doldu; fiyat ve müsaitlik değişmiş olabilir. Güncel teklif için bize ulaşın.
        </p>
      ) : null}
      <List>
        {o.villas.map((v) => (
          <article key={v.villaId}>
            {v.thumbnail ? (
              <img src={v.thumbnail} alt={v.name} width={480} height={300} loading="lazy" />
            ) : (
              <span />
            )}
            <div>
              <h2>{v.name}</h2>
              <div className="meta">
                <span>
                  <PinIcon size={15} /> {v.townName}
                </span>
                <span>
                  <UsersIcon size={15} /> {v.capacity} kişi
                </span>
              </div>
            </div>
            <div className="price">
              <span>{nights} gece toplam</span>
              <strong>{price(v.totalAmount)}</strong>
              <Button as={Link} to={`${paths.villa(v.slug)}?${query}#rezervasyon`} $size="sm">
                İncele ve rezervasyon yap
              </Button>
            </div>
          </article>
        ))}
      </List>
    </PageShell>
  );
}
