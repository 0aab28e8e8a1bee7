import { Link, useSearchParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { PAGE_SIZE } from '@villa/shared/config/constants';
import { paths } from '@villa/shared/config/paths';
import { formatDate } from '@villa/shared/lib/format/dates';
import { EmptyState, ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PageShell } from '../../../components/page-shell';
import { useBlog } from '../api/get-public-content';
import { tiles } from '../../../components/styles';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  ${tiles('300px', 24)}
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;
const Post = styled.li`
  border-radius: ${({ theme }) => theme.radius.lg};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  transition:
    box-shadow 0.2s ease,
    transform 0.2s ease;
  &:hover {
    box-shadow: ${({ theme }) => theme.shadow.md};
    transform: translateY(-2px);
  }
  a {
    color: inherit;
    display: flex;
    flex-direction: column;
    height: 100%;
  }
  a:hover {
    text-decoration: none;
  }
  .cover {
    aspect-ratio: 16 / 9;
    background: linear-gradient(135deg, #0b4f6c 0%, #1c8bb5 60%, #dcb948 140%);
  }
  .cover img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .body {
    padding: 18px 20px 22px;
    display: flex;
    flex-direction: column;
    gap: 8px;
  }
  time {
    font-size: 13px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  h2 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 21px;
    line-height: 1.3;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    line-height: 1.6;
  }
  .more {
    margin-top: 4px;
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;
const Pager = styled.nav`
  display: flex;
  justify-content: center;
  align-items: center;
  gap: 16px;
  padding: 32px 0 48px;
  a[aria-disabled='true'] {
    pointer-events: none;
    opacity: 0.4;
  }
`;

/** /blog: published posts, 10 a page (?sayfa=2). */
export function BlogPage() {
  usePageMeta('Blog', 'Fethiye, Kaş, Kalkan ve Bodrum için tatil rehberleri ve villa önerileri.');
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('sayfa')) || 1);
  const { data, isPending, isError, refetch } = useBlog(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE.blog)) : 1;
  const href = (p: number) => (p > 1 ? `${paths.blog}?sayfa=${p}` : paths.blog);

  return (
    <PageShell title="Blog" lead="Bölge rehberleri, koy önerileri ve villa tatili ipuçları.">
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState title="Henüz yayımlanmış yazı yok" />
      ) : (
        <>
          <Grid>
            {data.items.map((p) => (
              <Post key={p.id} data-testid="blog-card">
                <Link to={`${paths.blog}/${p.slug}`}>
                  <div className="cover">
                    {p.coverUrl ? <img src={p.coverUrl} alt="" loading="lazy" /> : null}
                  </div>
                  <div className="body">
                    {p.publishedAt ? (
                      <time dateTime={p.publishedAt}>{formatDate(p.publishedAt, 'long')}</time>
                    ) : null}
                    <h2>{p.title}</h2>
                    {p.summary ? <p>{p.summary}</p> : null}
                    <span className="more">Devamını oku →</span>
                  </div>
                </Link>
              </Post>
            ))}
          </Grid>
          {pages > 1 ? (
            <Pager aria-label="Sayfalama">
              <Link to={href(page - 1)} aria-disabled={page <= 1}>
                ← Önceki
              </Link>
              <span>
                Sayfa {page} / {pages}
              </span>
              <Link to={href(page + 1)} aria-disabled={page >= pages}>
                Sonraki →
              </Link>
            </Pager>
          ) : (
            <div style={{ height: 48 }} />
          )}
        </>
      )}
    </PageShell>
  );
}
