import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@villa/shared/parcel/router';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { axiosInstance } from '@villa/shared/api/client';
import { villaTypesQuery } from '@villa/shared/api/site';
import { MESSAGES } from '@villa/shared/config/messages';
import { paths } from '@villa/shared/config/paths';
import { ErrorBoundary } from '@villa/shared/ui/error-boundary';
import { ErrorState, Spinner } from '@villa/shared/ui/feedback';
import { HERO_BACKGROUND_URL } from '@villa/shared/ui/hero-art';
import { useNearViewport } from '@villa/shared/ui/use-near-viewport';
import { HomeSearch } from './home-search';
import { Section } from './section';

const loadLowerSections = () => import('./home-sections');
/** A fresh lazy component per attempt: React.lazy keeps a failed download's error for good. */
const lazyLowerSections = () =>
  lazy(() => loadLowerSections().then((m) => ({ default: m.HomeLowerSections })));

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

/** Holds the place of the lower sections, at least a screen tall so the footer stays below it. */
const LowerSlot = styled.div`
  min-height: 120vh;
  display: flex;
  justify-content: center;
  padding-top: 64px;
`;

/**
 * The sections below the first screen (popular towns, villas, showcases, last-minute gaps,
 * comments, newsletter) load their code and data once the visitor scrolls, or once their place
 * comes into view on a tall screen: the first screen (hero, search, villa types) needs neither,
 * and its data comes with the page. The API client's code is fetched alongside theirs.
 */
function LowerSections() {
  const ref = useRef<HTMLDivElement>(null);
  const [Lower, setLower] = useState(lazyLowerSections);
  const inView = useNearViewport(ref, '0px');
  const [scrolled, setScrolled] = useState(false);
  const wanted = inView || scrolled;
  useEffect(() => {
    if (wanted) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [wanted]);
  useEffect(() => {
    if (!wanted) return;
    void loadLowerSections();
    // Its first request needs it; a failure is reported by that request.
    axiosInstance().catch(() => undefined);
  }, [wanted]);
  const slot = (
    <LowerSlot ref={ref} aria-busy="true">
      {wanted ? <Spinner /> : null}
    </LowerSlot>
  );
  if (!wanted) return slot;
  return (
    <ErrorBoundary
      onRetry={() => setLower(lazyLowerSections)}
      fallback={(retry) => (
        <Section>
          <ErrorState
            message="Bu bölüm yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin."
            onRetry={retry}
          />
        </Section>
      )}
    >
      <Suspense fallback={slot}>
        <Lower />
      </Suspense>
    </ErrorBoundary>
  );
}

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
      <LowerSections />
    </>
  );
}
