import { useState, type FormEvent } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { apiErrorMessage } from '@villa/shared/api/client';
import { paths } from '@villa/shared/config/paths';
import { Button } from '@villa/shared/ui/button';
import { ErrorState, Spinner } from '@villa/shared/ui/feedback';
import { CalendarIcon, PhoneIcon, ShieldIcon, VillaIcon } from '@villa/shared/ui/icons';
import { Input } from '@villa/shared/ui/form';
import { CardGrid, CardSkeletons, VillaCard } from '../../../components/villa-card';
import { FavouriteButton } from '../../../components/favourite-button';
import { usePrice } from '../../../lib/use-price';
import { useComments } from '../api/get-comments';
import { useFeatured } from '../api/get-featured';
import { usePopularTowns } from '../api/get-popular-towns';
import { useShortTerm } from '../api/get-shortterm';
import { useShowcases } from '../api/get-showcases';
import { useSubscribe } from '../api/subscribe';
import { Section } from './section';

// The home page formats with Intl (tr-TR) rather than date-fns, which stays with the pages that
// need its patterns: '12 Tem'.
const DAY_MONTH = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayMonth = (iso: string) => DAY_MONTH.format(new Date(`${iso}T00:00:00Z`));

const Tabs = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
  margin-bottom: 18px;
  button {
    padding: 8px 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: #fff;
  }
`;

/** Showcases (GET /v1/showcases) as tabs of villa cards. */
function ShowcasesSection() {
  const showcases = useShowcases();
  const [active, setActive] = useState(0);
  if (showcases.isError) return null;
  const list = showcases.data ?? [];
  if (showcases.isSuccess && list.length === 0) return null;
  const current = list[Math.min(active, list.length - 1)];
  return (
    <Section aria-labelledby="showcases-title">
      <header>
        <div>
          <h2 id="showcases-title">Vitrin</h2>
          <p>Ekibimizin sizin için seçtiği villa koleksiyonları.</p>
        </div>
      </header>
      {showcases.isPending ? (
        <CardSkeletons count={3} />
      ) : (
        <>
          <Tabs role="tablist" aria-label="Vitrinler">
            {list.map((s, i) => (
              <button
                key={s.id}
                type="button"
                role="tab"
                aria-selected={i === active}
                onClick={() => setActive(i)}
              >
                {s.title}
              </button>
            ))}
          </Tabs>
          {current ? (
            <div role="tabpanel" aria-label={current.title}>
              {current.description ? <p style={{ marginTop: 0 }}>{current.description}</p> : null}
              <CardGrid>
                {current.villas.slice(0, 6).map((v) => (
                  <VillaCard key={v.id} villa={v} />
                ))}
              </CardGrid>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

const TownGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
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
function PopularTownsSection() {
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
              {t.photo ? (
                <img
                  src={t.photo.src}
                  srcSet={t.photo.srcSet}
                  sizes="(max-width: 640px) 100vw, 33vw"
                  width={t.photo.width}
                  height={t.photo.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
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
    color: ${({ theme }) => theme.color.accent};
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
function FeaturedSections() {
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
              {month.photo ? (
                <img
                  src={month.photo.src}
                  srcSet={month.photo.srcSet}
                  sizes="(max-width: 860px) 100vw, 60vw"
                  width={month.photo.width}
                  height={month.photo.height}
                  alt={month.photo.alt}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
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

const GapList = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 14px;
  a {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px;
    border-radius: 14px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
  img {
    width: 88px;
    height: 66px;
    object-fit: cover;
    border-radius: 10px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.color.textMuted};
  }
  b {
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Last-minute gaps between bookings (GET /v1/search/shortterm). */
function ShortTermSection() {
  const gaps = useShortTerm();
  const price = usePrice();
  if (gaps.isError || (gaps.isSuccess && gaps.data.length === 0)) return null;
  return (
    <Section aria-labelledby="shortterm-title">
      <header>
        <div>
          <h2 id="shortterm-title">Son Dakika Fırsatları</h2>
          <p>Rezervasyonlar arasındaki kısa boşluklar: hemen tatile çıkın.</p>
        </div>
      </header>
      {gaps.isPending ? (
        <Spinner />
      ) : (
        <GapList>
          {gaps.data.map((g) => (
            <Link
              key={`${g.villa.id}-${g.checkIn}`}
              to={`${paths.villa(g.villa.slug)}?checkin=${g.checkIn}&checkout=${g.checkOut}`}
            >
              {g.villa.thumbnail ? (
                <img src={g.villa.thumbnail} alt="" width={88} height={66} loading="lazy" decoding="async" />
              ) : null}
              <span>
                <strong>{g.villa.name}</strong>
                <small>
                  {dayMonth(g.checkIn)} – {dayMonth(g.checkOut)} · {g.nights} gece
                </small>
                {g.totalTl !== null ? <b>{price(g.totalTl)}</b> : null}
              </span>
            </Link>
          ))}
        </GapList>
      )}
    </Section>
  );
}

const CommentGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: 16px;
  article {
    padding: 20px;
    border-radius: 16px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  .stars {
    color: ${({ theme }) => theme.color.accent};
    letter-spacing: 2px;
  }
  p {
    margin: 10px 0;
    line-height: 1.6;
  }
  footer {
    font-size: 14px;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Approved guest comments, 20 a page (GET /v1/website/comments). */
function CommentsSection() {
  const comments = useComments();
  const items = comments.data?.pages.flatMap((p) => p.content) ?? [];
  return (
    <Section aria-labelledby="comments-title">
      <header>
        <div>
          <h2 id="comments-title">Misafirlerimiz Ne Diyor?</h2>
          <p>Konaklayan misafirlerimizin onaylı yorumları.</p>
        </div>
      </header>
      {comments.isPending ? (
        <Spinner />
      ) : comments.isError ? (
        <ErrorState onRetry={() => void comments.refetch()} />
      ) : (
        <>
          <CommentGrid data-testid="comments">
            {items.map((c) => (
              <article key={c.id}>
                <span className="stars" aria-label={`5 üzerinden ${c.rating} puan`}>
                  {'★'.repeat(c.rating)}
                  {'☆'.repeat(5 - c.rating)}
                </span>
                {c.title ? <h3 style={{ margin: '8px 0 0', fontSize: 17 }}>{c.title}</h3> : null}
                <p>{c.body}</p>
                <footer>
                  {c.authorName}
                  {c.villa ? (
                    <>
                      {' · '}
                      <Link to={paths.villa(c.villa.slug)}>{c.villa.name}</Link>
                    </>
                  ) : null}
                  {c.stayedAt ? ` · ${c.stayedAt}` : ''}
                </footer>
              </article>
            ))}
          </CommentGrid>
          {comments.hasNextPage ? (
            <div style={{ textAlign: 'center', marginTop: 18 }}>
              <Button
                $variant="secondary"
                disabled={comments.isFetchingNextPage}
                onClick={() => void comments.fetchNextPage()}
              >
                {comments.isFetchingNextPage ? <Spinner /> : null} Daha fazla yorum
              </Button>
            </div>
          ) : null}
        </>
      )}
    </Section>
  );
}

const Newsletter = styled.form`
  display: grid;
  grid-template-columns: 1.2fr 1fr;
  gap: 24px;
  align-items: center;
  padding: 32px;
  border-radius: 22px;
  background: linear-gradient(135deg, #0a3a57, #136f94);
  color: #fff;
  @media (max-width: 860px) {
    grid-template-columns: 1fr;
    padding: 22px;
  }
  h2 {
    color: #fff;
  }
  p {
    opacity: 0.9;
  }
  .row {
    display: flex;
    gap: 10px;
  }
  .consent {
    display: flex;
    gap: 8px;
    align-items: flex-start;
    font-size: 13px;
    margin-top: 10px;
  }
  .consent a {
    color: #fff;
    text-decoration: underline;
  }
  .consent input {
    margin-top: 2px;
    width: 18px;
    height: 18px;
    flex: none;
  }
  .msg {
    margin: 10px 0 0;
    padding: 8px 12px;
    border-radius: 8px;
    background: rgba(255, 255, 255, 0.15);
  }
`;

/** Newsletter sign-up (POST /v1/website/subscribe); KVKK consent is required. */
function NewsletterSection() {
  const subscribe = useSubscribe();
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState('');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      return setError('Geçerli bir e-posta adresi girin.');
    if (!consent) return setError('Abone olmak için KVKK aydınlatma metnini onaylamanız gerekiyor.');
    setError('');
    subscribe.mutate({ email: email.trim(), consent }, { onSuccess: () => setEmail('') });
  };
  return (
    <Section aria-label="E-bülten">
      <Newsletter onSubmit={onSubmit} noValidate aria-labelledby="newsletter-title">
        <div>
          <h2 id="newsletter-title">Fırsatlardan ilk siz haberdar olun</h2>
          <p>Erken rezervasyon indirimleri ve son dakika fırsatları e-posta kutunuza gelsin.</p>
        </div>
        <div>
          <div className="row">
            <Input
              type="email"
              aria-label="E-posta adresiniz"
              placeholder="E-posta adresiniz"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button
              type="submit"
              disabled={subscribe.isPending}
              style={{ background: '#c9a227', color: '#1d1602' }}
            >
              Abone Ol
            </Button>
          </div>
          <label className="consent">
            <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} />
            <span>
              Kişisel verilerimin <Link to={paths.website.kvkk}>KVKK Aydınlatma Metni</Link> kapsamında
              e-bülten gönderimi için işlenmesini kabul ediyorum.
            </span>
          </label>
          {error || subscribe.isError ? (
            <p className="msg" role="alert">
              {error || apiErrorMessage(subscribe.error)}
            </p>
          ) : subscribe.isSuccess ? (
            <p className="msg" role="status">
              {subscribe.data.message}
            </p>
          ) : null}
        </div>
      </Newsletter>
    </Section>
  );
}

const Perks = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 16px;
  @media (max-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
  div {
    padding: 22px;
    border-radius: 16px;
    background: ${({ theme }) => theme.color.surface};
    border: 1px solid ${({ theme }) => theme.color.border};
  }
  svg {
    color: ${({ theme }) => theme.color.accent};
  }
  h3 {
    margin: 10px 0 6px;
    font-size: 17px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
  }
`;

/** Why book with the agency: licence, inspected villas, live calendars, support. */
function PerksSection() {
  return (
    <Section aria-label="Neden biz">
      <Perks>
        <div>
          <ShieldIcon size={28} />
          <h3>TÜRSAB güvencesi</h3>
          <p>17704 belge numaralı lisanslı seyahat acentesiyiz.</p>
        </div>
        <div>
          <VillaIcon size={28} />
          <h3>Yerinde denetlenen villalar</h3>
          <p>Her villa ekibimizce ziyaret edilir, fotoğraflar gerçektir.</p>
        </div>
        <div>
          <CalendarIcon size={28} />
          <h3>Anlık müsaitlik</h3>
          <p>Takvimler her gün güncellenir, çift rezervasyon olmaz.</p>
        </div>
        <div>
          <PhoneIcon size={28} />
          <h3>7/24 destek</h3>
          <p>Tatiliniz boyunca telefon ve WhatsApp ile yanınızdayız.</p>
        </div>
      </Perks>
    </Section>
  );
}

/**
 * Everything below the first screen of the home page: loaded (code and data) when the visitor
 * scrolls towards it (home-page.tsx).
 */
export function HomeLowerSections() {
  return (
    <>
      <PopularTownsSection />
      <FeaturedSections />
      <ShowcasesSection />
      <ShortTermSection />
      <PerksSection />
      <CommentsSection />
      <NewsletterSection />
    </>
  );
}
