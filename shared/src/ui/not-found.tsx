import { Link } from 'react-router';
import { EmptyState } from './feedback';

/** The 404 state every area renders for a path it does not know. */
export function NotFound({
  homeHref = '/',
  homeLabel = 'Ana sayfaya dön',
}: {
  homeHref?: string;
  homeLabel?: string;
}) {
  return (
    <EmptyState title="Sayfa bulunamadı">
      <p style={{ margin: 0 }}>Aradığınız sayfa taşınmış veya kaldırılmış olabilir.</p>
      <Link to={homeHref}>{homeLabel}</Link>
    </EmptyState>
  );
}
