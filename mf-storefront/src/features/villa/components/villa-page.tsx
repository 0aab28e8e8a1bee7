import { lazy, useEffect } from 'react';
import { Link, useLocation, useParams, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage, apiErrorStatus } from '@villa/shared/api/client';
import type { VillaDetail } from '@villa/shared/contracts/storefront';
import { paths } from '@villa/shared/config/paths';
import { CriticalFallback } from '@villa/shared/ui/critical';
import { ErrorState } from '@villa/shared/ui/feedback';
import { usePageShare } from '@villa/shared/stores/page-share';
import { PinIcon } from '@villa/shared/ui/icons';
import { AreaMap } from '../../../components/area-map/area-map';
import { FavouriteButton } from '../../../components/favourite-button';
import { ShareButton } from '../../../components/share-button';
import { addDaysIso, formatTr, isoToday } from '../../../lib/dates';
import { usePageMeta } from '../../../lib/use-page-meta';
import { usePrice } from '../../../lib/use-price';
import { useAvailability } from '../api/get-availability';
import { useVilla } from '../api/get-villa';
import { bookedNights } from './booked-nights';
import { LazyAvailabilityCalendar } from './lazy-availability-calendar';
import { LazyBookingSection } from './lazy-booking-section';
import { Gallery } from './gallery';
import { formatNumberTr } from '@villa/shared/lib/format/number';

// The 404 page is a chunk of its own, fetched only for an unknown slug (it suspends to the app's
// boundary, the page's loading state, meanwhile).
const NotFoundPage = lazy(() =>
  import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const Page = styled.div`
  max-width: 1240px;
  margin: 0 auto;
  padding: 24px 24px 0;
  ${({ theme }) => theme.media.mobile} {
    padding: 16px 16px 0;
  }
  nav.crumbs {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
    margin-bottom: 8px;
  }
  nav.crumbs a {
    text-decoration: underline;
  }
  .head {
    display: flex;
    justify-content: space-between;
    align-items: flex-start;
    gap: 16px;
    margin-bottom: 18px;
  }
  h1 {
    margin: 0 0 6px;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 38px;
    line-height: 1.15;
  }
  ${({ theme }) => theme.media.mobile} {
    h1 {
      font-size: 28px;
    }
  }
  .actions {
    display: flex;
    align-items: center;
    gap: 10px;
    flex-shrink: 0;
  }
  .where {
    display: flex;
    align-items: center;
    gap: 6px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 380px;
  gap: 36px;
  margin-top: 28px;
  align-items: start;
  @media (max-width: 1000px) {
    /* minmax(0, 1fr), not 1fr: a wide child (the facts grid, a table) must not widen the column. */
    grid-template-columns: minmax(0, 1fr);
  }
  aside {
    position: sticky;
    top: 86px;
  }
  @media (max-width: 1000px) {
    aside {
      position: static;
    }
  }
`;

const Block = styled.section`
  padding: 26px 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:first-child {
    padding-top: 0;
  }
  h2 {
    margin: 0 0 14px;
    font-size: 22px;
  }
  p {
    line-height: 1.7;
    margin: 0 0 12px;
  }
  .facts {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(150px, 100%), 1fr));
    gap: 12px;
  }
  .facts div {
    padding: 14px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
  .facts strong {
    display: block;
    font-size: 20px;
  }
  .facts span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 13px;
  }
  h3 {
    font-size: 15px;
    margin: 14px 0 8px;
  }
  ul.features {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(190px, 100%), 1fr));
    gap: 8px;
  }
  ul.features li::before {
    content: '✓';
    color: ${({ theme }) => theme.color.success};
    font-weight: 800;
    margin-right: 8px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 14px;
  }
  th,
  td {
    text-align: left;
    padding: 10px 8px;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: 600;
  }
  td.num {
    font-weight: 700;
    color: ${({ theme }) => theme.color.primary};
  }
  .comment {
    padding: 16px;
    border-radius: 14px;
    background: ${({ theme }) => theme.color.surfaceAlt};
    margin-bottom: 12px;
  }
  .comment header {
    display: flex;
    justify-content: space-between;
    gap: 10px;
    font-weight: 600;
  }
  .stars {
    color: ${({ theme }) => theme.color.accent};
    letter-spacing: 2px;
  }
  .verified {
    display: inline-block;
    margin-left: 8px;
    padding: 1px 8px;
    border-radius: 999px;
    font-size: 12px;
    font-weight: 600;
    color: ${({ theme }) => theme.color.primary};
    border: 1px solid ${({ theme }) => theme.color.primary};
    white-space: nowrap;
  }
  .reply {
    margin-top: 10px;
    padding-left: 12px;
    border-left: 3px solid ${({ theme }) => theme.color.primary};
    font-size: 14px;
  }
`;

/** The circle's radius: the villa is somewhere inside it, never marked exactly. */
const AREA_RADIUS_M = 900;

/** The villa's coordinates rounded to 0.005° (≈ 500 m): the circle's centre is not the house. */
function approximate(lat: number | string, lng: number | string): [number, number] {
  const round = (x: number | string) => Math.round(Number(x) * 200) / 200;
  return [round(lat), round(lng)];
}
const toLatLng = ([lat, lng]: [number, number]) => ({ lat, lng });

function Stars({ n }: { n: number }) {
  return (
    <span className="stars" aria-label={`5 üzerinden ${n} puan`}>
      {'★'.repeat(Math.round(n))}
      {'☆'.repeat(5 - Math.round(n))}
    </span>
  );
}

function PriceTable({ villa }: { villa: VillaDetail }) {
  const price = usePrice();
  if (!villa.prices.length) return <p>Bu villa için fiyat bilgisi almak üzere bizi arayın.</p>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table>
        <thead>
          <tr>
            <th scope="col">Dönem</th>
            <th scope="col">Gecelik</th>
            <th scope="col">En az</th>
          </tr>
        </thead>
        <tbody>
          {villa.prices.map((p) => (
            <tr key={p.startDate}>
              <td>
                {formatTr(p.startDate, 'd MMM yyyy')} – {formatTr(p.endDate, 'd MMM yyyy')}
              </td>
              <td className="num">{price(p.nightlyTl)}</td>
              <td>{p.minStay} gece</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /villa/{slug}: gallery, description, features, prices, calendar, comments and the booking section. */
export function VillaPage() {
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const [sp, setSp] = useSearchParams();
  const villa = useVilla(slug);
  const availability = useAvailability(slug);
  const today = isoToday();
  usePageMeta(
    villa.data?.name ?? null,
    villa.data?.summary,
    villa.data?.photos[0]?.src.replace('-960.webp', '-1600.webp'),
  );
  const setShare = usePageShare((s) => s.setContext);
  const shareTitle = villa.data?.name;
  const shareIn = sp.get('checkin') ?? '';
  const shareOut = sp.get('checkout') ?? '';
  // The shell's WhatsApp buttons name this villa and the chosen dates while the page is open.
  useEffect(() => {
    if (!shareTitle) return;
    setShare({ title: shareTitle, checkIn: shareIn, checkOut: shareOut });
    return () => setShare(null);
  }, [setShare, shareTitle, shareIn, shareOut]);

  if (villa.isPending) return <CriticalFallback pathname={pathname} />;
  if (villa.isError) {
    // Status read structurally: the axios instance lives in @villa/shared, not in this bundle.
    if (apiErrorStatus(villa.error) === 404) return <NotFoundPage />;
    return (
      <div style={{ paddingTop: 40 }}>
        <ErrorState message={apiErrorMessage(villa.error)} onRetry={() => void villa.refetch()} />
      </div>
    );
  }
  const v = villa.data;
  const checkIn = sp.get('checkin') ?? '';
  const checkOut = sp.get('checkout') ?? '';
  const guests = Math.min(v.capacity, Math.max(1, Number(sp.get('guests')) || Math.min(2, v.capacity)));
  const booked = bookedNights(availability.data);
  let overlaps = false;
  if (checkIn && checkOut && checkOut > checkIn) {
    for (let d = checkIn; d < checkOut; d = addDaysIso(d, 1)) if (booked.has(d)) overlaps = true;
  }
  const update = (next: { checkIn?: string; checkOut?: string; guests?: number }) => {
    const p = new URLSearchParams(sp);
    const set = (k: string, val: string | undefined) => (val ? p.set(k, val) : p.delete(k));
    if (next.checkIn !== undefined) set('checkin', next.checkIn);
    if (next.checkOut !== undefined) set('checkout', next.checkOut);
    if (next.guests !== undefined) set('guests', String(next.guests));
    setSp(p, { replace: true, preventScrollReset: true });
  };

  return (
    <Page>
      <nav className="crumbs" aria-label="Sayfa yolu">
        <Link to="/">Ana Sayfa</Link> / <Link to={paths.regionOrType(v.townSlug)}>{v.townName}</Link> /{' '}
        <span>{v.name}</span>
      </nav>
      <div className="head">
        <div>
          <h1>{v.name}</h1>
          <div className="where">
            <PinIcon size={16} /> {v.districtName ? `${v.districtName}, ` : ''}
            {v.townName}
            {v.rating ? (
              <>
                {' · '}
                <Stars n={v.rating} /> {formatNumberTr(v.rating, 0, 3)} ({v.commentCount} yorum)
              </>
            ) : null}
          </div>
        </div>
        <div className="actions">
          <ShareButton context={{ title: v.name, checkIn, checkOut }} />
          <FavouriteButton villa={v} />
        </div>
      </div>
      <Gallery photos={v.photos} name={v.name} />
      <Columns>
        <div>
          <Block aria-labelledby="about-title">
            <h2 id="about-title">Villa hakkında</h2>
            <div className="facts">
              {(
                [
                  [v.capacity, 'kişilik'],
                  [v.bedrooms, 'yatak odası'],
                  [v.bathrooms, 'banyo'],
                  [v.checkInTime, 'giriş saati'],
                  [v.checkOutTime, 'çıkış saati'],
                ] as const
              ).map(([value, unit]) => (
                <div key={unit}>
                  <strong>{value}</strong>
                  <span>{unit}</span>
                </div>
              ))}
            </div>
            {v.summary ? (
              <p style={{ marginTop: 18, fontWeight: 600 }}>
                <em>{v.summary}</em>
              </p>
            ) : null}
            {v.description.split(/\n{2,}/).map((para, i) => (
              <p key={i}>{para}</p>
            ))}
            {v.licenseNumber ? <p style={{ fontSize: 13 }}>Turizm izin belge no: {v.licenseNumber}</p> : null}
          </Block>
          {v.features.length ? (
            <Block aria-labelledby="features-title">
              <h2 id="features-title">Özellikler</h2>
              {v.features.map((g) => (
                <div key={g.category}>
                  <h3>{g.category}</h3>
                  <ul className="features">
                    {g.items.map((f) => (
                      <li key={f.id}>{f.name}</li>
                    ))}
                  </ul>
                </div>
              ))}
            </Block>
          ) : null}
          <Block aria-labelledby="calendar-title">
            <h2 id="calendar-title">Müsaitlik takvimi</h2>
            {availability.isError ? (
              <ErrorState onRetry={() => void availability.refetch()} />
            ) : (
              <LazyAvailabilityCalendar
                availability={availability.data}
                checkIn={checkIn}
                checkOut={checkOut}
                today={today}
                onSelect={(a, b) => update({ checkIn: a, checkOut: b })}
              />
            )}
          </Block>
          <Block aria-labelledby="prices-title">
            <h2 id="prices-title">Fiyatlar</h2>
            <PriceTable villa={v} />
            <p style={{ marginTop: 12, fontSize: 14 }}>
              Temizlik ücreti, hasar depozitosu ve ön ödeme oranı rezervasyon bölümünde gösterilir. Ön ödeme
              oranı: %{v.prepaymentRate}.
            </p>
          </Block>
          <Block aria-labelledby="location-title">
            <h2 id="location-title">Konum</h2>
            <p>{v.address || `${v.townName}`}</p>
            {v.latitude !== null && v.longitude !== null ? (
              <>
                <AreaMap
                  label={`${v.name} yaklaşık konumu haritası`}
                  center={approximate(v.latitude, v.longitude)}
                  zoom={13}
                  areas={[{ ...toLatLng(approximate(v.latitude, v.longitude)), radiusM: AREA_RADIUS_M }]}
                />
                <p style={{ fontSize: 14, marginTop: 10 }}>
                  Haritada villanın bulunduğu bölge gösterilir; tam adres rezervasyondan sonra paylaşılır.
                </p>
              </>
            ) : null}
          </Block>
          <Block aria-labelledby="comments-title">
            <h2 id="comments-title">Misafir yorumları</h2>
            {v.comments.length === 0 ? (
              <p>Bu villa için henüz yorum yok.</p>
            ) : (
              v.comments.map((c) => (
                <article className="comment" key={c.id}>
                  <header>
                    <span>
                      {c.authorName}
                      {c.stayedAt ? ` · ${c.stayedAt}` : ''}
                      {c.verifiedStay ? (
                        <span
                          className="verified"
                          title="Bu yorum, rezervasyonla konaklamış bir misafirden geldi."
                        >
                          ✓ Doğrulanmış konaklama
                        </span>
                      ) : null}
                    </span>
                    <Stars n={c.rating} />
                  </header>
                  {c.title ? <strong>{c.title}</strong> : null}
                  <p style={{ margin: '6px 0 0' }}>{c.body}</p>
                  {c.reply ? <div className="reply">Likya Villa: {c.reply}</div> : null}
                </article>
              ))
            )}
          </Block>
        </div>
        <aside>
          <LazyBookingSection
            villa={v}
            checkIn={checkIn}
            checkOut={checkOut}
            guests={guests}
            today={today}
            overlapsBooking={overlaps}
            onChange={update}
          />
        </aside>
      </Columns>
    </Page>
  );
}
