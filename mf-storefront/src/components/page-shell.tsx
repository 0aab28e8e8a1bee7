import { Fragment, type ReactNode } from 'react';
import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { palette } from '@villa/shared/ui/tokens';

const Banner = styled.div`
  background: linear-gradient(135deg, ${palette.sea800}, ${palette.sea600});
  color: #fff;
  padding: 48px 24px 40px;
  ${({ theme }) => theme.media.mobile} {
    padding: 32px 16px 28px;
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
  max-width: 1240px;
  margin: 0 auto;
  padding: 40px 24px 0;
  ${({ theme }) => theme.media.mobile} {
    padding: 24px 16px 0;
  }
`;

/** Common frame of a public page: title banner with breadcrumb, then the content. */
export function PageShell({
  title,
  lead,
  crumbs = [],
  children,
}: {
  title: string;
  lead?: string;
  /** Pages between the home page and this one (a blog post: Blog). */
  crumbs?: { label: string; to: string }[];
  children?: ReactNode;
}) {
  return (
    <>
      <Banner>
        <div className="inner">
          <nav aria-label="Konum">
            <Link to="/">Ana Sayfa</Link> /{' '}
            {crumbs.map((c) => (
              <Fragment key={c.to}>
                <Link to={c.to}>{c.label}</Link> /{' '}
              </Fragment>
            ))}
            <span aria-current="page">{title}</span>
          </nav>
          <h1>{title}</h1>
          {lead ? <p>{lead}</p> : null}
        </div>
      </Banner>
      <Body>{children}</Body>
    </>
  );
}
