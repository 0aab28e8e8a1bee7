import { Fragment, type ReactNode } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { palette } from '@villa/shared/ui/tokens';
import { pageColumn } from './styles';

const Banner = styled.div<{ $overlap: boolean }>`
  background: linear-gradient(135deg, ${palette.sea800}, ${palette.sea600});
  color: #fff;
  padding: ${({ $overlap }) => ($overlap ? '48px 24px 88px' : '48px 24px 40px')};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ $overlap }) => ($overlap ? '32px 16px 72px' : '32px 16px 28px')};
  }
  .inner {
    max-width: 1240px;
    margin: 0 auto;
  }
  h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 36px;
  }
  ${({ theme }) => theme.media.mobile} {
    h1 {
      font-size: 28px;
    }
  }
  nav {
    font-size: 13px;
    opacity: 0.85;
    margin-bottom: 8px;
  }
  nav a {
    color: #fff;
  }
  p {
    margin: 8px 0 0;
    opacity: 0.9;
    max-width: 720px;
  }
`;

const Body = styled.div`
  ${pageColumn(40, 24)}
`;

interface BannerProps {
  title: string;
  lead?: string;
  /** Pages between the home page and this one (a blog post: Blog). */
  crumbs?: { label: string; to: string }[];
  /** This page in the breadcrumb, when not its title. */
  current?: string;
  /** Room at the bottom for a box laid over the banner's lower edge (the boat search). */
  overlap?: boolean;
}

/** A public page's title banner with its breadcrumb. */
export function PageBanner({ title, lead, crumbs = [], current = title, overlap = false }: BannerProps) {
  return (
    <Banner $overlap={overlap}>
      <div className="inner">
        <nav aria-label="Konum">
          <Link to="/">Ana Sayfa</Link> /{' '}
          {crumbs.map((c) => (
            <Fragment key={c.to}>
              <Link to={c.to}>{c.label}</Link> /{' '}
            </Fragment>
          ))}
          <span aria-current="page">{current}</span>
        </nav>
        <h1>{title}</h1>
        {lead ? <p>{lead}</p> : null}
      </div>
    </Banner>
  );
}

/** Common frame of a public page: title banner with breadcrumb, then the content. */
export function PageShell({
  children,
  ...banner
}: Omit<BannerProps, 'current' | 'overlap'> & { children?: ReactNode }) {
  return (
    <>
      <PageBanner {...banner} />
      <Body>{children}</Body>
    </>
  );
}
