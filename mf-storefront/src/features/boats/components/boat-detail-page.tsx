import { useCallback, useEffect, useState } from 'react';
import { formatDate } from '@villa/shared/lib/format/dates';
import { Link, useParams, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { usePageShare } from '@villa/shared/stores/page-share';
import { palette } from '@villa/shared/ui/tokens';
import { ShareButton } from '../../../components/share-button';
import { pageColumn, panel } from '../../../components/styles';
import { usePublicBoat } from '../api/get-boat';
import { BoatPlaceholder } from './boat-placeholder';
import { RentalForm } from './rental-form';
import { useBoatPrice } from './use-boat-price';
import { apiErrorStatus } from '@villa/shared/api/client';
import { formatNumberTr } from '@villa/shared/lib/format/number';

const Page = styled.div`
  ${pageColumn(28, 16)}
  nav.crumbs {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: 10px;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 16px;
  }
  /* The title shrinks and wraps; 'Paylaş' keeps its width (its own wrapper is a div too). */
  .head > div:first-child {
    min-width: 0;
  }
  .head > :last-child {
    flex-shrink: 0;
  }
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 38px;
    ${({ theme }) => theme.media.mobile} {
      font-size: 28px;
    }
  }
  .sub {
    color: ${({ theme }) => theme.color.textMuted};
    margin: 6px 0 20px;
  }
`;

const Gallery = styled.div`
  display: grid;
  gap: 10px;
  .main {
    border-radius: 18px;
    overflow: hidden;
    aspect-ratio: 16 / 9;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .main img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  .thumbs {
    display: flex;
    gap: 8px;
    overflow-x: auto;
  }
  .thumbs button {
    flex: 0 0 96px;
    height: 68px;
    padding: 0;
    border-radius: 10px;
    overflow: hidden;
    border: 2px solid transparent;
    cursor: pointer;
    background: none;
  }
  .thumbs button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.accent};
  }
  .thumbs img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 400px;
  gap: 32px;
  margin-top: 28px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  @media (max-width: 959px) {
    grid-template-columns: 1fr;
  }
  section {
    margin-bottom: 28px;
  }
  h2 {
    font-size: 22px;
    margin: 0 0 12px;
  }
  aside {
    align-self: start;
    position: sticky;
    top: 90px;
    ${panel(22, 18)}
    box-shadow: ${({ theme }) => theme.shadow.md};
  }
  aside h2 {
    margin-bottom: 4px;
  }
  .from {
    margin: 0 0 16px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .from strong {
    color: ${({ theme }) => theme.color.primary};
    font-size: 22px;
  }
`;

const Specs = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 14px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  dt {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 18px;
    font-weight: 700;
  }
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  li {
    padding: 6px 12px;
    border-radius: 999px;
    background: ${palette.sea100};
    color: ${palette.sea800};
    font-size: 14px;
  }
`;

const PriceTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  td {
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  td:last-child {
    text-align: right;
    font-weight: 700;
  }
`;

/** '1 Temmuz 2031'. */
const trDate = (iso: string) => formatDate(iso, 'long');

/** '/tekne/:slug': photos, specs, features, daily prices and the rental request. */
export function BoatDetailPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const { data: boat, isPending, isError, error, refetch } = usePublicBoat(slug);
  const price = useBoatPrice();
  const [shown, setShown] = useState(0);
  // The days picked in the rental form (first from the link): 'Paylaş' and the shell's WhatsApp
  // buttons name the boat and these days, as a villa page does with its stay.
  const [dates, setDates] = useState({
    start: params.get('started_at') ?? '',
    end: params.get('finished_at') ?? '',
  });
  const onDatesChange = useCallback((start: string, end: string) => setDates({ start, end }), []);
  const setShare = usePageShare((s) => s.setContext);
  const shareTitle = boat?.name;
  useEffect(() => {
    if (!shareTitle) return;
    setShare({ title: shareTitle, checkIn: dates.start, checkOut: dates.end || dates.start });
    return () => setShare(null);
  }, [setShare, shareTitle, dates.start, dates.end]);

  if (isPending) return <LoadingBlock />;
  if (isError) {
    if (apiErrorStatus(error) === 404) {
      // The shell's NotFound state, written here: importing @villa/shared/ui/not-found would make it a
      // share this remote declares, fetched on every storefront page at start.
      return (
        <EmptyState title="Sayfa bulunamadı">
          <p style={{ margin: 0 }}>Aradığınız sayfa taşınmış veya kaldırılmış olabilir.</p>
          <Link to="/tekneler">Tüm teknelere dön</Link>
        </EmptyState>
      );
    }
    return <ErrorState onRetry={() => void refetch()} />;
  }
  const image = boat.images[shown] ?? boat.images[0];

  return (
    <Page>
      <nav className="crumbs" aria-label="Konum">
        <Link to="/">Ana Sayfa</Link> / <Link to="/tekneler">Tekneler</Link> / <span>{boat.name}</span>
      </nav>
      <div className="head">
        <div>
          <h1>{boat.name}</h1>
          <p className="sub">
            {boat.boat_type_name} · {boat.marina_name}, {boat.town_name}
          </p>
        </div>
        <ShareButton
          context={{ title: boat.name, checkIn: dates.start, checkOut: dates.end || dates.start }}
        />
      </div>
      <Gallery>
        <div className="main">
          {image ? (
            <img
              src={image.urls.large}
              srcSet={`${image.urls.small} 480w, ${image.urls.medium} 960w, ${image.urls.large} 1600w`}
              sizes="(max-width: 960px) 100vw, 800px"
              alt={`${boat.name} fotoğraf ${shown + 1}`}
            />
          ) : (
            <BoatPlaceholder label={boat.boat_type_name} />
          )}
        </div>
        {boat.images.length > 1 ? (
          <div className="thumbs">
            {boat.images.map((img, i) => (
              <button
                key={img.id}
                type="button"
                aria-label={`Fotoğraf ${i + 1}`}
                aria-current={i === shown}
                onClick={() => setShown(i)}
              >
                <img src={img.urls.small} alt="" loading="lazy" />
              </button>
            ))}
          </div>
        ) : null}
      </Gallery>
      <Layout>
        <div>
          <section>
            <h2>Tekne bilgileri</h2>
            <Specs>
              <div>
                <dt>Kapasite</dt>
                <dd>{boat.capacity} kişi</dd>
              </div>
              <div>
                <dt>Uzunluk</dt>
                <dd>{formatNumberTr(boat.length, 0, 3)} m</dd>
              </div>
              <div>
                <dt>Kabin</dt>
                <dd>{boat.cabins}</dd>
              </div>
              <div>
                <dt>Mürettebat</dt>
                <dd>{boat.crew}</dd>
              </div>
            </Specs>
          </section>
          {boat.description ? (
            <section>
              <h2>Açıklama</h2>
              <p style={{ whiteSpace: 'pre-line', lineHeight: 1.7 }}>{boat.description}</p>
            </section>
          ) : null}
          {boat.features.length > 0 ? (
            <section>
              <h2>Özellikler</h2>
              {boat.features.map((g) => (
                <div key={g.category}>
                  <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>{g.category}</h3>
                  <Chips>
                    {g.names.map((n) => (
                      <li key={n}>{n}</li>
                    ))}
                  </Chips>
                </div>
              ))}
            </section>
          ) : null}
          {boat.prices.length > 0 ? (
            <section>
              <h2>Günlük fiyatlar</h2>
              <PriceTable>
                <tbody>
                  {boat.prices.map((p) => (
                    <tr key={p.id}>
                      <td>
                        {trDate(p.start_date)} – {trDate(p.end_date)}
                      </td>
                      <td>{price({ amount: p.daily_price, currency: p.currency })}</td>
                    </tr>
                  ))}
                </tbody>
              </PriceTable>
            </section>
          ) : null}
          {boat.busy.length > 0 ? (
            <section>
              <h2>Dolu günler</h2>
              <Chips>
                {boat.busy.map((b) => (
                  <li key={`${b.started_at}-${b.finished_at}`}>
                    {b.started_at === b.finished_at
                      ? trDate(b.started_at)
                      : `${trDate(b.started_at)} – ${trDate(b.finished_at)}`}
                  </li>
                ))}
              </Chips>
            </section>
          ) : null}
        </div>
        <aside id="kiralama" aria-labelledby="rent-title">
          <h2 id="rent-title">Günlük kiralama</h2>
          <p className="from">
            {boat.from_price ? (
              <>
                Günlük <strong>{price(boat.from_price)}</strong> ve üzeri
              </>
            ) : (
              'Fiyat için talep gönderin, size dönelim.'
            )}
          </p>
          <RentalForm
            boat={boat}
            start={params.get('started_at') ?? ''}
            end={params.get('finished_at') ?? ''}
            onDatesChange={onDatesChange}
          />
        </aside>
      </Layout>
    </Page>
  );
}
