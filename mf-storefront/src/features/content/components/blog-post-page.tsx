import { lazy } from 'react';
import { Link, useParams } from '@villa/shared/parcel/router';
import styled from 'styled-components';
import { paths } from '@villa/shared/config/paths';
import { formatDate } from '@villa/shared/lib/format/dates';
import { ErrorState, LoadingBlock } from '@villa/shared/ui/feedback';
import { usePageMeta } from '../../../lib/use-page-meta';
import { PageShell } from '../../../components/page-shell';
import { useBlogPost } from '../api/get-public-content';
import { Prose } from './prose';
import { apiErrorStatus } from '@villa/shared/api/client';

// The 404 page is a chunk of its own, fetched only for an unknown slug (it suspends to the app's
// boundary, the page's loading state, meanwhile).
const NotFoundPage = lazy(() =>
  import('../../../components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

const Article = styled.article`
  max-width: 760px;
  margin: 0 auto;
  padding-bottom: 56px;
  .cover {
    margin: 0 0 28px;
    border-radius: ${({ theme }) => theme.radius.lg};
    overflow: hidden;
    aspect-ratio: 16 / 8;
  }
  .cover img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .meta {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 14px;
    margin: 0 0 18px;
  }
  .lead {
    font-size: 19px;
    line-height: 1.6;
    margin: 0 0 24px;
    color: ${({ theme }) => theme.color.textMuted};
  }
  .back {
    display: inline-block;
    margin-top: 28px;
    font-weight: 600;
  }
`;

function isNotFound(err: unknown): boolean {
  return apiErrorStatus(err) === 404;
}

/** /blog/:slug: one published post. */
export function BlogPostPage() {
  const { slug = '' } = useParams();
  const { data, isPending, isError, error, refetch } = useBlogPost(slug);
  usePageMeta(data?.title ?? null, data?.summary || undefined, data?.coverUrl || undefined);

  if (isError && isNotFound(error)) return <NotFoundPage />;
  return (
    <PageShell title={data?.title ?? 'Blog'} crumbs={data ? [{ label: 'Blog', to: paths.blog }] : []}>
      {isPending ? (
        <LoadingBlock />
      ) : isError ? (
        <ErrorState onRetry={() => void refetch()} />
      ) : (
        <Article>
          {data.coverUrl ? (
            <div className="cover">
              <img src={data.coverUrl} alt="" />
            </div>
          ) : null}
          {data.publishedAt ? (
            <p className="meta">
              <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, 'long')}</time>
            </p>
          ) : null}
          {data.summary ? <p className="lead">{data.summary}</p> : null}
          {/* bodyHtml is sanitised by the API (sanitize-html) when it is saved. */}
          <Prose data-testid="blog-body" dangerouslySetInnerHTML={{ __html: data.bodyHtml }} />
          <Link className="back" to={paths.blog}>
            ← Tüm yazılar
          </Link>
        </Article>
      )}
    </PageShell>
  );
}
