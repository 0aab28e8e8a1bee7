import { Link } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { villaTypesQuery } from '@villa/shared/api/site';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { ErrorState } from '@villa/shared/ui/feedback';
import { CalendarIcon, ShieldIcon, PhoneIcon, VillaIcon } from '@villa/shared/ui/icons';
import { HERO_BACKGROUND_URL } from '@villa/shared/ui/hero-art';
import { HomeSearch } from './home-search';
import {
  CommentsSection,
  FeaturedSections,
  NewsletterSection,
  PopularTownsSection,
  Section,
  ShortTermSection,
  ShowcasesSection,
} from './home-sections';

const Hero = styled.section`
  position: relative;
  min-height: 640px;
  display: flex;
  align-items: center;
  padding: 120px 24px 80px;
  color: #fff;
  /* The server's first HTML paints the same hero (api/src/web/critical.ts) before this code runs. */
  background: #0b3b5c ${HERO_BACKGROUND_URL} center / cover no-repeat;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(
      180deg,
      rgba(6, 40, 61, 0.35),
      rgba(6, 40, 61, 0.15) 40%,
      rgba(6, 40, 61, 0.55)
    );
  }
  > div {
    position: relative;
    z-index: 1;
    max-width: 1240px;
    width: 100%;
    margin: 0 auto;
  }
  h1 {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 54px;
    line-height: 1.1;
    margin: 0 0 14px;
    max-width: 760px;
    text-shadow: 0 2px 18px rgba(0, 0, 0, 0.3);
  }
  p.lead {
    font-size: 19px;
    max-width: 620px;
    margin: 0 0 32px;
    opacity: 0.95;
  }
  ${({ theme }) => theme.media.mobile} {
    min-height: 560px;
    padding: 96px 16px 48px;
    h1 {
      font-size: 34px;
    }
    p.lead {
      font-size: 16px;
    }
  }
`;

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  a {
    padding: 10px 18px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.border};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primary};
    text-decoration: none;
  }
`;

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

function VillaTypes() {
  const { data, isPending, isError } = useQuery(villaTypesQuery());
  if (isPending)
    return (
      <Chips aria-busy="true">
        {Array.from({ length: 6 }, (_, i) => (
          <a key={i} style={{ width: 140, height: 42, opacity: 0.5 }} />
        ))}
      </Chips>
    );
  if (isError) return <ErrorState message={MESSAGES.villaTypesError} />;
  return (
    <Chips>
      {data.map((t) => (
        <Link key={t.id} to={paths.villaTypeListing(t.id)}>
          {t.name}
        </Link>
      ))}
    </Chips>
  );
}

export function HomePage() {
  return (
    <>
      <Hero>
        <div>
          <h1>Akdeniz&apos;in en güzel koylarında size özel villalar</h1>
          <p className="lead">
            Fethiye, Kaş, Kalkan ve Bodrum&apos;da havuzlu, deniz manzaralı ve muhafazakâr kiralık villalar.
            Güvenli ödeme, TÜRSAB güvencesi.
          </p>
          <HomeSearch />
        </div>
      </Hero>
      <Section aria-labelledby="types-title">
        <header>
          <div>
            <h2 id="types-title">Villa Tipleri</h2>
            <p>Tatil tarzınıza uygun villayı seçin.</p>
          </div>
        </header>
        <VillaTypes />
      </Section>
      <PopularTownsSection />
      <FeaturedSections />
      <ShowcasesSection />
      <ShortTermSection />
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
      <CommentsSection />
      <NewsletterSection />
    </>
  );
}
