import { Link } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { Button } from '@villa/shared/ui/button';
import { usePageMeta } from '../lib/use-page-meta';

const Wrap = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 80px 24px 40px;
  text-align: center;
  .code {
    font-family: ${({ theme }) => theme.font.display};
    font-size: 96px;
    line-height: 1;
    color: ${({ theme }) => theme.color.primary};
    margin: 0;
  }
  h1 {
    margin: 12px 0;
    font-size: 28px;
  }
  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
  .links {
    display: flex;
    gap: 12px;
    justify-content: center;
    flex-wrap: wrap;
    margin-top: 24px;
  }
`;

/** The storefront's 404 page; the server answers such paths with status 404 too. */
export function NotFoundPage() {
  usePageMeta('Sayfa bulunamadı');
  return (
    <Wrap data-testid="not-found">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>Sayfa bulunamadı</h1>
      <p>Aradığınız sayfa taşınmış, kaldırılmış ya da hiç var olmamış olabilir.</p>
      <div className="links">
        <Button as={Link} to={paths.home}>
          Ana sayfaya dön
        </Button>
        <Button as={Link} to={paths.listing} $variant="secondary">
          Tüm villalar
        </Button>
      </div>
    </Wrap>
  );
}
